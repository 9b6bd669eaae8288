import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isFormPost } from '@/lib/http/form-post.server'
import { payloadClient } from '@/lib/payload'
import { pendingEmailChange } from '@/modules/accounts/email-change.server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { EmailConfirmForm } from '@/ui/accounts/email-confirm-form'
import { SecurityMessages } from '@/ui/accounts/security-messages'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'security.email' })
  return { title: t('confirmTitle'), robots: { index: false } }
}

/** The link from the mail to the new address. Opening it changes nothing; the button does. */
export default async function ConfirmEmailPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'security' })
  const { token } = await searchParams
  const valid = typeof token === 'string' && token.length >= 20 && token.length <= 200
  const pending = valid ? await pendingEmailChange(await payloadClient(), token) : null
  // A post without JavaScript renders this page again after the action used the link up: the form
  // shows the action's answer then, not "invalid link" (as on the verification page).
  const posted = await isFormPost()
  return (
    <AuthPage title={t('email.confirmTitle')}>
      {valid && !pending && posted ? (
        <SecurityMessages>
          <EmailConfirmForm token={token} email="" />
        </SecurityMessages>
      ) : pending && valid ? (
        <SecurityMessages>
          <EmailConfirmForm token={token} email={pending.newEmail} />
        </SecurityMessages>
      ) : (
        <p className="form-summary">{t('errors.linkInvalid')}</p>
      )}
    </AuthPage>
  )
}
