'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { saveFeedbackAction } from '@/modules/reviews/actions'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormErrorSummary, TextField } from './form-fields'
import { paths } from '@/modules/routing/routes'

/** The employer's public answer under a review: name, function, content; editable. */
/** `reviewId`: the review's public id. */
export function FeedbackForm({ reviewId, initial }: { reviewId: string; initial: { name: string; function: string; content: string } | null }) {
  const t = useTranslations('reviews.feedback')
  const router = useRouter()
  const [state, action] = useActionState(saveFeedbackAction, IDLE)
  // Mistakes show at their field; the support toast only for a real failure.
  const onSubmit = useFormToast(state, { success: 'reviews.feedback.success', failure: 'reviews.feedback.error' })
  useEffect(() => {
    // The answer now shows under the review; the screen changes in place.
    if (state.status === 'success') router.push(paths.cockpit('reviews', `view-${reviewId}`), { scroll: false })
  }, [state, reviewId, router])
  const value = (name: 'name' | 'function' | 'content') => (state.status === 'error' ? (state.values[name] ?? '') : (initial?.[name] ?? ''))
  return (
    <form className="form cockpit-reviews__form" action={action} onSubmit={onSubmit} noValidate>
      <FormErrorSummary state={state} />
      <input type="hidden" name="review_id" value={reviewId} />
      <TextField state={state} name="name" label={t('name')} defaultValue={value('name')} autoComplete="name" />
      <TextField state={state} name="function" label={t('function')} hint={t('functionHint')} defaultValue={value('function')} autoComplete="organization-title" />
      <TextField state={state} name="content" label={t('content')} hint={t('contentHint')} defaultValue={value('content')} multiline maxLength={4000} />
      <SubmitButton>{t('save')}</SubmitButton>
    </form>
  )
}
