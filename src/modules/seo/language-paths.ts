import { LOCALES, localeFromPath, withoutLocale, type Locale } from '@/i18n/locales'
import { pagedPath, parsePagingPath } from '@/lib/paging-path'
import { jobFilterHref, parseJobFilterPath } from '../jobs/filter-path'
import { institutionFilterHref, parseInstitutionFilterPathAnyLanguage } from '../institutions/filter-path'
import type { FilterDictionary } from '../search-path/vocabulary'
import { ejournalPath, parseEjournalPath } from '../content/ejournal-path'
import { OFFER_PAGE_SLUGS, localePath, paths } from '../routing/routes'
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
      if (parsed.category === null) return ejournalPath(to, null, parsed.page)
      const category = await lookups.categorySlug(to, parsed.category)
      return category ? ejournalPath(to, category, parsed.page) : localePath(to, paths.ejournals())
    }
    case 'ejournal': {
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
  if (PATH_KEEPING_PAGES.has(first)) {
    // A list of such a page (an author's articles) pages in the other language's word.
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
 * and the cockpit's pages). Author pages are the e-journal's: their slug is the person's name.
 */
const PATH_KEEPING_PAGES = new Set([
  'job',
  'institution',
  'author',
  'cockpit',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify',
  'confirm-email',
  'alerts',
  'status-page',
])

/** The page at `pathname` in every language. */
export async function languagePaths(pathname: string, lookups: LanguagePathLookups): Promise<Record<Locale, string>> {
  const entries = await Promise.all(LOCALES.map(async (to) => [to, await languagePath(pathname, to, lookups)] as const))
  return Object.fromEntries(entries) as Record<Locale, string>
}
