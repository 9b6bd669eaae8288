'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'
import { changePasswordAction } from '@/modules/accounts/actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { useFormToast } from '../form/use-form-toast'

export function PasswordForm() {
  const t = useTranslations('auth')
  const c = useTranslations('cockpit.user')
  const [state, action] = useActionState(changePasswordAction, IDLE)
  const form = useRef<HTMLFormElement>(null)
  const onSubmit = useFormToast(state, { success: 'user.password.success', failure: 'user.password.error' })
  useEffect(() => {
    if (state.status === 'success') form.current?.reset()
  }, [state])
  return (
    <form className="form" action={action} onSubmit={onSubmit} ref={form} noValidate>
      <FormSummary state={state} />
      <Field name="current_password" type="password" label={c('currentPassword')} autoComplete="current-password" state={state} required />
      <Field name="password" type="password" label={c('newPassword')} autoComplete="new-password" hint={t('passwordRules')} state={state} required />
      <Field name="password_confirm" type="password" label={t('passwordConfirm')} autoComplete="new-password" state={state} required />
      <SubmitButton>{c('save')}</SubmitButton>
    </form>
  )
}
