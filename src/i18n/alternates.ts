import { LOCALES } from './locales'

/** Canonical URL and hreflang alternates of a localized path ("/de/login" -> the same page in fr and it). */
export function localeAlternates(pathname: string, base: string) {
  const rest = pathname.replace(/^\/(de|fr|it)(?=\/|$)/, '')
  const lang = /^\/(de|fr|it)/.exec(pathname)?.[1] ?? 'de'
  const url = (l: string) => `${base}/${l}${rest}`
  return {
    canonical: url(lang),
    languages: { ...Object.fromEntries(LOCALES.map((l) => [`${l}-CH`, url(l)])), 'x-default': url('de') },
  }
}
