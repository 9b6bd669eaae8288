import { INTL_LOCALE, LOCALES, type Locale } from '@/i18n/locales'

// made once (see i18n/format.ts)
const MONTH = Object.fromEntries(LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' })])) as Record<
  Locale,
  Intl.DateTimeFormat
>

/** A review month ("2026-11") in words: "November 2026", "novembre 2026". */
export function formatReviewMonth(month: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15))
  return MONTH[locale].format(date)
}
