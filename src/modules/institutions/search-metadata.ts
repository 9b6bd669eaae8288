import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { perLanguageAlternates } from '@/modules/seo/alternates'
import { NOINDEX } from '@/modules/seo/robots'
import { landingMetadata, namesOf, type LandingEntry, type LandingKey } from '@/modules/seo/landing'
import type { InstitutionFilter } from './filter-path'

// Indexing rules of the institution search's paths, as for jobs (ADR 0033). Pure.
// - A free-text search (/institutions/suche-…) is noindex; its canonical is the search without the text.
// - A filter of known fields, cantons and categories (and its pages) is a landing page with its own
//   title and description; other filters keep the list's.
// - hreflang names each language's own path (the slugs differ per language).

/** The search the canonical names: without free text (then on page 1). */
export function canonicalInstitutionFilter(filter: InstitutionFilter): InstitutionFilter {
  if (filter.text === undefined) return filter
  const canonical: InstitutionFilter = { ...filter, page: 1 }
  delete canonical.text
  return canonical
}

export function isInstitutionLandingFilter(filter: InstitutionFilter): boolean {
  return filter.text === undefined && !filter.professional && filter.fields.length + filter.regions.length + filter.categories.length > 0
}

export interface InstitutionSearchMetadataInput {
  base: string
  locale: Locale
  filter: InstitutionFilter
  hrefOf: (locale: Locale, filter: InstitutionFilter) => string
  lists: { fields: LandingEntry[]; regions: LandingEntry[]; categories: LandingEntry[] }
  /** "Arbeitgeber", "Arbeitgeber – Seite 2" */
  listTitle: string
  /** institutionsPage.landing.* */
  landing: (key: LandingKey, values: Record<string, string>) => string
  listDescription: string
}

export function institutionSearchMetadata(input: InstitutionSearchMetadataInput): Metadata {
  const { base, locale, filter, hrefOf, lists } = input
  const canonical = canonicalInstitutionFilter(filter)
  const alternates = perLanguageAlternates(base, locale, (l) => hrefOf(l, canonical))
  if (!isInstitutionLandingFilter(filter)) {
    return { title: input.listTitle, description: input.listDescription, alternates, ...(filter.text === undefined ? {} : { robots: NOINDEX }) }
  }
  const what = [namesOf(filter.fields, lists.fields), namesOf(filter.categories, lists.categories)].filter((s) => s !== '').join(' ')
  const place = namesOf(filter.regions, lists.regions)
  return { ...landingMetadata({ what: what || null, place: place || null }, input.listTitle, input.landing), alternates }
}
