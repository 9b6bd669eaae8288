import { DEFAULT_LOCALE, LOCALES, localeFromPath, withoutLocale, type Locale } from '@/i18n/locales'

// The one home of canonical URLs and hreflang alternates (ADR 0033, ADR 0057). Pure: the layout's
// default, the pages' metadata, the sitemap and the JSON-LD build their URLs here, so they cannot
// disagree.

export interface Alternates {
  canonical: string
  /** hreflang (de-CH, fr-CH, it-CH, x-default) -> absolute URL */
  languages: Record<string, string>
}

const trimBase = (base: string) => base.replace(/\/+$/, '')

/** hreflang value of a language (the site is Swiss: de-CH, fr-CH, it-CH). */
export const hreflangOf = (locale: Locale) => `${locale}-CH`

/** The one URL of an ad: under the language it is written in. */
export function jobUrl(base: string, adLocale: Locale, id: number): string {
  return `${trimBase(base)}/${adLocale}/job/${id}`
}

/**
 * An ad has one URL for search engines: its own language's. The page under every prefix names it
 * as canonical, and hreflang (the ad's language and x-default) names nothing else, so no alternate
 * points at a page that is not its own canonical.
 */
export function jobAlternates(base: string, adLocale: Locale, id: number): Alternates {
  const url = jobUrl(base, adLocale, id)
  return { canonical: url, languages: { [hreflangOf(adLocale)]: url, 'x-default': url } }
}

/** Is the page under this prefix the ad's canonical page (the one that carries the JobPosting)? */
export const isCanonicalJobPage = (pageLocale: Locale, adLocale: Locale) => pageLocale === adLocale

/**
 * An institution's profile is a page per language (its description, facts, categories and reviews
 * section are in that language): each language's page is its own canonical, all three are
 * alternates, x-default is German.
 */
export function institutionAlternates(base: string, pageLocale: Locale, id: number): Alternates {
  return samePathAlternates(base, pageLocale, `/institution/${id}`)
}

/** A page whose path is the same in every language ("" for the home page, "/jobs", …). */
export function samePathAlternates(base: string, pageLocale: Locale, path: string): Alternates {
  const url = (l: Locale) => `${trimBase(base)}/${l}${path}`
  return {
    canonical: url(pageLocale),
    languages: { ...Object.fromEntries(LOCALES.map((l) => [hreflangOf(l), url(l)])), 'x-default': url('de') },
  }
}

/** A page whose path differs per language (a job filter path with its slugs): each language's own path. */
export function perLanguageAlternates(base: string, pageLocale: Locale, pathOf: (locale: Locale) => string): Alternates {
  const url = (l: Locale) => `${trimBase(base)}${pathOf(l)}`
  return {
    canonical: url(pageLocale),
    languages: { ...Object.fromEntries(LOCALES.map((l) => [hreflangOf(l), url(l)])), 'x-default': url('de') },
  }
}

/** The layout's default for any localized path ("/de/login" -> the same page in fr and it); pages with another rule override it. */
export function pathAlternates(pathname: string, base: string): Alternates {
  return samePathAlternates(base, localeFromPath(pathname) ?? DEFAULT_LOCALE, withoutLocale(pathname))
}

/**
 * Content whose path differs per language (pages, articles, e-journal categories): only the
 * languages that have the content are named; x-default is German, else the first language that has it.
 */
export function contentAlternates(base: string, locale: Locale, paths: Partial<Record<Locale, string>>) {
  const url = (l: Locale) => `${trimBase(base)}${paths[l]}`
  const languages: Record<string, string> = {}
  for (const l of LOCALES) if (paths[l] !== undefined) languages[hreflangOf(l)] = url(l)
  const xDefault = paths.de !== undefined ? 'de' : LOCALES.find((l) => paths[l] !== undefined)
  if (xDefault) languages['x-default'] = url(xDefault)
  return { canonical: paths[locale] !== undefined ? url(locale) : undefined, languages }
}
