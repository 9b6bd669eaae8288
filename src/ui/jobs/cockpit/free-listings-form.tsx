'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE } from '@/lib/form/form-state'
import { freeListingsAction } from '@/modules/jobs/crawled-actions'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'

// An institution's switch for free listings (ADR 0071): what it means, where it stands, one button
// to change it. Ends with its toast and refreshes the list (crawled ads leave it when switched off).

export function FreeListingsForm({ institution, name, disabled }: { institution: number; name: string; disabled: boolean }) {
  const t = useTranslations('jobsCockpit')
  const router = useRouter()
  const [state, formAction] = useActionState(freeListingsAction, IDLE)
  // The toast follows the answer (off or on), not the switch shown, which flips on the refresh.
  const success = state.status === 'success' ? state.message?.replace(/^toast\./, '') : undefined
  const onSubmit = useFormToast(state, { success, failure: 'jobs.freeListings.error' })
  useEffect(() => {
    if (state.status === 'success') router.refresh()
  }, [state, router])
  return (
    <form className="form profile-form" action={formAction} onSubmit={onSubmit} noValidate data-testid={`free-listings-${institution}`}>
      <input type="hidden" name="institution" value={institution} />
      <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
      <FormSummary state={state} />
      <p>
        <strong>{name}</strong>: {disabled ? t('freeListings.off') : t('freeListings.on')}
      </p>
      <SubmitButton>{disabled ? t('freeListings.switchOn') : t('freeListings.switchOff')}</SubmitButton>
    </form>
  )
}
