import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { ResetForm } from '@/ui/accounts/reset-form'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.reset' })
  return { title: t('title'), robots: { index: false } }
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'auth.reset' })
  const { token } = await searchParams
  return <AuthPage title={t('title')}>{typeof token === 'string' && token ? <ResetForm token={token} /> : <p className="form-summary">{t('failure')}</p>}</AuthPage>
}
