import { LOCALES, type Locale } from '@/i18n/locales'

/** A localized field read with locale 'all' ({de: …, fr: …}) -> the languages that have a non-empty value. */
export function localizedValues(value: unknown): Partial<Record<Locale, string>> {
  if (!value || typeof value !== 'object') return {}
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const v = (value as Record<string, unknown>)[locale]
    if (typeof v === 'string' && v.trim()) out[locale] = v
  }
  return out
}

/** The other languages, in the usual order: otherLocales('fr') -> ['de', 'it']. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => l !== locale)
}
