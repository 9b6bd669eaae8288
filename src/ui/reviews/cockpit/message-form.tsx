'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { sendMessageAction } from '@/modules/reviews/actions'
import { MESSAGE_MAX } from '@/modules/reviews/answer-schema'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormErrorSummary, TextField } from './form-fields'

/** A private message to the review's author, relayed by mail; the author stays anonymous. */
/** `reviewId`: the review's public id. */
export function MessageForm({ reviewId }: { reviewId: string }) {
  const t = useTranslations('reviews.message')
  const [state, action] = useActionState(sendMessageAction, IDLE)
  // Mistakes and limits show in the form; the support toast only for a real failure.
  const onSubmit = useFormToast(state, { success: 'reviews.message.success', failure: 'reviews.message.error' })
  return (
    <form className="form cockpit-reviews__form" action={action} onSubmit={onSubmit} noValidate>
      <FormErrorSummary state={state} />
      {state.status === 'success' && (
        <p className="notice" role="status">
          {t('sent')}
        </p>
      )}
      <input type="hidden" name="review_id" value={reviewId} />
      {/* After a successful send the field starts empty (its key changes with the state). */}
      <TextField
        key={state.status === 'success' ? 'sent' : 'draft'}
        state={state}
        name="message"
        label={t('label')}
        hint={t('hint')}
        defaultValue={state.status === 'error' ? (state.values.message ?? '') : ''}
        multiline
        maxLength={MESSAGE_MAX}
      />
      <SubmitButton>{t('send')}</SubmitButton>
    </form>
  )
}
