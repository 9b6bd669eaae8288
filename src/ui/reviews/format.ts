import { INTL_LOCALE, type Locale } from '@/i18n/locales'

/** A review month ("2026-11") in words: "November 2026", "novembre 2026". */
export function formatReviewMonth(month: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15))
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
