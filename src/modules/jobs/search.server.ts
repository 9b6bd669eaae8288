import 'server-only'
import type { Payload } from 'payload'
import { lookupPostalCode } from '../essentials/postal-codes'
import type { JobFilter } from './filter-path'
import { JOB_COUNT_CAP, JOB_SEARCH_DEFAULT_PER_PAGE, placeWordsSql, readPlaceWords, searchWords, type PlaceWord } from './search-sql'
import { placedSearchPage, type RunQuery } from './search-run'
import { essentialIdsSql, readEssentialIds, type EssentialIds } from '../search-path/sql'

// The public job search (ADR 0007): online ads only, filters and sort as in the filter path, one
// page of job ids plus the total; premium ads take the top places of each page (ADR 0040). The caller loads the page's jobs (e.g. list items) by id.

export interface JobSearchResult {
  /** job ids of the requested page, in the requested order */
  ids: number[]
  /** number of matching online jobs; with totalCapped, the cap (there are more) */
  total: number
  /** more matches than the count's cap: "more than {total}" (ADR 0076) */
  totalCapped: boolean
  /** how many of them are premium or premium-social */
  premiumTotal: number
  page: number
  /** pages that exist as far as counted (at least one past the requested page when there are more): 0 when nothing matches */
  totalPages: number
}

export interface SearchJobsOptions {
  perPage?: number
  now?: Date
  /** only ads that went online after this moment (see JobSearchOptions.onlineAfter) */
  onlineAfter?: Date
  /** see JobSearchOptions.rankedMatches */
  rankedMatches?: number
  /** count up to this many matches (default JOB_COUNT_CAP) or all (null); see JobSearchOptions.countCap */
  countCap?: number | null
}

export async function searchJobs(
  payload: Payload,
  filter: JobFilter,
  { perPage = JOB_SEARCH_DEFAULT_PER_PAGE, now = new Date(), onlineAfter, rankedMatches, countCap = JOB_COUNT_CAP }: SearchJobsOptions = {},
): Promise<JobSearchResult> {
  let origin: { lat: number; lng: number } | null = null
  if (filter.near) {
    const entry = lookupPostalCode(filter.near.zip)
    // An unknown postal code (or one without coordinates) has no surroundings: nothing matches.
    if (!entry || !Number.isFinite(entry.lat) || !Number.isFinite(entry.lng)) {
      return { ids: [], total: 0, totalCapped: false, premiumTotal: 0, page: Math.max(filter.page ?? 1, 1), totalPages: 0 }
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
  const run: RunQuery = async (text, values) => (await pool.query(text, values)).rows
  const placed = await placedSearchPage(run, filter, { perPage, now, origin, essentialIds, onlineAfter, rankedMatches, placeWords, countCap })
  return {
    ids: placed.ids,
    total: placed.capped && countCap !== null ? countCap : placed.total,
    totalCapped: placed.capped,
    premiumTotal: placed.premiumTotal,
    page: placed.page,
    totalPages: Math.ceil(placed.total / placed.perPage),
  }
}
