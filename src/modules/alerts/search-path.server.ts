import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { filterDictionary } from '../search-path/dictionary.server'
import { parseJobFilterPath } from '../jobs/filter-path'
import { alertFilterOf, type AlertFilter } from './filter'
import { SEARCH_PATH_PATTERN } from './schemas'

/** The filter of a search page path (/{lang}/jobs/…) as an alert filter; null when the path is not a valid search. */
export async function alertFilterFromSearchPath(payload: Payload, path: string): Promise<{ locale: Locale; filter: AlertFilter } | null> {
  const match = SEARCH_PATH_PATTERN.exec(path)
  if (!match) return null
  const locale = match[1] as Locale
  const segments = (match[2] ?? '').split('/').filter(Boolean)
  const parsed = parseJobFilterPath(segments, locale, await filterDictionary(payload))
  return parsed.ok ? { locale, filter: alertFilterOf(parsed.filter) } : null
}
