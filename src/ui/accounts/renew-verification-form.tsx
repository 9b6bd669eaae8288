'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { renewVerificationAction } from '@/modules/accounts/actions'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalinkWithQuery } from '../form/use-permalink'

/** An expired verification link's page: says so and sends a new link to the same mailbox (ADR 0051). */
export function RenewVerificationForm({ token, email, next }: { token: string; email: string; next?: string }) {
  const t = useTranslations('auth.verify')
  const permalink = usePermalinkWithQuery()
  const [state, action] = useActionState(renewVerificationAction, IDLE, permalink)
  if (state.status === 'success') {
    return (
      <p className="notice" role="status" data-testid="verify-renewed">
        {t('renewed', { email })}
      </p>
    )
  }
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      <p data-testid="verify-expired">{t('expired', { email })}</p>
      <input type="hidden" name="token" value={token} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <SubmitButton>{t('renew')}</SubmitButton>
    </form>
  )
}
