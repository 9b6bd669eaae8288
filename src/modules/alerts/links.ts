import { absoluteUrl } from '@/lib/http/absolute-url'
import { localePath, paths, withQuery } from '@/modules/routing/routes'
import type { Locale } from '@/i18n/locales'

// Absolute links in alert mails (PUBLIC_URL). The one-click path is exempt from the proxy's
// cross-site check (modules/routing/csrf.ts); a test keeps the two in step.

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/fn/alerts/unsubscribe'

/** The page with the "activate" button (a GET never changes anything: link scanners open links). */
export function confirmPageUrl(locale: Locale, token: string): string {
  return absoluteUrl(localePath(locale, paths.alertConfirm(token)))
}

/** The page with the "unsubscribe" button, linked in the mail's text. */
export function unsubscribePageUrl(locale: Locale, token: string): string {
  return absoluteUrl(localePath(locale, paths.alertUnsubscribe(token)))
}

/** The List-Unsubscribe URL: a POST deletes the alert at once (RFC 8058), a GET leads to the page. */
export function oneClickUnsubscribeUrl(locale: Locale, token: string): string {
  return absoluteUrl(withQuery(ONE_CLICK_UNSUBSCRIBE_PATH, { token, lang: locale }))
}
