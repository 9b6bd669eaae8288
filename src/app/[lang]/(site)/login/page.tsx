import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { loginReasonOf } from '@/modules/accounts/login-reason'
import { isSafeNext, safeNext } from '@/modules/accounts/safe-next'
import { currentUser } from '@/modules/accounts/session.server'
import { localePath, paths } from '@/modules/routing/routes'
import { AuthPage } from '@/ui/accounts/auth-page'
import { LoginForm } from '@/ui/accounts/login-form'
import { LoginReasonNotice } from '@/ui/accounts/login-reason-notice'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ next?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.login' })
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const raw = (await searchParams).next
  const next = typeof raw === 'string' && isSafeNext(raw) ? raw : undefined
  if (await currentUser()) redirect(safeNext(next, isLocale(lang) ? lang : 'de'))
  const t = await getTranslations({ locale: lang, namespace: 'auth.login' })
  // A visitor who followed a link into the cockpit reads what that page needs an account for.
  const reason = loginReasonOf(next)
  return (
    <AuthPage title={t('title')} intro={reason ? undefined : t('intro')}>
      {reason && <LoginReasonNotice locale={lang} reason={reason} registerHref={localePath(lang, paths.register(next))} />}
      <LoginForm next={next} />
    </AuthPage>
  )
}
