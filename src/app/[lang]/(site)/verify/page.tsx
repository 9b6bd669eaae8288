import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isFormPost } from '@/lib/http/form-post.server'
import { payloadClient } from '@/lib/payload'
import { pendingVerification } from '@/modules/accounts/register.server'
import { VerifyEmailSchema } from '@/modules/accounts/schemas'
import { isSafeNext } from '@/modules/accounts/safe-next'
import { AuthPage } from '@/ui/accounts/auth-page'
import { RenewVerificationForm } from '@/ui/accounts/renew-verification-form'
import { VerifyForm } from '@/ui/accounts/verify-form'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ token?: string | string[]; next?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.verify' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The link of the verification mail. Opening it changes nothing (a browser may send the GET twice,
 * a mail scanner may open it first); the button confirms the address with a POST. An expired link
 * (48 hours, ADR 0051) offers a new one instead.
 */
export default async function VerifyPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'auth.verify' })
  const query = await searchParams
  const parsed = VerifyEmailSchema.safeParse({ token: query.token })
  // The page the account was registered for: the login after the confirmation leads there.
  const next = typeof query.next === 'string' && isSafeNext(query.next) ? query.next : undefined
  const pending = parsed.success ? await pendingVerification(await payloadClient(), parsed.data.token) : null
  // Without JavaScript (or a click before the page is interactive) the browser posts the form and
  // gets this page rendered again in the same answer, after the action used the link up: the form
  // then shows the action's answer (confirmed, or why not) instead of "invalid or already used".
  const posted = await isFormPost()
  return (
    <AuthPage title={t('title')}>
      {parsed.success && !pending && posted ? (
        <VerifyForm token={parsed.data.token} next={next} />
      ) : parsed.success && pending && pending.expired ? (
        <RenewVerificationForm token={parsed.data.token} email={pending.email} next={next} />
      ) : parsed.success && pending ? (
        <VerifyForm token={parsed.data.token} email={pending.email} next={next} />
      ) : (
        <p className="form-summary" role="alert" data-testid="verify-invalid">
          {t('failure')}
        </p>
      )}
    </AuthPage>
  )
}
