import { isLocale } from '@/i18n/locales'
import { jobFilterRedirect } from '../jobs/filter-redirect'
import { JOB_FILTER_QUERY_KEYS } from '../jobs/filter-query'
import type { FilterDictionary } from '../search-path/vocabulary'
import { institutionFilterHref, parseInstitutionFilterPathAnyLanguage } from '../institutions/filter-path'
import { INSTITUTION_FILTER_QUERY_KEYS } from '../institutions/filter-query'

// Permanent (301) redirects of the job and institution search paths to their canonical form,
// answered by the proxy. The proxy reads the dictionary through proxy-tables.server.ts (kept for a
// minute in the process); without it (null) the page itself redirects (Next answers that with a 308).

const SEARCH_PATH = /^\/([a-z]{2})\/(jobs|institutions)((?:\/[^/]+)*)\/?$/

/**
 * The canonical location for a job or institution search path, or null (not one, already canonical,
 * or unknown). The dictionary is read only for search paths with segments.
 */
export async function canonicalSearchLocation(pathname: string, searchParams: URLSearchParams, dictionary: () => Promise<FilterDictionary | null>): Promise<string | null> {
  const match = SEARCH_PATH.exec(pathname)
  const lang = match?.[1]
  if (!match || !isLocale(lang)) return null
  const jobs = match[2] === 'jobs'
  // The filter forms' GET parameters are merged into the path by the pages.
  if ((jobs ? JOB_FILTER_QUERY_KEYS : INSTITUTION_FILTER_QUERY_KEYS).some((key) => searchParams.has(key))) return null
  const segments = (match[3] ?? '').split('/').filter(Boolean)
  if (segments.length === 0) return null
  const dict = await dictionary()
  if (!dict) return null
  if (jobs) return jobFilterRedirect(segments, lang, dict)
  const parsed = parseInstitutionFilterPathAnyLanguage(segments, lang, dict)
  return parsed.ok && !parsed.isCanonical ? institutionFilterHref(lang, parsed.filter, dict) : null
}
