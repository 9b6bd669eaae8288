'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { Link } from '@/i18n/navigation'
import { confirmEmailChangeAction } from '@/modules/accounts/security-actions'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { paths } from '@/modules/routing/routes'
import { usePermalinkWithQuery } from '../form/use-permalink'
import { useFormToast } from '../form/use-form-toast'

export function EmailConfirmForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('security.email')
  const nav = useTranslations('nav')
  const permalink = usePermalinkWithQuery()
  const [state, action] = useActionState(confirmEmailChangeAction, IDLE, permalink)
  const onSubmit = useFormToast(state, { success: 'user.emailConfirm.success', failure: 'user.emailConfirm.error' })
  if (state.status === 'success') {
    return (
      <div className="notice" role="status" data-testid="email-changed">
        <p>{t('changed', { email: state.values?.email ?? email })}</p>
        <Link href={paths.login()}>{nav('login')}</Link>
      </div>
    )
  }
  return (
    <form className="form" action={action} onSubmit={onSubmit} noValidate>
      <FormSummary state={state} />
      <p>{t('confirmText', { email })}</p>
      <input type="hidden" name="token" value={token} />
      <SubmitButton>{t('confirmButton')}</SubmitButton>
    </form>
  )
}
