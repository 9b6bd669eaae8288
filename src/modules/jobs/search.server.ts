import 'server-only'
import type { Payload } from 'payload'
import { lookupPostalCode } from '../essentials/postal-codes'
import type { JobFilter } from './filter-path'
import { buildJobSearchSql, JOB_SEARCH_DEFAULT_PER_PAGE, placeWordsSql, readPlaceWords, searchWords, type PlaceWord } from './search-sql'
import { PREMIUM_SLOT_PAGES, PREMIUM_SLOTS, placePremium, rotationShift } from './premium-slots'
import { essentialIdsSql, readEssentialIds, type EssentialIds } from '../search-path/sql'

// The public job search (ADR 0007): online ads only, filters and sort as in the filter path, one
// page of job ids plus the total; premium ads take the top places of each page (ADR 0040). The caller loads the page's jobs (e.g. list items) by id.

export interface JobSearchResult {
  /** job ids of the requested page, in the requested order */
  ids: number[]
  /** number of matching online jobs */
  total: number
  /** how many of them are premium or premium-social */
  premiumTotal: number
  page: number
  /** ceil(total / perPage): 0 when nothing matches */
  totalPages: number
}

export interface SearchJobsOptions {
  perPage?: number
  now?: Date
  /** only ads that went online after this moment (see JobSearchOptions.onlineAfter) */
  onlineAfter?: Date
  /** see JobSearchOptions.rankedMatches */
  rankedMatches?: number
}

export async function searchJobs(
  payload: Payload,
  filter: JobFilter,
  { perPage = JOB_SEARCH_DEFAULT_PER_PAGE, now = new Date(), onlineAfter, rankedMatches }: SearchJobsOptions = {},
): Promise<JobSearchResult> {
  let origin: { lat: number; lng: number } | null = null
  if (filter.near) {
    const entry = lookupPostalCode(filter.near.zip)
    // An unknown postal code (or one without coordinates) has no surroundings: nothing matches.
    if (!entry || !Number.isFinite(entry.lat) || !Number.isFinite(entry.lng)) {
      return { ids: [], total: 0, premiumTotal: 0, page: Math.max(filter.page ?? 1, 1), totalPages: 0 }
    }
    origin = { lat: entry.lat, lng: entry.lng }
  }
  const pool = payload.db.pool
  const idsQuery = essentialIdsSql(filter)
  const words = searchWords(filter.text ?? '')
  const wordsQuery = words ? placeWordsSql(words) : null
  const [idRows, wordRows] = await Promise.all([
    idsQuery ? pool.query<{ list: string; id: number }>(idsQuery.text, idsQuery.values) : null,
    wordsQuery ? pool.query<{ word: string; stop: boolean; ids: number[]; field_ids: number[] }>(wordsQuery.text, wordsQuery.values) : null,
  ])
  const essentialIds: EssentialIds | undefined = idRows ? readEssentialIds(idRows.rows) : undefined
  const placeWords: PlaceWord[] | undefined = wordRows ? readPlaceWords(wordRows.rows) : undefined
  const base = { perPage, now, origin, essentialIds, onlineAfter, rankedMatches, placeWords }
  const shape = buildJobSearchSql(filter, base)
  // Premium ads first (ADR 0040): the normal ranking up to this page (or the last slotted page) and
  // today's rotation of the premium matches, placed page by page; the count is unchanged.
  const slotPages = Math.min(shape.page, PREMIUM_SLOT_PAGES)
  const query = buildJobSearchSql(filter, {
    ...base,
    window: { offset: 0, limit: slotPages * shape.perPage },
    rotation: { shift: rotationShift(now), limit: slotPages * (PREMIUM_SLOTS + shape.perPage) },
  })
  const [natural, rotated, count] = await Promise.all([
    pool.query<{ id: number }>(query.list.text, query.list.values),
    pool.query<{ id: number }>(query.premium.text, query.premium.values),
    pool.query<{ total: number; premium_total: number }>(query.count.text, query.count.values),
  ])
  const total = count.rows[0]?.total ?? 0
  const placement = placePremium(
    natural.rows.map((row) => row.id),
    rotated.rows.map((row) => row.id),
    slotPages,
    shape.perPage,
  )
  let ids = placement.pages[shape.page - 1] ?? []
  if (shape.page > PREMIUM_SLOT_PAGES) {
    // Past the slotted pages: the normal ranking without the slotted ads, from where they left off.
    const later = buildJobSearchSql(filter, {
      ...base,
      excludeIds: placement.slotted,
      window: { offset: (shape.page - 1) * shape.perPage - placement.slotted.length, limit: shape.perPage },
    })
    ids = (await pool.query<{ id: number }>(later.list.text, later.list.values)).rows.map((row) => row.id)
  }
  return { ids, total, premiumTotal: count.rows[0]?.premium_total ?? 0, page: shape.page, totalPages: Math.ceil(total / shape.perPage) }
}
