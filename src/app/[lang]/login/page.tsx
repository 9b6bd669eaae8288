import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { safeNext } from '@/modules/accounts/safe-next'
import { currentUser } from '@/modules/accounts/session.server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { LoginForm } from '@/ui/accounts/login-form'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ next?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.login' })
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const { next } = await searchParams
  if (await currentUser()) redirect(safeNext(typeof next === 'string' ? next : undefined, isLocale(lang) ? lang : 'de'))
  const t = await getTranslations({ locale: lang, namespace: 'auth.login' })
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <LoginForm next={typeof next === 'string' ? next : undefined} />
    </AuthPage>
  )
}
