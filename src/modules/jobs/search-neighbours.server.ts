import 'server-only'
import type { Payload } from 'payload'
import { LOCALE_ALTERNATION, type Locale } from '@/i18n/locales'
import { filterDictionary } from '../search-path/dictionary.server'
import { jobFilterHref, parseJobFilterPath, type JobFilter } from './filter-path'
import { searchJobs } from './search.server'

const SEARCH_PATH = new RegExp(`^/(${LOCALE_ALTERNATION})/jobs((?:/[^/?#]+)*)$`)

export interface SearchNeighbours {
  /** the search the visitor came from, to go back to */
  back: string
  previous: { id: number; search: string } | null
  next: { id: number; search: string } | null
}

/**
 * Previous and next ad within the search the visitor came from (its path travels in ?s=), across
 * page boundaries. Nothing is guessed: without a valid search path there are no neighbours.
 */
export async function searchNeighbours(payload: Payload, jobId: number, searchPath: string | undefined, locale: Locale): Promise<SearchNeighbours | null> {
  const match = searchPath ? SEARCH_PATH.exec(searchPath) : null
  const [, pathLocale, filterPath = ''] = match ?? []
  if (!match || !pathLocale) return null
  const dict = await filterDictionary(payload)
  const parsed = parseJobFilterPath(filterPath.split('/').filter(Boolean), pathLocale as Locale, dict)
  if (!parsed.ok) return null
  const filter = parsed.filter
  const href = (f: JobFilter) => jobFilterHref(locale, f, dict)
  const page = await searchJobs(payload, filter)
  const at = page.ids.indexOf(jobId)
  if (at < 0) return { back: href(filter), previous: null, next: null }
  let previous: SearchNeighbours['previous'] = null
  let next: SearchNeighbours['next'] = null
  const before = page.ids[at - 1]
  const after = page.ids[at + 1]
  if (before !== undefined) previous = { id: before, search: href(filter) }
  else if (filter.page > 1) {
    const earlier = { ...filter, page: filter.page - 1 }
    const last = (await searchJobs(payload, earlier)).ids.at(-1)
    if (last !== undefined) previous = { id: last, search: href(earlier) }
  }
  if (after !== undefined) next = { id: after, search: href(filter) }
  else if (filter.page < page.totalPages) {
    const later = { ...filter, page: filter.page + 1 }
    const first = (await searchJobs(payload, later)).ids[0]
    if (first !== undefined) next = { id: first, search: href(later) }
  }
  return { back: href(filter), previous, next }
}
