import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { essentialIdsSql, readEssentialIds, type EssentialIds } from '../search-path/sql'
import type { InstitutionFilter } from './filter-path'
import { buildInstitutionSearchSql, INSTITUTION_SEARCH_DEFAULT_PER_PAGE, institutionSetsSql, readInstitutionSets, type InstitutionSets } from './search-sql'

// The public institution search (ADR 0010): active institutions A–Z in the visitor's collation, one
// page of ids with their online ad counts plus the total; the caller loads what it shows by id.

export interface InstitutionSearchResult {
  /** the page's institutions in order, with their online ad counts */
  hits: { id: number; jobs_amount: number }[]
  total: number
  page: number
  /** ceil(total / perPage): 0 when nothing matches */
  totalPages: number
  /** matches per canton / category key with the other filters (only with `counts`) */
  counts: { regions: Map<string, number>; categories: Map<string, number> } | null
}

export interface SearchInstitutionsOptions {
  locale: Locale
  perPage?: number
  now?: Date
  /** also count matches per canton and category (for the filter form) */
  counts?: boolean
}

export async function searchInstitutions(payload: Payload, filter: InstitutionFilter, options: SearchInstitutionsOptions): Promise<InstitutionSearchResult> {
  const pool = payload.db.pool
  const idsQuery = essentialIdsSql({ fields: filter.fields, regions: filter.regions, categories: filter.categories })
  let essentialIds: EssentialIds | undefined
  if (idsQuery) essentialIds = readEssentialIds((await pool.query<{ list: string; id: number }>(idsQuery.text, idsQuery.values)).rows)
  const setsQuery = institutionSetsSql(filter, essentialIds, options.now)
  let sets: InstitutionSets | undefined
  if (setsQuery) sets = readInstitutionSets((await pool.query<{ set: string; id: number }>(setsQuery.text, setsQuery.values)).rows)
  const query = buildInstitutionSearchSql(filter, {
    locale: options.locale,
    perPage: options.perPage ?? INSTITUTION_SEARCH_DEFAULT_PER_PAGE,
    now: options.now,
    essentialIds,
    sets,
  })
  type KeyCount = { key: string; total: number }
  const [list, count, regions, categories] = await Promise.all([
    pool.query<{ id: number; jobs_amount: number }>(query.list.text, query.list.values),
    pool.query<{ total: number }>(query.count.text, query.count.values),
    options.counts ? pool.query<KeyCount>(query.regionCounts.text, query.regionCounts.values) : null,
    options.counts ? pool.query<KeyCount>(query.categoryCounts.text, query.categoryCounts.values) : null,
  ])
  const total = count.rows[0]?.total ?? 0
  const byKey = (rows: KeyCount[]) => new Map(rows.map((row) => [row.key, row.total]))
  return {
    hits: list.rows.map((row) => ({ id: row.id, jobs_amount: row.jobs_amount })),
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.perPage),
    counts: regions && categories ? { regions: byKey(regions.rows), categories: byKey(categories.rows) } : null,
  }
}
