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
