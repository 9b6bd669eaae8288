import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'
import { openPendingLogin, PENDING_COOKIE } from '@/modules/accounts/pending-login'
import { AuthPage } from '@/ui/accounts/auth-page'
import { SecondFactorForm } from '@/ui/accounts/second-factor-form'
import { SecurityMessages } from '@/ui/accounts/security-messages'
import { paths } from '@/modules/routing/routes'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'security.login' })
  return { title: t('title'), robots: { index: false } }
}

/** The code step after the password step (ADR 0017). */
export default async function SecondFactorPage({ params }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'security' })
  const payload = await payloadClient()
  const opened = openPendingLogin(payload.secret, (await cookies()).get(PENDING_COOKIE)?.value)
  const live = opened && !opened.expired && opened.pending.step === 'code'
  return (
    <AuthPage title={t('login.title')} intro={live ? t('login.intro') : undefined}>
      {live ? (
        <SecurityMessages>
          <SecondFactorForm />
        </SecurityMessages>
      ) : (
        <p className="notice" role="status">
          {t('errors.expired')} <Link href={paths.login()}>{t('login.again')}</Link>
        </p>
      )}
    </AuthPage>
  )
}
