// The visitor's cookie consent (docs/product-rules.md#privacy, ADR 0066): two categories, `necessary`
// (always) and `statistics` (the team's analytics), kept in a first-party cookie for 12 months. Pure:
// read by the browser's banner (src/ui/consent/), the proxy and the page cache (for the policy only;
// the page's HTML never depends on it).

/** The cookie that holds the decision; readable by the page's scripts (the banner writes it). */
export const CONSENT_COOKIE = 'helvemed_consent'

/** How long a decision is kept: 12 months, then the banner asks again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60

/** The version of the categories; a new version asks every visitor again. */
const VERSION = '1'

export interface Consent {
  statistics: boolean
}

/** The cookie's value for a decision: `1.statistics` or `1.necessary`. */
export function consentCookieValue(consent: Consent): string {
  return `${VERSION}.${consent.statistics ? 'statistics' : 'necessary'}`
}

/** The decision a cookie value holds, or null (none yet, another version, anything else). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (value === `${VERSION}.statistics`) return { statistics: true }
  if (value === `${VERSION}.necessary`) return { statistics: false }
  return null
}

/** The value of one cookie in a Cookie header (or document.cookie). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/** Whether the visitor of this Cookie header agreed to statistics. */
export function consentsToStatistics(cookieHeader: string | null | undefined): boolean {
  return parseConsent(cookieValue(cookieHeader, CONSENT_COOKIE))?.statistics === true
}

/** The Set-Cookie text (for document.cookie) of a decision: whole site, 12 months, same-site. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Cookies a public page never reads: the decision itself and the cookies the analytics scripts set
 * (Matomo `_pk_…`, Google `_ga`, `_ga_…`, `_gid`). The page cache serves its kept pages to visitors who
 * carry them (ADR 0066); every other cookie still keeps a visitor out of it (ADR 0034).
 */
export function cookieIgnoredByPages(name: string): boolean {
  return name === CONSENT_COOKIE || /^_pk_(id|ses|ref|cvar|hsr)(\.|$)/.test(name) || name === '_ga' || name.startsWith('_ga_') || name === '_gid'
}

/** The analytics cookies to drop when statistics are revoked (names as above). */
export function isAnalyticsCookie(name: string): boolean {
  return name !== CONSENT_COOKIE && cookieIgnoredByPages(name)
}
