import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'
import { openPendingLogin, PENDING_COOKIE } from '@/modules/accounts/pending-login'
import { setupLoginAction } from '@/modules/accounts/security-actions'
import { totpSetupView } from '@/modules/accounts/totp-setup.server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { TotpSetupForm } from '@/ui/accounts/totp-setup-form'
import { SecurityMessages } from '@/ui/accounts/security-messages'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'security.setup' })
  return { title: t('title'), robots: { index: false } }
}

/** First team login: set up the second factor right after the password step (ADR 0017). */
export default async function SecondFactorSetupPage({ params }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'security' })
  const payload = await payloadClient()
  const opened = openPendingLogin(payload.secret, (await cookies()).get(PENDING_COOKIE)?.value)
  const live = opened && !opened.expired && opened.pending.step === 'setup' ? opened.pending : null
  const user = live ? await payload.findByID({ collection: 'users', id: live.userId, overrideAccess: true, depth: 0, disableErrors: true }) : null
  const view = user ? await totpSetupView(payload, user) : null
  return (
    <AuthPage title={t('setup.title')} intro={view ? t('setup.introTeam') : undefined}>
      <SecurityMessages>
        <TotpSetupForm
          action={setupLoginAction}
          view={view}
          expired={
            <p className="notice" role="status">
              {t('errors.expired')} <Link href="/login">{t('login.again')}</Link>
            </p>
          }
        />
      </SecurityMessages>
    </AuthPage>
  )
}
