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

/** 1 … 4 5 6 … 20: the first, the last and the neighbours of the current page. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  return wanted.flatMap((p, i) => (i > 0 && p - (wanted[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]))
}

export interface PaginationLabels {
  /** accessible name of the navigation, e.g. "Seiten der Stellenliste" */
  nav: string
  previous: string
  next: string
  /** "Seite" (read before the number) */
  page: string
}

export function Pagination({ page, totalPages, hrefFor, labels }: { page: number; totalPages: number; hrefFor: (page: number) => string; labels: PaginationLabels }) {
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        {page > 1 && (
          <li>
            <a className="pagination__step" href={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">←</span> {labels.previous}
            </a>
          </li>
        )}
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">{labels.page} </span>
                {p}
              </a>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <a className="pagination__step" href={hrefFor(page + 1)} rel="next">
              {labels.next} <span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
