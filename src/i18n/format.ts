import { INTL_LOCALE, LOCALES, type Locale } from './locales'

// Swiss formats: CHF 6'600 · 22.11.2026 · 80–100 %. Numbers use the apostrophe grouping in every
// language (fr-CH/it-CH ICU data would print "6 600" / "6600"); see docs/decisions/0005-i18n.md.
const NUMBER_LOCALE = 'de-CH'

// Made once: building an Intl formatter costs far more than using it (a page of 20 job cards made
// 60 of them; they were a tenth of the search page's render in the CPU profile, ADR 0034).
const CHF = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 })
const NUMBER = new Intl.NumberFormat(NUMBER_LOCALE)
const DATE = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' })]),
) as Record<Locale, Intl.DateTimeFormat>

// Newer CLDR data (browsers, some Node builds) group de-CH with a typographic apostrophe (’):
// every figure uses the plain one, so the server's and the browser's figures look the same.
const plainApostrophe = (text: string) => text.replace(/\u2019/g, "'")

export function formatChf(amount: number): string {
  return `CHF ${plainApostrophe(CHF.format(amount))}`
}

export function formatNumber(value: number): string {
  return plainApostrophe(NUMBER.format(value))
}

export function formatDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date
  return DATE[locale].format(d)
}

export function formatPensum(min: number, max: number): string {
  return min === max ? `${max} %` : `${min}–${max} %`
}

/** Rappen as a Swiss amount with its currency: CHF 1'234.50 (invoices). */
export function formatChfRappen(rappen: number): string {
  const sign = rappen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(rappen))
  return `${sign}CHF ${NUMBER.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}
