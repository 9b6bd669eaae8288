'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { updateProfileAction } from '@/modules/accounts/actions'
import { GENDERS } from '@/modules/accounts/gender'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { useFormToast } from '../form/use-form-toast'

export function ProfileForm({ user }: { user: { first_name: string; last_name: string; gender: string } }) {
  const t = useTranslations('auth')
  const c = useTranslations('cockpit.user')
  const g = useTranslations('gender')
  const [state, action] = useActionState(updateProfileAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'user.edit.success', failure: 'user.edit.error' })
  // After a save the fields show what was stored (React resets the form after an action).
  const shown = state.status === 'success' && state.values ? { ...user, ...state.values } : user
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate>
      <FormSummary state={state} />
      <Field name="first_name" label={t('firstName')} autoComplete="given-name" state={state} defaultValue={shown.first_name} required />
      <Field name="last_name" label={t('lastName')} autoComplete="family-name" state={state} defaultValue={shown.last_name} required />
      {/* Always has a value, so not `required` (HTML: a required select needs an empty first option). */}
      <Field name="gender" label={t('gender')} state={state} defaultValue={shown.gender}>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {g(gender)}
          </option>
        ))}
      </Field>
      <SubmitButton>{c('save')}</SubmitButton>
    </form>
  )
}
