import type { Locale } from '@/i18n/locales'
import type { InstitutionStatisticsRow } from './schemas'

// The finder's rows as the screen uses them, and the filter and sort over them (pure).

export interface FinderRow {
  row: InstitutionStatisticsRow
  city: string | null
  lang: Locale
  swimsa: { salary: boolean | null; room: boolean | null }
  studentPay: number | null
  roomCost: number | null
  /** median weekly hours from WSJ reviews; null below MIN_REVIEWS_FOR_INSIGHT answers */
  weeklyHours: number | null
}

export const FINDER_SORTS = ['name', 'internships', 'reviews', 'rating'] as const
export type FinderSort = (typeof FINDER_SORTS)[number]

export interface FinderFilter {
  field: string | null
  region: string | null
  lang: Locale | null
  sort: FinderSort
}

/** Filters and sorts rows; with a field, the figures compared are that field's. */
export function filterFinderRows(rows: readonly FinderRow[], filter: FinderFilter): FinderRow[] {
  const figures = (r: FinderRow) => {
    const fields = filter.field ? r.row.fields.filter((f) => f.key === filter.field) : r.row.fields
    const reviews = fields.reduce((n, f) => n + f.reviews, 0)
    const weighted = fields.reduce((n, f) => n + (f.reviews_rating ?? 0) * f.reviews, 0)
    const rated = fields.filter((f) => f.reviews_rating !== null).reduce((n, f) => n + f.reviews, 0)
    return { internships: fields.reduce((n, f) => n + f.internships, 0), reviews, rating: rated ? weighted / rated : -1 }
  }
  const kept = rows.filter(
    (r) => (!filter.field || r.row.fields.some((f) => f.key === filter.field)) && (!filter.region || r.row.region === filter.region) && (!filter.lang || r.lang === filter.lang),
  )
  const byName = (a: FinderRow, b: FinderRow) => a.row.name.localeCompare(b.row.name, 'de')
  const sort = filter.sort
  if (sort === 'name') return [...kept].sort(byName)
  return [...kept].sort((a, b) => figures(b)[sort] - figures(a)[sort] || byName(a, b))
}
