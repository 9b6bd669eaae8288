'use client'
import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { useSession } from './use-session'
import { localePath, paths } from '@/modules/routing/routes'

/**
 * Login button for visitors, cockpit button for logged-in users. Public pages stay cacheable: the
 * session comes from the browser (GET /api/_auth/session). Until it answers, a neutral placeholder
 * of the button's size holds the place, so a signed-in user never sees "log in" flash by (without
 * JavaScript the login link is there, in <noscript>).
 */
export function UserArea() {
  const t = useTranslations('nav')
  const locale = useLocale()
  const session = useSession()
  if (session === undefined) {
    return (
      <>
        <span className="btn btn--small btn--ghost user-area--pending" aria-hidden="true" data-testid="user-area-pending">
          {t('login')}
        </span>
        <noscript>
          <a href={localePath(locale, paths.login())} className="btn btn--small btn--ghost">
            {t('login')}
          </a>
        </noscript>
      </>
    )
  }
  if (session.user) {
    return (
      // Never prefetched: a guarded route, and the session may have ended since this page loaded.
      <Link href={paths.cockpit('user')} prefetch={false} className="btn btn--small" data-testid="user-area">
        {t('cockpit')}
      </Link>
    )
  }
  // Not prefetched either: the login page is rendered per request (it reads the session), and a
  // prefetch on every public page view would render it for each visitor who never logs in.
  return (
    <Link href={paths.login()} prefetch={false} className="btn btn--small btn--ghost" data-testid="user-area">
      {t('login')}
    </Link>
  )
}
