import { LOCALES, localeFromPath, withoutLocale, type Locale } from '@/i18n/locales'
import { pagedPath, parsePagingPath } from '@/lib/paging-path'
import { jobFilterHref, parseJobFilterPath } from '../jobs/filter-path'
import { institutionFilterHref, parseInstitutionFilterPathAnyLanguage } from '../institutions/filter-path'
import type { FilterDictionary } from '../search-path/vocabulary'
import { authorPath, ejournalPath, parseEjournalPath } from '../content/ejournal-path'
import { AUTHOR_PAGE_WORDS, COMPARE_PAGE_SLUGS, OFFER_PAGE_SLUGS, localePath, paths } from '../routing/routes'
import { pagePathFromSegments } from '../content/page-path'

// The same page in another language, as the language switcher links it (ADR 0062): the translated
// path itself, never a path that redirects there. Search filters and paging are written in the
// other language's words (the filter dictionary), content pages, articles and e-journal categories
// by their own path or slug in that language (looked up); a content page or article the other
// language does not have leads to that language's list or home page. Every other page keeps its path.
// Pure: the lookups are given (language-paths.server.ts reads them from the database).

export interface LanguagePathLookups {
  dictionary(): Promise<FilterDictionary>
  /** a content page's path in `to`, given its path in another language (or in `to`), or null */
  pagePath(to: Locale, path: string): Promise<string | null>
  /** an article's slug in `to`, given its slug in another language, or null */
  articleSlug(to: Locale, slug: string): Promise<string | null>
  /** an e-journal category's slug in `to`, given its slug in another language, or null */
  categorySlug(to: Locale, slug: string): Promise<string | null>
  /** an e-journal tag's slug in `to`, given its slug in another language, or null */
  tagSlug(to: Locale, slug: string): Promise<string | null>
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The path of the page at `pathname` in language `to` (paths with their language, no query). */
export async function languagePath(pathname: string, to: Locale, lookups: LanguagePathLookups): Promise<string> {
  const from = localeFromPath(pathname)
  const rest = withoutLocale(pathname).replace(/\/+$/, '')
  const raw = rest.split('/').filter(Boolean)
  const segments = raw.map(decoded)
  const same = localePath(to, rest || '/')
  if (!from || segments.some((s) => s === null)) return same
  const [first, ...tail] = segments as string[]
  if (first === undefined) return localePath(to, paths.home())
  if (from === to) return localePath(to, `/${raw.join('/')}`)

  switch (first) {
    case 'jobs': {
      const parsed = parseJobFilterPath(tail, from, await lookups.dictionary())
      return parsed.ok ? jobFilterHref(to, parsed.filter, await lookups.dictionary()) : localePath(to, paths.jobs())
    }
    case 'institutions': {
      const dict = await lookups.dictionary()
      const parsed = parseInstitutionFilterPathAnyLanguage(tail, from, dict)
      return parsed.ok ? institutionFilterHref(to, parsed.filter, dict) : localePath(to, paths.institutions())
    }
    case 'ejournals': {
      const parsed = parseEjournalPath(tail)
      if (!parsed) return localePath(to, paths.ejournals())
      const category = parsed.category === null ? null : await lookups.categorySlug(to, parsed.category)
      const tag = parsed.tag === null ? null : await lookups.tagSlug(to, parsed.tag)
      // A category or tag the other language lacks: that language's whole list.
      if ((parsed.category !== null && category === null) || (parsed.tag !== null && tag === null)) return localePath(to, paths.ejournals())
      return ejournalPath(to, { category, tag }, parsed.page)
    }
    case 'ejournal': {
      if ((Object.values(AUTHOR_PAGE_WORDS) as string[]).includes(tail[0] ?? '') && tail[1] !== undefined) {
        // An author's page: the person's slug is the same in every language, the word and paging are not.
        const page = tail.length === 3 ? parsePagingPath(tail.slice(2)) : tail.length === 2 ? 1 : null
        return page === null ? localePath(to, paths.ejournals()) : authorPath(to, tail[1], page)
      }
      const slug = tail.length === 1 ? await lookups.articleSlug(to, tail[0]!) : null
      return slug ? localePath(to, paths.article(slug)) : localePath(to, paths.ejournals())
    }
    case 'modal': {
      const path = pagePathFromSegments(tail)
      const own = path === null ? null : await lookups.pagePath(to, path)
      return own ? localePath(to, `/modal/${own}`) : localePath(to, paths.home())
    }
    default:
      break
  }
  if (tail.length === 0 && (Object.values(OFFER_PAGE_SLUGS) as string[]).includes(first)) return localePath(to, paths.offer(to))
  // The comparison: the ids as they are, in the other language's word.
  if (tail.length === 1 && (Object.values(COMPARE_PAGE_SLUGS) as string[]).includes(first)) return localePath(to, `/${COMPARE_PAGE_SLUGS[to]}/${raw[1]}`)
  if (PATH_KEEPING_PAGES.has(first)) {
    // A list of such a page pages in the other language's word.
    const page = tail.length > 0 ? parsePagingPath(tail.slice(-1)) : null
    return page !== null && page > 1 ? pagedPath(localePath(to, `/${raw.slice(0, -1).join('/')}`), page, to) : same
  }
  // A content page (the catch-all): its own path in that language, else that language's home page.
  const path = pagePathFromSegments(segments as string[])
  const own = path === null ? null : await lookups.pagePath(to, path)
  return own ? localePath(to, `/${own}`) : localePath(to, paths.home())
}

/**
 * First segments of pages whose path is the same in every language (details by id, the account's
 * and the cockpit's pages).
 */
const PATH_KEEPING_PAGES = new Set(['job', 'institution', 'cockpit', 'login', 'register', 'forgot-password', 'reset-password', 'verify', 'confirm-email', 'alerts', 'status-page'])

/** The page at `pathname` in every language. */
export async function languagePaths(pathname: string, lookups: LanguagePathLookups): Promise<Record<Locale, string>> {
  const entries = await Promise.all(LOCALES.map(async (to) => [to, await languagePath(pathname, to, lookups)] as const))
  return Object.fromEntries(entries) as Record<Locale, string>
}
