'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { endSessionAction } from '@/modules/privacy/actions'
import { IDLE } from '@/lib/form/form-state'
import { FormSummary } from '../form/form-summary'
import { SubmitButton } from '../form/submit-button'
import { useFormToast } from '../form/use-form-toast'

export interface ListedSession {
  handle: string
  current: boolean
  device: string | null
  started: string
  lastUsed: string | null
}

/** One button that ends a session (`which`: its handle) or every other one (`others`). */
function EndForm({ which, label }: { which: string; label: string }) {
  const [state, action] = useActionState(endSessionAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'privacy.session.success', failure: 'privacy.session.error' })
  return (
    <form action={action} onSubmit={onSubmit}>
      <FormSummary state={state} />
      <input type="hidden" name="which" value={which} />
      <SubmitButton>{label}</SubmitButton>
    </form>
  )
}

/** The account's live sessions (ADR 0065): device, since when, last use; end one or all others. */
export function SessionList({ sessions }: { sessions: ListedSession[] }) {
  const t = useTranslations('privacy.sessions')
  const others = sessions.filter((s) => !s.current)
  return (
    <div data-testid="sessions">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <ul className="session-list">
        {sessions.map((s) => (
          <li key={s.handle} className="card" data-testid={s.current ? 'session-current' : 'session-other'}>
            <strong>{s.device ?? t('unknownDevice')}</strong>
            {s.current && <span className="muted"> · {t('current')}</span>}
            <br />
            <span className="muted">
              {t('started')}: {s.started}
              {s.lastUsed && (
                <>
                  {' · '}
                  {t('lastUsed')}: {s.lastUsed}
                </>
              )}
            </span>
            {!s.current && <EndForm which={s.handle} label={t('end')} />}
          </li>
        ))}
      </ul>
      {others.length === 0 ? <p className="muted">{t('none')}</p> : <EndForm which="others" label={t('endOthers')} />}
    </div>
  )
}
