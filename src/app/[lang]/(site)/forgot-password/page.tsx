import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { ForgotForm } from '@/ui/accounts/forgot-form'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.forgot' })
  return { title: t('title'), robots: { index: false } }
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'auth.forgot' })
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <ForgotForm />
    </AuthPage>
  )
}
