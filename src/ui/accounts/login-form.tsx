'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { Link } from '@/i18n/navigation'
import { loginAction } from '@/modules/accounts/actions'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { paths } from '@/modules/routing/routes'
import { usePermalink } from '../form/use-permalink'

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('auth')
  const permalink = usePermalink()
  const [state, action] = useActionState(loginAction, IDLE, permalink)
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      {next && <input type="hidden" name="next" value={next} />}
      <Field name="email" type="email" label={t('email')} autoComplete="email" state={state} required />
      <Field name="password" type="password" label={t('password')} autoComplete="current-password" state={state} required />
      <SubmitButton>{t('login.submit')}</SubmitButton>
      <p>
        <Link href={paths.forgotPassword()}>{t('login.forgot')}</Link>
      </p>
      <p className="muted">
        {t('login.noAccount')} <Link href={paths.register(next)}>{t('login.registerLink')}</Link>
      </p>
    </form>
  )
}
