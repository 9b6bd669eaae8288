import type { Locale } from '@/i18n/locales'

// Paging as a path segment of a list's filter path: /de/jobs/seite-2, /fr/jobs/page-2, /it/jobs/pagina-2.
// Page 1 has no segment. Every language's word is accepted, so switching the language keeps the page.
const PAGE_WORD: Record<Locale, string> = { de: 'seite', fr: 'page', it: 'pagina' }
const PAGE_SEGMENT = /^(?:seite|page|pagina)-([1-9]\d{0,5})$/

/** The page a filter path asks for: none -> 1, one paging segment -> its number, anything else -> null. */
export function parsePagingPath(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1
  if (segments.length > 1) return null
  const match = PAGE_SEGMENT.exec(segments[0] ?? '')
  const page = match ? Number(match[1]) : null
  return page !== null && page > 1 ? page : null
}

/** "/de/jobs" + 3 -> "/de/jobs/seite-3"; page 1 -> "/de/jobs". */
export function pagedPath(basePath: string, page: number, locale: Locale): string {
  return page <= 1 ? basePath : `${basePath}/${PAGE_WORD[locale]}-${page}`
}
