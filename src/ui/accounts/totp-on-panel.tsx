'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { disableTotpAction } from '@/modules/accounts/security-actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { usePermalink } from '../form/use-permalink'
import { useFormToast } from '../form/use-form-toast'

/**
 * The second factor while it is on: the notice, the unused recovery codes and the form that turns
 * it off (the team keeps it). Once turned off, all of it gives way to the one notice that it is
 * off, so the screen never says "on" and "off" at once; the link opens the setup again.
 */
export function TotpOnPanel({ codesLeft, team }: { codesLeft: number; team: boolean }) {
  const t = useTranslations('security.totp')
  const permalink = usePermalink()
  const [state, action] = useActionState(disableTotpAction, IDLE, permalink)
  const onSubmit = useFormToast(state, { success: 'user.totpOff.success', failure: 'user.totpOff.error' })
  if (state.status === 'success')
    return (
      <div data-testid="totp-off">
        <p className="notice" role="status">
          {t('disabled')}
        </p>
        <p>
          <a href={permalink}>{t('setUpAgain')}</a>
        </p>
      </div>
    )
  return (
    <div data-testid="totp-on">
      <p className="notice">{t('on')}</p>
      <p className="muted">{t('codesLeft', { count: codesLeft })}</p>
      {team ? (
        <p className="muted">{t('teamKeeps')}</p>
      ) : (
        <form className="form" action={action} onSubmit={onSubmit} noValidate>
          <h3>{t('disableTitle')}</h3>
          <FormSummary state={state} />
          <Field name="confirm" type="password" label={t('confirmLabel')} autoComplete="off" hint={t('confirmHint')} state={state} errors="security.errors" required />
          <SubmitButton>{t('disableSubmit')}</SubmitButton>
        </form>
      )}
    </div>
  )
}
