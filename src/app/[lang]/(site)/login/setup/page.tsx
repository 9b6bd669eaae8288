import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'
import { PENDING_COOKIE } from '@/modules/accounts/pending-login'
import { setupLoginAction } from '@/modules/accounts/security-actions'
import { pendingSetupView } from '@/modules/accounts/totp-setup.server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { TotpSetupForm } from '@/ui/accounts/totp-setup-form'
import { SecurityMessages } from '@/ui/accounts/security-messages'
import { paths } from '@/modules/routing/routes'

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
  const view = await pendingSetupView(await payloadClient(), (await cookies()).get(PENDING_COOKIE)?.value)
  return (
    <AuthPage title={t('setup.title')} intro={view ? t('setup.introTeam') : undefined}>
      <SecurityMessages>
        <TotpSetupForm
          action={setupLoginAction}
          view={view}
          expired={
            <p className="notice" role="status">
              {t('errors.expired')} <Link href={paths.login()}>{t('login.again')}</Link>
            </p>
          }
        />
      </SecurityMessages>
    </AuthPage>
  )
}
