import { LOCALES, type Locale } from '@/i18n/locales'
import { jobFilterHref, parseJobFilterPath } from './filter-path'
import type { FilterDictionary } from '../search-path/vocabulary'

/**
 * Where a job search path must permanently move, or null when it stays: segments in another order
 * go to the canonical order, another language's slugs to this language's. Unknown segments stay
 * (the page answers 404). Used by the proxy (301) and by the page (as a fallback).
 */
export function jobFilterRedirect(segments: readonly string[], lang: Locale, dict: FilterDictionary): string | null {
  const parsed = parseJobFilterPath(segments, lang, dict)
  if (parsed.ok) return parsed.isCanonical ? null : jobFilterHref(lang, parsed.filter, dict)
  if (parsed.reason !== 'unknown-segment') return null
  for (const other of LOCALES) {
    if (other === lang) continue
    const foreign = parseJobFilterPath(segments, other, dict)
    if (foreign.ok) return jobFilterHref(lang, foreign.filter, dict)
  }
  return null
}
