import { LOCALES, type Locale } from '@/i18n/locales'

// Canonical URL and hreflang alternates of content whose path differs per language (pages,
// articles, e-journal categories): only the languages that have the content are named.
export function contentAlternates(base: string, locale: Locale, paths: Partial<Record<Locale, string>>) {
  const url = (l: Locale) => `${base.replace(/\/+$/, '')}${paths[l]}`
  const languages: Record<string, string> = {}
  for (const l of LOCALES) if (paths[l] !== undefined) languages[`${l}-CH`] = url(l)
  const xDefault = paths.de !== undefined ? 'de' : LOCALES.find((l) => paths[l] !== undefined)
  if (xDefault) languages['x-default'] = url(xDefault)
  return { canonical: paths[locale] !== undefined ? url(locale) : undefined, languages }
}
