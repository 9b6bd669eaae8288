'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { pickRoleAction } from '@/modules/accounts/actions'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { useSupportEmail } from '../layout/support-email'
import { useFormToast } from '../form/use-form-toast'

const OPTIONS = [
  { role: 'ROLE_STUDENT', text: 'roleStudentText' },
  { role: 'ROLE_DOCTOR', text: 'roleDoctorText' },
  { role: 'ROLE_INSTITUTION', text: 'roleInstitutionText' },
] as const

export function RoleForm({ next }: { next?: string }) {
  const t = useTranslations('cockpit.user')
  const roles = useTranslations('role')
  const v = useTranslations('validation')
  const email = useSupportEmail()
  const [state, action] = useActionState(pickRoleAction, IDLE)
  // The success toast comes with the redirect (a flash); the error toast is for a real failure.
  const onSubmit = useFormToast(state, { failure: 'user.role.error' })
  const error = state.status === 'error' ? state.fieldErrors.role : undefined
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate>
      <FormSummary state={state} />
      {next && <input type="hidden" name="next" value={next} />}
      <fieldset className="field" aria-describedby={error ? 'role-error' : undefined}>
        <legend>{t('roleTitle')}</legend>
        <p className="muted">{t('roleIntro', { email })}</p>
        <div className="radio-cards">
          {OPTIONS.map((o) => (
            <label key={o.role} className="radio-card">
              <input type="radio" name="role" value={o.role} required />
              <span>
                <strong>{roles(o.role)}</strong>
                <br />
                <span className="muted">{t(o.text)}</span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p className="field__error" id="role-error">
            {v(error)}
          </p>
        )}
      </fieldset>
      <SubmitButton>{t('rolePick')}</SubmitButton>
    </form>
  )
}
