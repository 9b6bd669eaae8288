import type { ProductKey } from '../essentials/data/products'
import type { ComparisonResult } from './comparison.server'
import type { SortKey } from './screen-query'

// One row of the statistics table, as the screen and both exports show it.
export interface ReportRow {
  id: number
  /** the ad's title or the institution's name */
  name: string
  /** jobs: the institution's name and city; institutions: the city */
  place: string
  onlineFrom: string | null
  onlineUntil: string | null
  /** jobs: the ad's package (null: none, e.g. a crawled ad); institutions: null */
  product: ProductKey | null
  impressions: number
  views: number
  /** views ÷ impressions, null without impressions */
  ctr: number | null
  comparison: ComparisonResult
}

export const ctrOf = (impressions: number, views: number): number | null => (impressions > 0 ? views / impressions : null)

/** Sorted by a column; ties and missing rates by name, so the order is the same every time. */
export function sortRows(rows: ReportRow[], sort: SortKey, dir: 'asc' | 'desc'): ReportRow[] {
  const sign = dir === 'asc' ? 1 : -1
  const byName = (a: ReportRow, b: ReportRow) => a.name.localeCompare(b.name, 'de-CH') || a.id - b.id
  return [...rows].sort((a, b) => {
    if (sort === 'name') return sign * byName(a, b)
    const x = a[sort]
    const y = b[sort]
    if (x === y) return byName(a, b)
    if (x === null) return 1
    if (y === null) return -1
    return sign * (x - y) || byName(a, b)
  })
}
