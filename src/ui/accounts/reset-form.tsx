'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { Link } from '@/i18n/navigation'
import { resetPasswordAction } from '@/modules/accounts/actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { paths } from '@/modules/routing/routes'
import { usePermalinkWithQuery } from '../form/use-permalink'

export function ResetForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const nav = useTranslations('nav')
  const permalink = usePermalinkWithQuery()
  const [state, action] = useActionState(resetPasswordAction, IDLE, permalink)
  if (state.status === 'success') {
    return (
      <div className="notice" role="status">
        <p>{t('reset.success')}</p>
        <Link href={paths.login()}>{nav('login')}</Link>
      </div>
    )
  }
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      <input type="hidden" name="token" value={token} />
      <Field name="password" type="password" label={t('password')} autoComplete="new-password" hint={t('passwordRules')} state={state} required />
      <Field name="password_confirm" type="password" label={t('passwordConfirm')} autoComplete="new-password" state={state} required />
      <SubmitButton>{t('reset.submit')}</SubmitButton>
    </form>
  )
}
