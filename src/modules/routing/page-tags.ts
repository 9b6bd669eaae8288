import { parseIdParam } from '@/lib/params'
import { pagePatternOf, routeTable, PAGE_CACHING } from './page-caching'

// What a kept page shows, as tags (ADR 0073): a change to the data names the tags it touches
// (the page-cache triggers, migrations/20261127_160600_page_cache_tags) and only the kept pages
// carrying one of them are dropped. A page's tags come from its path, so they are known before it
// renders (a streamed page's headers go out before its data is read). Every page that may be kept
// (PAGE_CACHING) has a rule here; page-tags.test.ts fails otherwise. Site-wide data (settings,
// links, essentials, media) drops every page, so it needs no tag.
// Tags: home; search (the job search), employers (the employer search), ejournal (the e-journal's
// lists); job:<id>, institution:<id> (an employer's page and the comparisons naming it),
// article:<slug>, author:<slug>; jobs, institutions, articles, authors (every page of the kind,
// for a change too large to name row by row); pages (content pages, modal stories: their blocks
// may list jobs, employers and articles); offer.

type TagRule = (parts: readonly string[], query: URLSearchParams) => string[]

const idTag = (prefix: string, segment: string | undefined): string[] => {
  const id = parseIdParam(segment)
  return id === null ? [] : [`${prefix}:${id}`]
}

const compared = (segment: string | undefined): string[] => ['institutions', ...(segment?.match(/\d+/g) ?? []).flatMap((id) => idTag('institution', id)).slice(0, 16)]

// content pages and modal stories (their blocks may list jobs, employers and articles: every such change names `pages`)
const CONTENT = ['pages']

/** The tags of each public page, by its pattern; `parts` are the path's segments (parts[0] the locale). */
export const PAGE_TAGS: Readonly<Record<string, TagRule>> = {
  '/[lang]': () => ['home'],
  '/[lang]/[...slug]': () => CONTENT,
  '/[lang]/modal/[...slug]': () => CONTENT,
  '/[lang]/jobs/[[...filter]]': () => ['search'],
  // with ?s= it links to its neighbours in that search (search-neighbours.server.ts)
  '/[lang]/job/[id]': (parts, query) => ['jobs', ...idTag('job', parts[2]), ...(query.has('s') ? ['search'] : [])],
  '/[lang]/institutions/[[...filter]]': () => ['employers'],
  '/[lang]/institution/[id]': (parts) => ['institutions', ...idTag('institution', parts[2])],
  '/[lang]/ejournals/[[...filter]]': () => ['ejournal'],
  '/[lang]/ejournal/[slug]': (parts) => ['articles', `article:${parts[2] ?? ''}`],
  '/[lang]/ejournal/autor/[author]/[[...page]]': (parts) => ['authors', `author:${parts[3] ?? ''}`],
  '/[lang]/ejournal/auteur/[author]/[[...page]]': (parts) => ['authors', `author:${parts[3] ?? ''}`],
  '/[lang]/ejournal/autore/[author]/[[...page]]': (parts) => ['authors', `author:${parts[3] ?? ''}`],
  '/[lang]/angebot': () => ['offer'],
  '/[lang]/offre': () => ['offer'],
  '/[lang]/offerta': () => ['offer'],
  '/[lang]/arbeitgeber-vergleich/[ids]': (parts) => compared(parts[2]),
  '/[lang]/comparaison-employeurs/[ids]': (parts) => compared(parts[2]),
  '/[lang]/confronto-datori-di-lavoro/[ids]': (parts) => compared(parts[2]),
}

const TAG_TEXT = /^[\w:.-]{1,200}$/

/** Tags as sent in a header or a notification: space-separated, each a word with `:`, `.`, `-`. */
export function parsedTags(text: unknown): string[] {
  const joined = Array.isArray(text) ? text.join(' ') : String(text ?? '')
  return [...new Set(joined.split(/\s+/))].filter((t) => TAG_TEXT.test(t))
}

const DECLARED_ROUTES = routeTable(Object.keys(PAGE_CACHING))

/** The tags of the page answering a path (and query), none for a page without a rule: any change drops it. */
export function pageTagsOf(pathAndQuery: string, routes: Parameters<typeof pagePatternOf>[1] = DECLARED_ROUTES): string[] {
  let url: URL
  try {
    url = new URL(pathAndQuery, 'http://tags.invalid')
  } catch {
    return []
  }
  const pathname = url.pathname
  const pattern = pagePatternOf(pathname, routes)
  const rule = pattern === null ? undefined : PAGE_TAGS[pattern]
  if (!rule) return []
  let parts: string[]
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return []
  }
  return parsedTags(rule(parts, url.searchParams).join(' '))
}
