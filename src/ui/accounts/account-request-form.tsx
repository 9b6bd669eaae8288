'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'
import { requestToTeamAction } from '@/modules/privacy/actions'
import { REQUEST_KINDS, type RequestKind } from '@/modules/privacy/request-kinds'
import { PICKABLE_ROLES } from '@/modules/access/access'
import { IDLE } from '@/lib/form/form-state'
import { Field, FieldFrame, errorText } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { SubmitButton } from '../form/submit-button'
import { useFormToast } from '../form/use-form-toast'

/**
 * A request to the team (ADR 0065): a role change (to which role, why), a deactivation or a
 * deletion. A kind with an open request is listed as waiting and cannot be asked again.
 */
export function AccountRequestForm({ currentRole, open }: { currentRole?: string | null; open: Partial<Record<RequestKind, string>> }) {
  const t = useTranslations('privacy')
  const roles = useTranslations('role')
  const v = useTranslations('validation')
  const tRoot = useTranslations()
  const [state, action] = useActionState(requestToTeamAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'privacy.request.success', failure: 'privacy.request.error' })
  const askable = REQUEST_KINDS.filter((k) => !open[k] && (k !== 'role_change' || currentRole))
  const sentKind = state.status === 'error' ? state.values.kind : undefined
  const [kind, setKind] = useState<string>(sentKind ?? askable[0] ?? '')
  const kindError = state.status === 'error' ? state.fieldErrors.kind : undefined
  return (
    <div className="privacy-section" data-testid="account-requests">
      <h3>{t('requests.title')}</h3>
      <p className="muted">{t('requests.intro')}</p>
      {REQUEST_KINDS.filter((k) => open[k]).map((k) => (
        <p key={k} className="notice" role="status" data-testid={`request-waiting-${k}`}>
          {t('requests.waitingSince', { kind: t(`kinds.${k}`), date: new Date(open[k]!) })}
        </p>
      ))}
      {askable.length > 0 && (
        <form className="form" action={action} onSubmit={onSubmit} noValidate>
          <FormSummary state={state} />
          <fieldset className="field" aria-describedby={kindError ? 'request-kind-error' : undefined}>
            <legend>{t('requests.what')}</legend>
            {askable.map((k) => (
              <label key={k} className="radio-card">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span>
                  <strong>{t(`kinds.${k}`)}</strong>
                  <br />
                  <span className="muted">{t(`requests.${k}Intro`)}</span>
                </span>
              </label>
            ))}
            {kindError && (
              <p className="field__error" id="request-kind-error">
                {errorText(kindError, v, tRoot)}
              </p>
            )}
          </fieldset>
          {kind === 'role_change' && (
            <FieldFrame
              id="target_role"
              label={`${t('requests.targetRole')} *`}
              error={state.status === 'error' && state.fieldErrors.target_role ? errorText(state.fieldErrors.target_role, v, tRoot) : undefined}
              control={(aria) => (
                <select {...aria} name="target_role" required defaultValue={state.status === 'error' ? state.values.target_role : ''}>
                  <option value="">{t('requests.targetRolePick')}</option>
                  {PICKABLE_ROLES.filter((r) => r !== currentRole).map((r) => (
                    <option key={r} value={r}>
                      {roles(r)}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
          <Field
            name="reason"
            label={kind === 'role_change' ? `${t('requests.why')} *` : t('requests.reasonOptional')}
            state={state}
            multiline
            maxLength={2000}
            required={kind === 'role_change'}
          />
          <SubmitButton>{t('requests.send')}</SubmitButton>
        </form>
      )}
    </div>
  )
}
