import type { Locale } from '@/i18n/locales'
import { SLUG_PATTERN } from '@/modules/essentials/slugify'
import { pagedPath, parsePagingPath } from '@/lib/paging-path'
import { localePath, paths } from '@/modules/routing/routes'

// The e-journal list's path: /{lang}/ejournals[/{category-slug}][/seite-N]. The category slug is
// the category's slug in the page's language; paging as in every list (seite/page/pagina).

// Looks like a page segment (seite-1, page-0, …): never a category slug.
const PAGING_SHAPE = /^(?:seite|page|pagina)-\d+$/
const isCategorySlug = (segment: string) => SLUG_PATTERN.test(segment) && !PAGING_SHAPE.test(segment)

export interface EjournalPath {
  category: string | null
  page: number
}

/** Route segments after /ejournals -> the category slug and page, or null when they cannot be one. */
export function parseEjournalPath(segments: readonly string[] | undefined): EjournalPath | null {
  if (!segments || segments.length === 0) return { category: null, page: 1 }
  if (segments.length > 2) return null
  const [first = '', second] = segments
  if (second === undefined) {
    const page = parsePagingPath([first])
    if (page !== null) return { category: null, page }
    return isCategorySlug(first) ? { category: first, page: 1 } : null
  }
  const page = parsePagingPath([second])
  return page !== null && isCategorySlug(first) ? { category: first, page } : null
}

/** The list's path for a category (or all) and page: ejournalPath('de', 'karriere', 2) -> "/de/ejournals/karriere/seite-2". */
export function ejournalPath(locale: Locale, category: string | null, page = 1): string {
  return pagedPath(localePath(locale, category ? `${paths.ejournals()}/${category}` : paths.ejournals()), page, locale)
}

/** An article's path: /{lang}/ejournal/{slug}. */
export function articlePath(locale: Locale, slug: string): string {
  return localePath(locale, paths.article(slug))
}
