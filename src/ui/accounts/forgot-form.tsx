'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { forgotPasswordAction } from '@/modules/accounts/actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalink } from '../form/use-permalink'

export function ForgotForm() {
  const t = useTranslations('auth')
  const permalink = usePermalink()
  const [state, action] = useActionState(forgotPasswordAction, IDLE, permalink)
  if (state.status === 'success')
    return (
      <p className="notice" role="status">
        {t('forgot.done')}
      </p>
    )
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      <Field name="email" type="email" label={t('email')} autoComplete="email" state={state} required />
      <SubmitButton>{t('forgot.submit')}</SubmitButton>
    </form>
  )
}
