'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE } from '@/lib/form/form-state'
import { requestLinkAction } from '@/modules/institutions/actions'
import { paths } from '@/modules/routing/routes'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormInput } from '@/ui/form/input'

// The request to manage a public profile (screen "link"): an optional note to the team, then the
// request waits for the team's decision and is listed with the user's requests.

export function LinkForm({ institutionId, name }: { institutionId: number; name: string }) {
  const t = useTranslations('profile.link')
  const tv = useTranslations('validation')
  const router = useRouter()
  const [state, action] = useActionState(requestLinkAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'institution.link.success', failure: 'institution.link.error' })
  useEffect(() => {
    if (state.status === 'success') router.push(paths.cockpit('institutions'), { scroll: false })
  }, [state, router])
  const errors = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form className="form profile-form" action={action} onSubmit={onSubmit} noValidate data-testid="link-form">
      <input type="hidden" name="institution" value={institutionId} />
      <FormSummary state={state} />
      <p>{t('confirm', { name })}</p>
      {errors.institution && (
        <p className="field__error" role="alert">
          {tv.has(errors.institution) ? tv(errors.institution) : tv('linkNotFound')}
        </p>
      )}
      <FormInput
        name="note"
        label={t('note')}
        hint={t('noteHint')}
        value={state.status === 'error' ? state.values.note : ''}
        error={errors.note}
        multiline
        maxLength={1000}
        version={state.status === 'error' ? 1 : 0}
      />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
