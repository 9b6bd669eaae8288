'use client'
import { useActionState, useEffect, useRef } from 'react'
import { saveAlertAction } from '@/modules/alerts/actions'
import { Field } from '../form/field'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { useSession } from '../layout/use-session'
import { usePermalink } from '../form/use-permalink'

export interface AlertSaveTexts {
  title: string
  intro: string
  contains: string
  email: string
  emailHint: string
  account: string
  submit: string
  /** with the placeholder {email} */
  pending: string
  active: string
  exists: string
  manage: string
  errors: Record<'invalidSearch' | 'limit' | 'pendingLimit' | 'tooMany' | 'failed' | 'summary', string>
}

interface Props {
  /** the canonical search path, e.g. /de/jobs/kardiologie/teilzeit */
  search: string
  /** the search in words */
  summary: string
  texts: AlertSaveTexts
  open: boolean
  cockpitHref: string
}

/** Folded on the result list, open in the empty state; the answer replaces the form and says what happens next. */
export function AlertSaveForm({ search, summary, texts, open, cockpitHref }: Props) {
  const permalink = usePermalink()
  const [state, action] = useActionState(saveAlertAction, IDLE, permalink)
  const session = useSession()
  const loggedIn = Boolean(session?.user)
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'error') errorRef.current?.focus()
  }, [state])
  const formError = state.status === 'error' ? (state.formError ?? (Object.keys(state.fieldErrors).some((k) => k !== 'email') ? 'invalidSearch' : 'summary')) : null

  return (
    <details className="card alert-save" open={open || state.status !== 'idle'}>
      <summary className="alert-save__toggle">
        <svg className="alert-save__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            fill="currentColor"
          />
        </svg>
        {texts.title}
      </summary>
      {state.status === 'success' ? (
        <div className="notice" role="status" data-testid="alert-saved">
          <p>{state.message === 'pending' ? texts.pending.replace('{email}', state.values?.email ?? '') : state.message === 'exists' ? texts.exists : texts.active}</p>
          {state.message !== 'pending' && <a href={cockpitHref}>{texts.manage}</a>}
        </div>
      ) : (
        <form className="form alert-save__form" action={action} noValidate>
          <p className="muted">{texts.intro}</p>
          <p>
            {texts.contains} <strong className="alert-save__summary">{summary}</strong>
          </p>
          {formError && (
            <div className="form-summary" role="alert" tabIndex={-1} ref={errorRef} data-testid="alert-save-error">
              {texts.errors[formError as keyof AlertSaveTexts['errors']] ?? texts.errors.failed}
            </div>
          )}
          <input type="hidden" name="search" value={search} />
          {loggedIn ? (
            <p className="muted">{texts.account}</p>
          ) : (
            <Field name="email" type="email" label={texts.email} autoComplete="email" hint={texts.emailHint} state={state} required />
          )}
          <SubmitButton>{texts.submit}</SubmitButton>
        </form>
      )}
    </details>
  )
}
