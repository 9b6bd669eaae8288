import type { Locale } from '@/i18n/locales'
import { SLUG_PATTERN } from '@/modules/essentials/slugify'
import { pagedPath, parsePagingPath } from '@/lib/paging-path'
import { localePath, paths } from '@/modules/routing/routes'

// The e-journal list's path: /{lang}/ejournals[/{category-slug}][/{tag word}-{tag-slug}][/seite-N],
// always in that order (ADR 0063). The category and tag slugs are their slugs in the page's
// language; a tag segment carries its language's word (thema-, theme-, tema-), so one segment is
// never both a category and a tag; paging as in every list (seite/page/pagina). Every language's
// tag and page word is read, so a path of another language still parses (the page then moves to
// its own language's path).

/** The word in front of a tag's slug in the list's path, per language. */
export const TAG_WORDS = { de: 'thema', fr: 'theme', it: 'tema' } as const satisfies Record<Locale, string>

// Looks like a page segment (seite-1, page-0, …) or a tag segment: never a category slug.
const PAGING_SHAPE = /^(?:seite|page|pagina)-\d+$/
const TAG_SHAPE = /^(?:thema|theme|tema)-(.+)$/
const isCategorySlug = (segment: string) => SLUG_PATTERN.test(segment) && !PAGING_SHAPE.test(segment) && !TAG_SHAPE.test(segment)
const tagSlugOf = (segment: string): string | null => {
  const slug = TAG_SHAPE.exec(segment)?.[1]
  return slug !== undefined && SLUG_PATTERN.test(slug) ? slug : null
}

export interface EjournalFilter {
  category: string | null
  tag: string | null
}

export interface EjournalPath extends EjournalFilter {
  page: number
}

/** Route segments after /ejournals -> the category slug, tag slug and page, or null when they cannot be one. */
export function parseEjournalPath(segments: readonly string[] | undefined): EjournalPath | null {
  const rest = [...(segments ?? [])]
  if (rest.length > 3) return null
  let page = 1
  const last = rest.at(-1)
  if (last !== undefined && PAGING_SHAPE.test(last)) {
    const parsed = parsePagingPath([last])
    if (parsed === null) return null
    page = parsed
    rest.pop()
  }
  let category: string | null = null
  if (rest[0] !== undefined && isCategorySlug(rest[0])) category = rest.shift() ?? null
  let tag: string | null = null
  if (rest[0] !== undefined) {
    tag = tagSlugOf(rest[0])
    if (tag === null) return null
    rest.shift()
  }
  return rest.length === 0 ? { category, tag, page } : null
}

const filterOf = (filter: string | null | Partial<EjournalFilter>): EjournalFilter =>
  typeof filter === 'string' || filter === null ? { category: filter, tag: null } : { category: filter.category ?? null, tag: filter.tag ?? null }

/**
 * The list's path for a filter (a category slug, or category and tag; null for all) and page:
 * ejournalPath('de', 'karriere', 2) -> "/de/ejournals/karriere/seite-2";
 * ejournalPath('it', { category: 'carriera', tag: 'stipendio' }) -> "/it/ejournals/carriera/tema-stipendio".
 */
export function ejournalPath(locale: Locale, filter: string | null | Partial<EjournalFilter>, page = 1): string {
  const { category, tag } = filterOf(filter)
  const segments = [category, tag === null ? null : `${TAG_WORDS[locale]}-${tag}`].filter((s): s is string => s !== null)
  return pagedPath(localePath(locale, [paths.ejournals(), ...segments].join('/')), page, locale)
}

/** An article's path: /{lang}/ejournal/{slug}. */
export function articlePath(locale: Locale, slug: string): string {
  return localePath(locale, paths.article(slug))
}

/** An author's page and its paging: authorPath('fr', 'giulia-pedrazzini', 2) -> "/fr/ejournal/auteur/giulia-pedrazzini/page-2". */
export function authorPath(locale: Locale, slug: string, page = 1): string {
  return pagedPath(localePath(locale, paths.author(locale, slug)), page, locale)
}
