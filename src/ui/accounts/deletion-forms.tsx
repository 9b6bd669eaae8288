'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { confirmDeletionAction, startDeletionAction } from '@/modules/privacy/actions'
import { IDLE } from '@/lib/form/form-state'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { SubmitButton } from '../form/submit-button'
import { useFormToast } from '../form/use-form-toast'

/** Step 1 of deleting one's own account (ADR 0065): the password, then a link by mail. */
export function DeletionStartForm({ hours }: { hours: number }) {
  const t = useTranslations('privacy.delete')
  const [state, action] = useActionState(startDeletionAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'privacy.delete.success', failure: 'privacy.delete.error' })
  return (
    <div className="privacy-section" data-testid="delete-own">
      <h3>{t('title')}</h3>
      <p className="muted">{t('text')}</p>
      {state.status === 'success' ? (
        <p className="notice" role="status" data-testid="delete-link-sent">
          {t('sent', { hours })}
        </p>
      ) : (
        <form className="form" action={action} onSubmit={onSubmit} noValidate>
          <FormSummary state={state} />
          <Field name="password" type="password" label={t('password')} autoComplete="current-password" state={state} required />
          <SubmitButton>{t('button')}</SubmitButton>
        </form>
      )}
    </div>
  )
}

/** Step 2: the mailed link's page; only this button deletes (opening the link changes nothing). */
export function DeletionConfirmForm({ token }: { token: string }) {
  const t = useTranslations('privacy.delete')
  const [state, action] = useActionState(confirmDeletionAction, IDLE)
  const onSubmit = useFormToast(state, { failure: 'privacy.deleted.error' })
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate data-testid="delete-confirm">
      <h3>{t('confirmTitle')}</h3>
      <p>{t('confirmText')}</p>
      <FormSummary state={state} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton>{t('confirmButton')}</SubmitButton>
    </form>
  )
}
