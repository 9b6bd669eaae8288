'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { requestEmailChangeAction } from '@/modules/accounts/security-actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalink } from '../form/use-permalink'
import { useFormToast } from '../form/use-form-toast'

export function EmailChangeForm({ current }: { current: string }) {
  const t = useTranslations('security.email')
  const c = useTranslations('cockpit.user')
  const permalink = usePermalink()
  const [state, action] = useActionState(requestEmailChangeAction, IDLE, permalink)
  const onSubmit = useFormToast(state, { success: 'user.email.success', failure: 'user.email.error' })
  if (state.status === 'success') {
    return (
      <p className="notice" role="status" data-testid="email-change-sent">
        {t('sent', { email: state.values?.email ?? '' })}
      </p>
    )
  }
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate>
      <p className="muted">{t('current', { email: current })}</p>
      <FormSummary state={state} />
      <Field name="email" type="email" label={t('newLabel')} autoComplete="email" hint={t('newHint')} state={state} errors="security.errors" required />
      <Field name="current_password" type="password" label={c('currentPassword')} autoComplete="current-password" state={state} required />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
