import { INTL_LOCALE, type Locale } from './locales'

// Swiss formats: CHF 6'600 · 22.11.2026 · 80–100 %. Numbers use the apostrophe grouping in every
// language (fr-CH/it-CH ICU data would print "6 600" / "6600"); see docs/decisions/0005-i18n.md.
const NUMBER_LOCALE = 'de-CH'

export function formatChf(amount: number): string {
  return `CHF ${new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 }).format(amount)}`
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALE).format(value)
}

export function formatDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' }).format(d)
}

export function formatPensum(min: number, max: number): string {
  return min === max ? `${max} %` : `${min}–${max} %`
}
