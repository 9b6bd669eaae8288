import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { jobFilterDictionary } from './filter-dictionary.server'
import { jobFilterHref, parseJobFilterPath, type JobFilter } from './filter-path'
import { searchJobs } from './search.server'

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
  const match = searchPath ? /^\/(de|fr|it)\/jobs((?:\/[^/?#]+)*)$/.exec(searchPath) : null
  if (!match) return null
  const dict = await jobFilterDictionary(payload)
  const parsed = parseJobFilterPath(match[2].split('/').filter(Boolean), match[1] as Locale, dict)
  if (!parsed.ok) return null
  const filter = parsed.filter
  const href = (f: JobFilter) => jobFilterHref(locale, f, dict)
  const page = await searchJobs(payload, filter)
  const at = page.ids.indexOf(jobId)
  if (at < 0) return { back: href(filter), previous: null, next: null }
  let previous: SearchNeighbours['previous'] = null
  let next: SearchNeighbours['next'] = null
  if (at > 0) previous = { id: page.ids[at - 1], search: href(filter) }
  else if (filter.page > 1) {
    const before = { ...filter, page: filter.page - 1 }
    const ids = (await searchJobs(payload, before)).ids
    if (ids.length) previous = { id: ids[ids.length - 1], search: href(before) }
  }
  if (at < page.ids.length - 1) next = { id: page.ids[at + 1], search: href(filter) }
  else if (filter.page < page.totalPages) {
    const after = { ...filter, page: filter.page + 1 }
    const ids = (await searchJobs(payload, after)).ids
    if (ids.length) next = { id: ids[0], search: href(after) }
  }
  return { back: href(filter), previous, next }
}
