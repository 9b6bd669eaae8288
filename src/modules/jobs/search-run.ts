import type { JobFilter } from './filter-path'
import { PREMIUM_SLOT_PAGES, PREMIUM_SLOTS, placePremium, rotationShift } from './premium-slots'
import { buildJobSearchSql, type JobSearchOptions, type JobSearchSql } from './search-sql'

// The statements of one results page with the premium placement (ADR 0040), run through a query
// function: searchJobs passes Payload's pool, the benchmark its own, so both run the same work.

export type RunQuery = <Row extends object>(text: string, values: unknown[]) => Promise<Row[]>

export interface PlacedPage {
  ids: number[]
  /** the matches counted: all of them, or countLimit + 1 when capped */
  total: number
  /** more matches than the count's limit (ADR 0076) */
  capped: boolean
  premiumTotal: number
  page: number
  perPage: number
}

export async function placedSearchPage(run: RunQuery, filter: JobFilter, options: JobSearchOptions & { now: Date }): Promise<PlacedPage> {
  const shape = buildJobSearchSql(filter, options)
  // The normal ranking up to this page (or the last slotted page) and today's rotation of the
  // premium matches, placed page by page; the count is the search's count, unchanged.
  const slotPages = Math.min(shape.page, PREMIUM_SLOT_PAGES)
  const query = buildJobSearchSql(filter, {
    ...options,
    window: { offset: 0, limit: slotPages * shape.perPage },
    rotation: { shift: rotationShift(options.now), limit: slotPages * (PREMIUM_SLOTS + shape.perPage) },
  })
  const { naturalIds, rotatedIds, count } = await firstStatements(run, query)
  const placement = placePremium(naturalIds, rotatedIds, slotPages, shape.perPage)
  let ids = placement.pages[shape.page - 1] ?? []
  if (shape.page > PREMIUM_SLOT_PAGES) {
    // Past the slotted pages: the normal ranking without the slotted ads, from where they left off.
    const later = buildJobSearchSql(filter, {
      ...options,
      excludeIds: placement.slotted,
      window: { offset: (shape.page - 1) * shape.perPage - placement.slotted.length, limit: shape.perPage },
    })
    ids = (await run<{ id: number }>(later.list.text, later.list.values)).map((row) => row.id)
  }
  const total = count?.total ?? 0
  const capped = shape.countLimit !== null && total > shape.countLimit
  return { ids, total, capped, premiumTotal: count?.premium_total ?? 0, page: shape.page, perPage: shape.perPage }
}

/** The normal ranking's window, today's rotation and the count: one statement with a text, else three side by side. */
async function firstStatements(run: RunQuery, query: JobSearchSql) {
  if (query.together) {
    const [row] = await run<{ list_ids: number[]; premium_ids: number[]; total: number; premium_total: number }>(query.together.text, query.together.values)
    return { naturalIds: row?.list_ids ?? [], rotatedIds: row?.premium_ids ?? [], count: row }
  }
  const [natural, rotated, count] = await Promise.all([
    run<{ id: number }>(query.list.text, query.list.values),
    run<{ id: number }>(query.premium.text, query.premium.values),
    run<{ total: number; premium_total: number }>(query.count.text, query.count.values),
  ])
  return { naturalIds: natural.map((row) => row.id), rotatedIds: rotated.map((row) => row.id), count: count[0] }
}
