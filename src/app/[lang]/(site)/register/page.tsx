import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isSafeNext } from '@/modules/accounts/safe-next'
import { AuthPage } from '@/ui/accounts/auth-page'
import { RegisterForm } from '@/ui/accounts/register-form'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ next?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.register' })
  return { title: t('title'), robots: { index: false } }
}

export default async function RegisterPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const next = (await searchParams).next
  const t = await getTranslations({ locale: lang, namespace: 'auth.register' })
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <RegisterForm next={isSafeNext(next) ? next : undefined} />
    </AuthPage>
  )
}
