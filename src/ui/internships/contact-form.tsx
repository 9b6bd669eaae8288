'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { IDLE } from '@/lib/form/form-state'
import { contactColleagueAction } from '@/modules/internships/actions'
import { MESSAGE_MAX } from '@/modules/internships/contact-schema'
import { FormSummary } from '@/ui/form/form-summary'
import { FormInput } from '@/ui/form/input'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'

/** A message to one colleague through the relay; neither address is shown to the other. */
export function ContactColleagueForm({ internshipId, colleagueId, name }: { internshipId: number; colleagueId: string; name: string }) {
  const t = useTranslations('internships.colleagues')
  const [state, action] = useActionState(contactColleagueAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'internships.contact.success', failure: 'internships.contact.error' })
  if (state.status === 'success') return null
  const values = state.status === 'error' ? state.values : {}
  const errors = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form className="form colleague-contact" action={action} onSubmit={onSubmit} noValidate aria-label={t('contactTo', { name })}>
      <input type="hidden" name="internship_id" value={internshipId} />
      <input type="hidden" name="colleague" value={colleagueId} />
      <FormSummary state={state} fallback="internships.errors.summary" />
      <FormInput
        id={`message-${colleagueId}`}
        name="message"
        label={t('message')}
        hint={t('messageHint')}
        value={values.message}
        error={errors.message}
        multiline
        required
        maxLength={MESSAGE_MAX}
        version={state.status === 'error' ? 1 : 0}
      />
      <SubmitButton>{t('send')}</SubmitButton>
    </form>
  )
}
