'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { disableTotpAction } from '@/modules/accounts/security-actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalink } from '../form/use-permalink'

export function TotpDisableForm() {
  const t = useTranslations('security.totp')
  const permalink = usePermalink()
  const [state, action] = useActionState(disableTotpAction, IDLE, permalink)
  if (state.status === 'success')
    return (
      <p className="notice" role="status" data-testid="totp-off">
        {t('disabled')}
      </p>
    )
  return (
    <form className="form" action={action} noValidate>
      <h3>{t('disableTitle')}</h3>
      <FormSummary state={state} />
      <Field name="confirm" type="password" label={t('confirmLabel')} autoComplete="off" hint={t('confirmHint')} state={state} errors="security.errors" required />
      <SubmitButton>{t('disableSubmit')}</SubmitButton>
    </form>
  )
}
