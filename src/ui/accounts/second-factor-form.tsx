'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { secondFactorLoginAction } from '@/modules/accounts/security-actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalink } from '../form/use-permalink'

export function SecondFactorForm() {
  const t = useTranslations('security.login')
  const permalink = usePermalink()
  const [state, action] = useActionState(secondFactorLoginAction, IDLE, permalink)
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      <Field name="code" label={t('codeLabel')} autoComplete="one-time-code" hint={t('codeHint')} state={state} errors="security.errors" required />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
