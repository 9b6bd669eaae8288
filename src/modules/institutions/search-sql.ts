import type { Locale } from '@/i18n/locales'
import { normaliseSearchText } from '../search-path/text'
import { foldedSql, type EssentialIds, type SqlQuery } from '../search-path/sql'
import type { InstitutionFilter } from './filter-path'

// The institution search as parameterised SQL (ADR 0010). Pure, like jobs/search-sql.ts: values are
// never written into the SQL text; only fixed fragments chosen by the filter's shape are.
// Tables: institutions (status, region_id, category_id, is_professional, name, contact_city),
// institutions_wbs (_parent_id, field_id), jobs (+ jobs_rels.fields_id) for online ads.

export const INSTITUTION_SEARCH_DEFAULT_PER_PAGE = 24
export const INSTITUTION_SEARCH_MAX_PER_PAGE = 100

/** ICU collations (PostgreSQL's predefined ones): "Ärzte" next to "Aarau", not after "Z". */
export const INSTITUTION_COLLATION: Record<Locale, string> = { de: 'de-CH-x-icu', fr: 'fr-CH-x-icu', it: 'it-CH-x-icu' }

export interface InstitutionSearchSql {
  /** one row per institution of the page, A–Z: { id, jobs_amount } */
  list: SqlQuery
  /** one row: { total } */
  count: SqlQuery
  /** rows { key, total }: matching institutions per canton, with every filter but the canton */
  regionCounts: SqlQuery
  /** rows { key, total }: matching institutions per category, with every filter but the category */
  categoryCounts: SqlQuery
  page: number
  perPage: number
}

export interface InstitutionSearchOptions {
  locale: Locale
  perPage?: number
  now?: Date
  /** ids of the filter's essential keys (jobs/search-sql essentialIdsSql); required when a list is used */
  essentialIds?: EssentialIds
  /** institutions by field and by paid ads (institutionSetsSql); required with a field or professional */
  sets?: InstitutionSets
}

/** Institution ids that the field and professional filters need, resolved once per search. */
export interface InstitutionSets {
  /** with online ads in one of the filter's fields, or further-training places in one */
  fields: number[]
  /** with online paid ads (a product) */
  professional: number[]
}

/** the list a count per value leaves out of the filter */
type Without = 'regions' | 'categories' | null

/** The online rule of jobs/state.ts (isOnline) on the job alias `j`. */
const onlineJob = (now: string) => `j.status = 'published' AND j.paused IS NOT TRUE AND j.crawler_decline IS NOT TRUE AND j.online_from <= ${now} AND j.online_until >= ${now}`

/**
 * One statement for the institution sets the filter needs: rows { set, id }; null when it needs none.
 * Resolved before the four search statements, which would otherwise each repeat the ad scan.
 */
export function institutionSetsSql(filter: InstitutionFilter, essentialIds: EssentialIds | undefined, now: Date = new Date()): SqlQuery | null {
  const values: unknown[] = []
  const param = (value: unknown, cast: string) => {
    values.push(value)
    return `$${values.length}::${cast}`
  }
  const parts: string[] = []
  let nowParam: string | null = null
  const online = () => onlineJob((nowParam ??= param(now.toISOString(), 'timestamptz')))
  if (filter.fields.length > 0) {
    if (!essentialIds) throw new Error('institutionSetsSql: filter.fields needs its ids (essentialIds)')
    const ids = param(essentialIds.fields, 'int[]')
    // A field: online ads in it, or further-training places (SIWF) in it.
    parts.push(
      `SELECT 'fields' AS set, j.institution_id AS id FROM jobs_rels r JOIN jobs j ON j.id = r.parent_id WHERE r.fields_id = ANY(${ids}) AND ${online()}`,
      `SELECT 'fields' AS set, w._parent_id AS id FROM institutions_wbs w WHERE w.field_id = ANY(${ids})`,
    )
  }
  if (filter.professional) parts.push(`SELECT 'professional' AS set, j.institution_id AS id FROM jobs j WHERE j.product_id IS NOT NULL AND ${online()}`)
  return parts.length === 0 ? null : { text: parts.join(' UNION '), values }
}

export function readInstitutionSets(rows: readonly { set: string; id: number }[]): InstitutionSets {
  const sets: InstitutionSets = { fields: [], professional: [] }
  for (const row of rows) if (row.set === 'fields' || row.set === 'professional') sets[row.set].push(row.id)
  return sets
}

function whereClause(filter: InstitutionFilter, options: InstitutionSearchOptions, omit: Without): { where: string; values: unknown[] } {
  const values: unknown[] = []
  const param = (value: unknown, cast: string) => {
    values.push(value)
    return `$${values.length}::${cast}`
  }
  const idsOf = (list: 'regions' | 'categories'): number[] => {
    const ids = options.essentialIds?.[list]
    if (!ids) throw new Error(`buildInstitutionSearchSql: filter.${list} needs its ids (options.essentialIds)`)
    return ids
  }
  const setOf = (set: keyof InstitutionSets): number[] => {
    const ids = options.sets?.[set]
    if (!ids) throw new Error(`buildInstitutionSearchSql: the ${set} filter needs its institutions (options.sets)`)
    return ids
  }
  const where = [`i.status = 'active'`]

  if (filter.regions.length > 0 && omit !== 'regions') where.push(`i.region_id = ANY(${param(idsOf('regions'), 'int[]')})`)
  if (filter.categories.length > 0 && omit !== 'categories') where.push(`i.category_id = ANY(${param(idsOf('categories'), 'int[]')})`)
  if (filter.fields.length > 0) where.push(`i.id = ANY(${param(setOf('fields'), 'int[]')})`)
  if (filter.professional) where.push(`(i.is_professional IS TRUE OR i.id = ANY(${param(setOf('professional'), 'int[]')}))`)
  const words = normaliseSearchText(filter.text ?? '')
    .split(' ')
    .filter(Boolean)
  if (words.length > 0) {
    // Every word somewhere in the name or the city, case, accents and ae/oe/ue ignored ("zurich" and
    // "zuerich" find "Zürich").
    const haystack = foldedSql(`i.name || ' ' || coalesce(i.contact_city, '')`)
    for (const word of words) where.push(`strpos(${haystack}, ${foldedSql(param(word, 'text'))}) > 0`)
  }
  return { where: where.join(' AND '), values }
}

/** List, count and the per-canton and per-category counts for a filter (taken as InstitutionFilterSchema output). */
export function buildInstitutionSearchSql(filter: InstitutionFilter, options: InstitutionSearchOptions): InstitutionSearchSql {
  const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? INSTITUTION_SEARCH_DEFAULT_PER_PAGE), 1), INSTITUTION_SEARCH_MAX_PER_PAGE)
  const page = Math.max(Math.trunc(filter.page ?? 1), 1)
  const collation = INSTITUTION_COLLATION[options.locale] ?? INSTITUTION_COLLATION.de
  const order = (alias: string) => `${alias}.name COLLATE "${collation}", ${alias}.id`

  const all = whereClause(filter, options, null)
  const listValues = [...all.values]
  const param = (value: unknown, cast: string) => {
    listValues.push(value)
    return `$${listValues.length}::${cast}`
  }
  const limit = param(perPage, 'int')
  const offset = param((page - 1) * perPage, 'bigint')
  const now = param((options.now ?? new Date()).toISOString(), 'timestamptz')
  // The page first, then its online ad counts: 24 small index lookups, never one per institution.
  const list =
    `SELECT p.id, (SELECT count(*)::int FROM jobs j WHERE j.institution_id = p.id AND ${onlineJob(now)}) AS jobs_amount` +
    ` FROM (SELECT i.id, i.name FROM institutions i WHERE ${all.where} ORDER BY ${order('i')} LIMIT ${limit} OFFSET ${offset}) p` +
    ` ORDER BY ${order('p')}`

  const byRegion = whereClause(filter, options, 'regions')
  const byCategory = whereClause(filter, options, 'categories')
  return {
    list: { text: list, values: listValues },
    count: { text: `SELECT count(*)::int AS total FROM institutions i WHERE ${all.where}`, values: all.values },
    regionCounts: {
      text: `SELECT e.key, count(*)::int AS total FROM institutions i JOIN regions e ON e.id = i.region_id WHERE ${byRegion.where} GROUP BY e.key`,
      values: byRegion.values,
    },
    categoryCounts: {
      text: `SELECT e.key, count(*)::int AS total FROM institutions i JOIN categories e ON e.id = i.category_id WHERE ${byCategory.where} GROUP BY e.key`,
      values: byCategory.values,
    },
    page,
    perPage,
  }
}
