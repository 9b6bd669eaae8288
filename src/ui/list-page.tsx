import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import type { Locale } from '@/i18n/locales'
import { pagedPath, parsePagingPath } from '@/lib/paging-path'
import { Pagination } from './pagination'

// The frame every public list shares: title, a summary line, the items or an empty state that
// points somewhere useful, and pagination that keeps to the path grammar (/seite-2, /page-2, /pagina-2).

type ListNamespace = 'jobsPage' | 'institutionsPage' | 'ejournalsPage'

export async function pagedListMetadata(namespace: ListNamespace, locale: string, filter: string[] | undefined): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace })
  const page = parsePagingPath(filter)
  return { title: page !== null && page > 1 ? t('metaTitlePaged', { page }) : t('metaTitle') }
}

interface ListPageProps {
  namespace: ListNamespace
  locale: Locale
  /** the list's own path, e.g. /de/jobs */
  basePath: string
  page: number
  totalPages: number
  summary: React.ReactNode
  isEmpty: boolean
  emptyHref: string
  /** replaces the default empty state (e.g. "drop a filter" links) */
  empty?: React.ReactNode
  /** page links for paths whose page segment is not last (the job filter path) */
  hrefFor?: (page: number) => string
  /** shown beside the list, e.g. the filter form */
  aside?: React.ReactNode
  /** the number of active filters: above 0 the aside is folded on a phone, so the results come first */
  activeFilters?: number
  /** replaces the title, e.g. the filter in words ("Kardiologie in Zürich") */
  heading?: string
  children: React.ReactNode
}

export async function ListPage({
  namespace,
  locale,
  basePath,
  page,
  totalPages,
  summary,
  isEmpty,
  emptyHref,
  empty,
  hrefFor,
  aside,
  activeFilters = 0,
  heading,
  children,
}: ListPageProps) {
  const t = await getTranslations({ locale, namespace })
  const tf = await getTranslations({ locale, namespace: 'searchFold' })
  return (
    <div className="container page list-page">
      <h1>{heading ?? t('title')}</h1>
      <div className={aside ? 'search-layout' : undefined}>
        {aside && (
          // A plain <details> (no JavaScript): open on a bare search, folded once a filter is active so
          // that a phone shows the results first; on a wide screen the form is always shown (CSS).
          <details className="filter-fold" open={activeFilters === 0} data-testid="filter-fold">
            <summary className="filter-fold__summary">{tf('summary', { count: activeFilters })}</summary>
            {aside}
          </details>
        )}
        <div>
          {summary}
          {isEmpty ? (
            (empty ?? (
              <div className="empty">
                <p>{t('empty')}</p>
                <a className="btn btn--ghost" href={emptyHref}>
                  {t('emptyCta')}
                </a>
              </div>
            ))
          ) : (
            <ul className="grid card-list">{children}</ul>
          )}
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={hrefFor ?? ((p) => pagedPath(basePath, p, locale))}
            labels={{ nav: t('pagination.nav'), previous: t('pagination.previous'), next: t('pagination.next'), page: t('pagination.page') }}
          />
        </div>
      </div>
    </div>
  )
}
