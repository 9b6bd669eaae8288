export const LOCALES = ['de', 'fr', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'de'
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** Swiss variants for Intl formatting: CHF 6'600, 22.11.2026. */
export const INTL_LOCALE: Record<Locale, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** `de|fr|it`: the one source for path patterns that start with a language (`new RegExp(\`^/(${LOCALE_ALTERNATION})/…\`)`). */
export const LOCALE_ALTERNATION = LOCALES.join('|')

const LEADING_LOCALE = new RegExp(`^/(${LOCALE_ALTERNATION})(?=/|$)`)

/** The language a path starts with ("/fr/jobs" -> "fr"), or null. */
export function localeFromPath(pathname: string): Locale | null {
  const match = LEADING_LOCALE.exec(pathname)?.[1]
  return isLocale(match) ? match : null
}

/** The path without its leading language ("/fr/jobs" -> "/jobs", "/fr" -> ""); other paths unchanged. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LEADING_LOCALE, '')
}
