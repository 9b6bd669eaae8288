'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'
import { Link } from '@/i18n/navigation'
import { registerAction } from '@/modules/accounts/actions'
import { GENDERS } from '@/modules/accounts/gender'
import { isLocale } from '@/i18n/locales'
import { legalPagePath } from '@/modules/content/legal-pages'
import { Field } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { IDLE } from '@/lib/form/form-state'
import { SubmitButton } from '../form/submit-button'
import { paths } from '@/modules/routing/routes'
import { usePermalink } from '../form/use-permalink'

/** `next`: where the visitor wanted to go; the verification mail leads to the login that goes there. */
export function RegisterForm({ next }: { next?: string }) {
  const t = useTranslations('auth')
  const g = useTranslations('gender')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : 'de'
  const permalink = usePermalink()
  const [state, action] = useActionState(registerAction, IDLE, permalink)
  const done = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The message replaces a long form: on a phone it would start above the screen. Bring it into
    // view and give it the focus, so keyboards and screen readers land on it too.
    if (state.status !== 'success' || !done.current) return
    done.current.focus({ preventScroll: true })
    done.current.scrollIntoView({ block: 'center' })
  }, [state])
  if (state.status === 'success') {
    return (
      <div className="notice" role="status" aria-live="polite" tabIndex={-1} ref={done} data-testid="register-done">
        <h2>{t('register.doneTitle')}</h2>
        <p>{t('register.doneText', { email: state.values?.email ?? '' })}</p>
      </div>
    )
  }
  return (
    <form className="form" action={action} noValidate>
      <FormSummary state={state} />
      {next && <input type="hidden" name="next" value={next} />}
      <Field name="email" type="email" label={t('email')} autoComplete="email" state={state} required />
      <Field name="first_name" label={t('firstName')} autoComplete="given-name" state={state} required />
      <Field name="last_name" label={t('lastName')} autoComplete="family-name" state={state} required />
      {/* Always has a value ("keine Angabe" by default), so not `required` (HTML: a required select needs an empty first option). */}
      <Field name="gender" label={t('gender')} state={state} defaultValue="GENDER_UNSPECIFIED">
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {g(gender)}
          </option>
        ))}
      </Field>
      <Field name="password" type="password" label={t('password')} autoComplete="new-password" hint={t('passwordRules')} state={state} required />
      <Field name="password_confirm" type="password" label={t('passwordConfirm')} autoComplete="new-password" state={state} required />
      <p className="muted" data-testid="register-privacy">
        {t.rich('register.privacyNotice', {
          terms: (chunks) => (
            <a href={legalPagePath('terms-of-use', lang)} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
          privacy: (chunks) => (
            <a href={legalPagePath('privacy', lang)} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </p>
      <SubmitButton>{t('register.submit')}</SubmitButton>
      <p className="muted">
        {t('register.hasAccount')} <Link href={paths.login(next)}>{t('register.loginLink')}</Link>
      </p>
    </form>
  )
}
