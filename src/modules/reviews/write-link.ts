import type { Locale } from '@/i18n/locales'
import { localePath, loginThen, paths } from '@/modules/routing/routes'

/** The wizard with this employer already chosen (cockpit child screen `create-{id}`). */
export function reviewWizardPath(locale: Locale, institutionId: number): string {
  return localePath(locale, paths.cockpit('reviews', `create-${institutionId}`))
}

/**
 * "Eigene Bewertung schreiben" on an institution's page: the wizard with this employer chosen; a
 * visitor logs in first and comes back to it (`next=` survives the login and the code step, see
 * ../accounts/safe-next.ts, which only follows plain paths: hence a path, not a query).
 */
export function writeReviewHref(locale: Locale, institutionId: number, loggedIn: boolean): string {
  const wizard = reviewWizardPath(locale, institutionId)
  return loggedIn ? wizard : loginThen(locale, wizard)
}
