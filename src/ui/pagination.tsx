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
