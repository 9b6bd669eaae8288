'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import type { FormState } from '@/lib/form/form-state'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { RecoveryCodes } from './recovery-codes'
import { usePermalink } from '../form/use-permalink'
import { useFormToast } from '../form/use-form-toast'

type Action = (prev: FormState, form: FormData) => Promise<FormState>

/** The login's setup: its page says what happened; a real failure still gets the support toast. */
const FAILURE_ONLY = { failure: 'user.totpOn.error' }

/**
 * Set up an authenticator app: scan the QR code (or type the secret), confirm with the first code,
 * then keep the recovery codes (shown this once).
 */
export function TotpSetupForm({
  action: serverAction,
  view,
  expired,
  toasts = FAILURE_ONLY,
}: {
  action: Action
  view: { svg: string; secretText: string; setup: string } | null
  expired?: React.ReactNode
  /** the toast keys of this use (the cockpit's adds the success toast) */
  toasts?: { success?: string; failure: string }
}) {
  const t = useTranslations('security.setup')
  const permalink = usePermalink()
  const [state, action] = useActionState(serverAction, IDLE, permalink)
  const onSubmit = useFormToast(state, toasts)
  // The login's setup ends by setting cookies, which renders the page again without a pending
  // login (view = null): this component keeps its state, so the codes stay on screen.
  if (state.status === 'success') return <RecoveryCodes codes={(state.values?.codes ?? '').split(' ').filter(Boolean)} next={state.values?.next} />
  if (!view) return expired ?? null
  const { svg, secretText, setup } = view
  return (
    <div data-testid="totp-setup">
      <ol>
        <li>{t('stepApp')}</li>
        <li>{t('stepScan')}</li>
      </ol>
      {/* The SVG comes from our server (qrcode), not from user input. */}
      <div className="totp-qr" role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: svg }} />
      <p>
        {t('secretLabel')} <code data-testid="totp-secret">{secretText}</code>
      </p>
      <form className="form" action={action} onSubmit={onSubmit} noValidate>
        <FormSummary state={state} />
        <input type="hidden" name="setup" value={setup} />
        <Field name="code" label={t('codeLabel')} autoComplete="one-time-code" hint={t('codeHint')} state={state} errors="security.errors" required />
        <SubmitButton>{t('submit')}</SubmitButton>
      </form>
    </div>
  )
}
