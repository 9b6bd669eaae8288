import type { Locale } from '@/i18n/locales'
import { LOCALES } from '@/i18n/locales'

/** The four essentials lists a job filter path can name by slug, in canonical segment order. */
export const FILTER_LISTS = ['fields', 'levels', 'regions', 'categories'] as const
export type FilterList = (typeof FILTER_LISTS)[number]

export interface FilterTerm {
  key: string
  slug: Record<Locale, string>
}

/** Built by the caller from the essentials collections; list order is the canonical value order. */
export type FilterDictionary = Record<FilterList, readonly FilterTerm[]>

export type JobFilterEmployment = 'FULL_TIME' | 'PART_TIME'
export type JobFilterSort = 'newest' | 'relevance' | 'salary'

/** The fixed words of the grammar per language; everything else in a path is a dictionary slug. */
export interface FilterVocabulary {
  pensum: string
  salary: string
  text: string
  sort: string
  page: string
  /** one employer (institution id): "arbeitgeber-42" */
  employer: string
  employment: Record<JobFilterEmployment, string>
  sortBy: Record<JobFilterSort, string>
}

export const FILTER_VOCABULARY: Record<Locale, FilterVocabulary> = {
  de: {
    pensum: 'pensum',
    salary: 'lohn-ab',
    text: 'suche',
    sort: 'sortierung',
    page: 'seite',
    employer: 'arbeitgeber',
    employment: { FULL_TIME: 'vollzeit', PART_TIME: 'teilzeit' },
    sortBy: { newest: 'neueste', relevance: 'relevanz', salary: 'lohn' },
  },
  fr: {
    pensum: 'taux',
    salary: 'salaire-des',
    text: 'recherche',
    sort: 'tri',
    page: 'page',
    employer: 'employeur',
    employment: { FULL_TIME: 'plein-temps', PART_TIME: 'temps-partiel' },
    sortBy: { newest: 'recents', relevance: 'pertinence', salary: 'salaire' },
  },
  it: {
    pensum: 'percentuale',
    salary: 'salario-da',
    text: 'ricerca',
    sort: 'ordine',
    page: 'pagina',
    employer: 'datore-di-lavoro',
    employment: { FULL_TIME: 'tempo-pieno', PART_TIME: 'tempo-parziale' },
    sortBy: { newest: 'recenti', relevance: 'rilevanza', salary: 'salario' },
  },
}

export interface FilterTermRef {
  list: FilterList
  key: string
  /** position of the term within its list: the canonical order of values */
  index: number
}

export interface FilterIndex {
  bySlug: Record<Locale, Map<string, FilterTermRef>>
  byKey: Record<FilterList, Map<string, { index: number; slug: Record<Locale, string> }>>
}

// Parsing runs on every search request; the dictionary object is reused, so its index is too.
const indexCache = new WeakMap<FilterDictionary, FilterIndex>()

/** Slug and key lookups for a dictionary. On a clash the first term (in list order) wins; see findFilterSlugConflicts. */
export function indexFilterDictionary(dict: FilterDictionary): FilterIndex {
  const cached = indexCache.get(dict)
  if (cached) return cached
  const index: FilterIndex = {
    bySlug: { de: new Map(), fr: new Map(), it: new Map() },
    byKey: { fields: new Map(), levels: new Map(), regions: new Map(), categories: new Map() },
  }
  for (const list of FILTER_LISTS) {
    dict[list].forEach((term, position) => {
      if (index.byKey[list].has(term.key)) return
      index.byKey[list].set(term.key, { index: position, slug: term.slug })
      for (const locale of LOCALES) {
        const slug = term.slug[locale]
        if (slug !== '' && !index.bySlug[locale].has(slug)) {
          index.bySlug[locale].set(slug, { list, key: term.key, index: position })
        }
      }
    })
  }
  indexCache.set(dict, index)
  return index
}

export interface FilterSlugConflict {
  locale: Locale
  slug: string
  /** the terms sharing the slug, or one term whose slug looks like a fixed grammar word */
  terms: { list: FilterList; key: string }[]
}

/** Empty slugs, slugs shared within a language, and slugs that a fixed grammar word could shadow. */
export function findFilterSlugConflicts(dict: FilterDictionary): FilterSlugConflict[] {
  const conflicts: FilterSlugConflict[] = []
  for (const locale of LOCALES) {
    const owners = new Map<string, { list: FilterList; key: string }[]>()
    for (const list of FILTER_LISTS) {
      for (const term of dict[list]) {
        const slug = term.slug[locale]
        owners.set(slug, [...(owners.get(slug) ?? []), { list, key: term.key }])
      }
    }
    for (const [slug, terms] of owners) {
      if (slug === '' || terms.length > 1 || looksLikeGrammarWord(slug, locale)) {
        conflicts.push({ locale, slug, terms })
      }
    }
  }
  return conflicts
}

function looksLikeGrammarWord(slug: string, locale: Locale): boolean {
  const words = FILTER_VOCABULARY[locale]
  const prefixes = [words.pensum, words.salary, words.text, words.sort, words.page, words.employer].map((word) => `${word}-`)
  return prefixes.some((prefix) => slug.startsWith(prefix)) || Object.values(words.employment).includes(slug) || /^\d{4}-\d+km$/.test(slug)
}
