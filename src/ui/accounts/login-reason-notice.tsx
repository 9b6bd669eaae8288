import { getTranslations } from 'next-intl/server'
import type { LoginReason } from '@/modules/accounts/login-reason'

/**
 * Above the login form when the visitor came for a page that needs an account: what that page is
 * for, and registration as the other way in (`registerHref` keeps where they wanted to go).
 */
export async function LoginReasonNotice({ locale, reason, registerHref }: { locale: string; reason: LoginReason; registerHref: string }) {
  const t = await getTranslations({ locale, namespace: 'auth.reasons' })
  return (
    <section className="login-reason" aria-labelledby="login-reason-title" data-testid="login-reason" data-reason={reason}>
      <h2 id="login-reason-title">{t(`${reason}.title`)}</h2>
      <p>{t(`${reason}.text`)}</p>
      <p className="login-reason__register">
        {t('noAccount')}{' '}
        <a className="btn btn--ghost btn--small" href={registerHref}>
          {t('register')}
        </a>
      </p>
    </section>
  )
}
