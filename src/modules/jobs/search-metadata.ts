import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { perLanguageAlternates } from '@/modules/seo/alternates'
import { NOINDEX } from '@/modules/seo/robots'
import { landingMetadata, namesOf, type LandingEntry, type LandingKey } from '@/modules/seo/landing'
import type { JobFilter } from './filter-path'

// Indexing rules of the job search's paths (ADR 0033). Pure.
// - A free-text search (/jobs/suche-…) is noindex; its canonical is the same search without the text.
// - A sort order is no other page: its canonical is the search without it.
// - A filter of known levels, fields, cantons and categories (and its pages) is a landing page
//   ("Assistenzarzt/-ärztin Innere Medizin in Zürich"): indexable, with its own title and description.
// - Every other filter (workload, salary, distance, employer) stays indexable under its own path.
// hreflang names each language's own path (the slugs differ per language).

/** The search a page's canonical names: without free text and sort order (and on page 1 when either was there). */
export function canonicalJobFilter(filter: JobFilter): JobFilter {
  if (filter.text === undefined && filter.sort === undefined) return filter
  const canonical: JobFilter = { ...filter, page: 1 }
  delete canonical.text
  delete canonical.sort
  return canonical
}

export const isFreeTextSearch = (filter: JobFilter) => filter.text !== undefined && filter.text.trim() !== ''

/** Only levels, fields, cantons and categories: a landing page search engines may list with its own words. */
export function isLandingFilter(filter: JobFilter): boolean {
  return (
    filter.institution === undefined &&
    filter.pensumMin === undefined &&
    filter.pensumMax === undefined &&
    filter.employment === undefined &&
    filter.salaryMin === undefined &&
    filter.text === undefined &&
    filter.near === undefined &&
    filter.sort === undefined &&
    filter.levels.length + filter.fields.length + filter.regions.length + filter.categories.length > 0
  )
}

export type LandingLists = { levels: LandingEntry[]; fields: LandingEntry[]; regions: LandingEntry[]; categories: LandingEntry[] }

/** A landing filter in words: what (levels, fields, categories) and where (cantons); null for a part it does not set. */
export function landingWords(filter: JobFilter, lists: LandingLists): { what: string | null; place: string | null } {
  const what = [namesOf(filter.levels, lists.levels), namesOf(filter.fields, lists.fields), namesOf(filter.categories, lists.categories)].filter((s) => s !== '').join(' ')
  const place = namesOf(filter.regions, lists.regions)
  return { what: what || null, place: place || null }
}

export interface JobSearchMetadataInput {
  base: string
  locale: Locale
  filter: JobFilter
  /** the path of a filter in a language (jobFilterHref with the dictionary) */
  hrefOf: (locale: Locale, filter: JobFilter) => string
  lists: LandingLists
  /** the list's title ("Stellen", "Stellen – Seite 2") and the title the page's heading gives otherwise */
  listTitle: string
  headingTitle: string | null
  /** jobsPage.landing.* */
  landing: (key: LandingKey, values: Record<string, string>) => string
  /** the search's description when it is no landing page */
  listDescription: string
}

export function jobSearchMetadata(input: JobSearchMetadataInput): Metadata {
  const { base, locale, filter, hrefOf } = input
  const canonical = canonicalJobFilter(filter)
  const alternates = perLanguageAlternates(base, locale, (l) => hrefOf(l, canonical))
  const robots = isFreeTextSearch(filter) ? { robots: NOINDEX } : {}
  const fallback = { title: input.headingTitle ? `${input.headingTitle} – ${input.listTitle}` : input.listTitle, description: input.listDescription }
  if (!isLandingFilter(filter)) return { ...fallback, alternates, ...robots }
  return { ...landingMetadata(landingWords(filter, input.lists), input.listTitle, input.landing), alternates }
}
