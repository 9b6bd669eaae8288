// SQL pieces the job and institution searches share (ADRs 0007, 0010, 0022).
import { FILTER_LISTS, type FilterList } from './vocabulary'

export interface SqlQuery {
  text: string
  values: unknown[]
}

/** Ids of the filter's essential keys, per list (keys unknown to the tables are missing). */
export type EssentialIds = Record<FilterList, number[]>

/**
 * SQL for a text folded for comparison: lowercase, accents removed, and "ae"/"oe"/"ue" read as the
 * umlaut they stand for (Swiss keyboards and URLs write "Zuerich" for "Zürich"). Both sides of a
 * comparison are folded the same way.
 */
export const foldedSql = (expr: string) => `regexp_replace(lower(public.immutable_unaccent(${expr})), '([aou])e', '\\1', 'g')`

/** One statement that turns the filter's keys into ids: rows { list, id }; null when no list is used. */
export function essentialIdsSql(filter: Partial<Record<FilterList, readonly string[]>>): SqlQuery | null {
  const values: unknown[] = []
  const parts: string[] = []
  for (const list of FILTER_LISTS) {
    const keys = filter[list] ?? []
    if (keys.length === 0) continue
    values.push([...keys])
    parts.push(`SELECT '${list}' AS list, id FROM ${list} WHERE key = ANY($${values.length}::text[])`)
  }
  return parts.length === 0 ? null : { text: parts.join(' UNION ALL '), values }
}

export function readEssentialIds(rows: readonly { list: string; id: number }[]): EssentialIds {
  const ids: EssentialIds = { fields: [], levels: [], regions: [], categories: [] }
  for (const row of rows) if ((FILTER_LISTS as readonly string[]).includes(row.list)) ids[row.list as FilterList].push(row.id)
  return ids
}
