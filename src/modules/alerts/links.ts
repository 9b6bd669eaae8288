import { env } from '@/lib/env'
import type { Locale } from '@/i18n/locales'

// Absolute links in alert mails (PUBLIC_URL). The one-click path is exempt from the proxy's
// cross-site check (modules/routing/csrf.ts); a test keeps the two in step.

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/fn/alerts/unsubscribe'

const base = () => env().PUBLIC_URL.replace(/\/+$/, '')

export function absoluteUrl(path: string): string {
  return `${base()}${path}`
}

/** The page with the "activate" button (a GET never changes anything: link scanners open links). */
export function confirmPageUrl(locale: Locale, token: string): string {
  return absoluteUrl(`/${locale}/alerts/confirm?token=${encodeURIComponent(token)}`)
}

/** The page with the "unsubscribe" button, linked in the mail's text. */
export function unsubscribePageUrl(locale: Locale, token: string): string {
  return absoluteUrl(`/${locale}/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
}

/** The List-Unsubscribe URL: a POST deletes the alert at once (RFC 8058), a GET leads to the page. */
export function oneClickUnsubscribeUrl(locale: Locale, token: string): string {
  return absoluteUrl(`${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}&lang=${locale}`)
}
