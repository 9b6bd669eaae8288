'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'
import { Link } from '@/i18n/navigation'
import { verifyEmailAction } from '@/modules/accounts/actions'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { paths } from '@/modules/routing/routes'
import { usePermalinkWithQuery } from '../form/use-permalink'

/** The verification link's page: the button confirms the address (a POST; opening the link changes nothing). */
export function VerifyForm({ token, email, next }: { token: string; email?: string; next?: string }) {
  const t = useTranslations('auth.verify')
  const nav = useTranslations('nav')
  const permalink = usePermalinkWithQuery()
  const [state, action] = useActionState(verifyEmailAction, IDLE, permalink)
  const done = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'success') done.current?.focus()
  }, [state])
  if (state.status === 'success') {
    return (
      <div className="notice" role="status" tabIndex={-1} ref={done} data-testid="verify-ok">
        <p>{t('success')}</p>
        <Link className="btn" href={paths.login(next)}>
          {nav('login')}
        </Link>
      </div>
    )
  }
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      {email && <p>{t('intro', { email })}</p>}
      <input type="hidden" name="token" value={token} />
      <SubmitButton>{t('button')}</SubmitButton>
    </form>
  )
}
