'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE } from '@/lib/form/form-state'
import { deleteInternshipAction } from '@/modules/internships/actions'
import { paths } from '@/modules/routing/routes'
import { FormSummary } from '@/ui/form/form-summary'
import { FormCheckbox } from '@/ui/form/input'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'

/** delete-{id}: a confirmation, then the internship is gone (a linked review stays). */
export function DeleteInternshipForm({ id }: { id: number }) {
  const t = useTranslations('internships.delete')
  const router = useRouter()
  const [state, action] = useActionState(deleteInternshipAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'internships.delete.success', failure: 'internships.delete.error' })
  useEffect(() => {
    if (state.status === 'success') {
      router.push(paths.cockpit('internships'), { scroll: false })
      router.refresh()
    }
  }, [state, router])
  const errors = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="internship_id" value={id} />
      <FormSummary state={state} fallback="internships.errors.summary" />
      <p>{t('explain')}</p>
      <FormCheckbox name="confirm" label={t('confirm')} checked={false} error={errors.confirm} version={state.status === 'error' ? 1 : 0} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
