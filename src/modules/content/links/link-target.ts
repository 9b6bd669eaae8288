import { LOCALES, isLocale, type Locale } from '@/i18n/locales'
import { jobFilterHref, parseJobFilterPath } from '../../jobs/filter-path'
import { institutionFilterHref, parseInstitutionFilterPathAnyLanguage } from '../../institutions/filter-path'
import { mediaPath } from '../../media/media-files'
import { localePath, paths } from '../../routing/routes'
import type { FilterDictionary } from '../../search-path/vocabulary'

// The one link resolver of content (rich text, blocks, navigation, footer): the four link kinds and
// asset links, docs/product-rules.md#content-links, ADR 0061. Pure: what it needs from the database
// (the link table's rows, media files, the filter dictionary) is handed in by links.server.ts.

/** Route names a content link may name: pages of the route table without an id. */
export const LINK_ROUTES = ['home', 'jobs', 'institutions', 'ejournals', 'offer', 'login', 'register', 'cockpit', 'modal'] as const
export type LinkRoute = (typeof LINK_ROUTES)[number]
/** The routes whose path takes a filter list: the two searches (their canonical filter paths). */
export const FILTERED_ROUTES: readonly LinkRoute[] = ['jobs', 'institutions']

export const isLinkRoute = (value: unknown): value is LinkRoute => (LINK_ROUTES as readonly unknown[]).includes(value)

const routePath: Record<LinkRoute, (locale: Locale) => string> = {
  home: () => paths.home(),
  jobs: () => paths.jobs(),
  institutions: () => paths.institutions(),
  ejournals: () => paths.ejournals(),
  offer: (locale) => paths.offer(locale),
  login: () => paths.login(),
  register: () => paths.register(),
  cockpit: () => paths.cockpit(),
  modal: () => '/modal',
}

/** A row of the link table (`links`), read in the page's language. */
export interface LinkRow {
  id: number
  identifier: string
  path: string
}

/** A media file an asset link points at. */
export interface AssetFile {
  id: number
  filename: string
}

export type LinkTarget =
  | { kind: 'internal'; route: string; filters?: readonly string[] }
  | { kind: 'story'; story: number | string }
  | { kind: 'external'; url: string; newTab?: boolean }
  | { kind: 'email'; email: string }
  | { kind: 'asset'; asset: number }

export interface ResolvedLink {
  href: string
  target?: '_blank'
  rel?: string
}

export type LinkFailure = 'unknown-route' | 'filters-not-allowed' | 'unknown-filter' | 'unknown-story' | 'unknown-page' | 'bad-url' | 'bad-email' | 'unknown-asset'

export type LinkResult = { ok: true; link: ResolvedLink } | { ok: false; reason: LinkFailure }

export interface LinkContext {
  locale: Locale
  /** the link table's rows by id (and by identifier, for story links that name one) */
  stories: ReadonlyMap<number | string, LinkRow>
  assets: ReadonlyMap<number, AssetFile>
  /** the search's filter words; needed only by internal links with filters */
  dictionary: FilterDictionary | null
  /** the published content pages' paths in this language that modal links name */
  pages?: ReadonlySet<string>
  /** where external links open: the site's setting (a new tab by default) */
  externalTarget?: '_blank' | '_self'
}

/**
 * Paths of the link table that live under the site's language (every page of the site does): they
 * get the language in front. Files and the API are the same in every language and keep their path,
 * and so does a path that already starts with a language. docs/product-rules.md#content-links
 */
export const LANGUAGE_NEUTRAL_ROOTS = ['media', 'api'] as const

export function storyHref(path: string, locale: Locale): string {
  const clean = `/${path.trim().replace(/^\/+/, '')}`
  const root = clean.split('/')[1] ?? ''
  if (isLocale(root) || (LANGUAGE_NEUTRAL_ROOTS as readonly string[]).includes(root)) return clean
  return localePath(locale, clean === '/' ? '/' : clean.replace(/\/+$/, ''))
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i

export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && Boolean(parsed.hostname)
  } catch {
    return false
  }
}

export const isEmail = (email: string) => EMAIL.test(email)

function searchHref(route: 'jobs' | 'institutions', filters: readonly string[], locale: Locale, dict: FilterDictionary): string | null {
  if (route === 'institutions') {
    const parsed = parseInstitutionFilterPathAnyLanguage(filters, locale, dict)
    return parsed.ok ? institutionFilterHref(locale, parsed.filter, dict) : null
  }
  for (const language of [locale, ...LOCALES.filter((l) => l !== locale)]) {
    const parsed = parseJobFilterPath(filters, language, dict)
    if (parsed.ok) return jobFilterHref(locale, parsed.filter, dict)
  }
  return null
}

/** A modal story's page path from an internal link's filter words ('modal' + ['ratgeber', 'wsj']). */
export const modalPagePath = (filters: readonly string[]) => filters.filter(Boolean).join('/')

function internal(route: string, filters: readonly string[], ctx: LinkContext): LinkResult {
  if (!isLinkRoute(route)) return { ok: false, reason: 'unknown-route' }
  if (route === 'modal') {
    // A content page opened as a modal story (/{lang}/modal/{path}): the page must be published in this language.
    const path = modalPagePath(filters)
    return path && ctx.pages?.has(path) ? { ok: true, link: { href: localePath(ctx.locale, `/modal/${path}`) } } : { ok: false, reason: 'unknown-page' }
  }
  if (filters.length === 0) return { ok: true, link: { href: localePath(ctx.locale, routePath[route](ctx.locale)) } }
  if (route !== 'jobs' && route !== 'institutions') return { ok: false, reason: 'filters-not-allowed' }
  const href = ctx.dictionary ? searchHref(route, filters, ctx.locale, ctx.dictionary) : null
  return href ? { ok: true, link: { href } } : { ok: false, reason: 'unknown-filter' }
}

/** Where a link leads in this language, or why it leads nowhere. */
export function resolveLink(target: LinkTarget, ctx: LinkContext): LinkResult {
  switch (target.kind) {
    case 'internal':
      return internal(target.route, (target.filters ?? []).filter(Boolean), ctx)
    case 'story': {
      const row = ctx.stories.get(target.story)
      return row?.path ? { ok: true, link: { href: storyHref(row.path, ctx.locale) } } : { ok: false, reason: 'unknown-story' }
    }
    case 'external': {
      if (!isHttpUrl(target.url)) return { ok: false, reason: 'bad-url' }
      const blank = target.newTab ?? (ctx.externalTarget ?? '_blank') === '_blank'
      return { ok: true, link: blank ? { href: target.url, target: '_blank', rel: 'noopener' } : { href: target.url, rel: 'noopener' } }
    }
    case 'email':
      return isEmail(target.email) ? { ok: true, link: { href: `mailto:${target.email}` } } : { ok: false, reason: 'bad-email' }
    case 'asset': {
      const file = ctx.assets.get(target.asset)
      return file ? { ok: true, link: { href: mediaPath(file.filename) } } : { ok: false, reason: 'unknown-asset' }
    }
  }
}

/**
 * The internal form of a link's text as the team types it ("jobs/kardiologie/kanton-bern",
 * "/jobs", "offer"): a route name and its filter list.
 */
export function internalTarget(text: string): { kind: 'internal'; route: string; filters: string[] } {
  const segments = text.trim().replace(/^\/+/, '').split('/').filter(Boolean)
  // A typed address with a language in front ("/de/modal/…") means the same page in the page's language.
  if (isLocale(segments[0] ?? '')) segments.shift()
  const [route = '', ...filters] = segments
  return { kind: 'internal', route, filters }
}

/** What a typed link address is: http(s) external, mailto: e-mail, anything else an internal route. */
export function targetOfAddress(address: string, newTab?: boolean): LinkTarget {
  const text = address.trim()
  if (/^mailto:/i.test(text)) return { kind: 'email', email: text.replace(/^mailto:/i, '') }
  if (/^https?:/i.test(text)) return { kind: 'external', url: text, newTab }
  return internalTarget(text)
}

type LexicalLinkFields = { linkType?: unknown; url?: unknown; newTab?: unknown; doc?: { relationTo?: unknown; value?: unknown } | null }

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/**
 * The target of a rich-text link node (Payload's link feature): a document link to the link table
 * is a story link, to a media file an asset link; a typed address is read by targetOfAddress.
 */
export function targetOfLexicalLink(fields: LexicalLinkFields): LinkTarget | null {
  if (fields.linkType === 'internal') {
    const id = idOf(fields.doc?.value)
    if (id === null) return null
    if (fields.doc?.relationTo === 'links') return { kind: 'story', story: id }
    if (fields.doc?.relationTo === 'media') return { kind: 'asset', asset: id }
    return null
  }
  return typeof fields.url === 'string' && fields.url.trim() ? targetOfAddress(fields.url, fields.newTab === true ? true : undefined) : null
}

/** The link field of blocks (link-field.ts) as stored. */
export interface StoredLink {
  kind?: string | null
  route?: string | null
  filters?: string | null
  story?: unknown
  url?: string | null
  new_tab?: boolean | null
  email?: string | null
  asset?: unknown
}

export function targetOfStoredLink(link: StoredLink | null | undefined): LinkTarget | null {
  switch (link?.kind) {
    case 'internal':
      return { kind: 'internal', route: link.route ?? '', filters: (link.filters ?? '').split(/[\s,/]+/).filter(Boolean) }
    case 'story': {
      const id = idOf(link.story)
      return id === null ? null : { kind: 'story', story: id }
    }
    case 'external':
      return { kind: 'external', url: link.url ?? '', newTab: link.new_tab ?? undefined }
    case 'email':
      return { kind: 'email', email: link.email ?? '' }
    case 'asset': {
      const id = idOf(link.asset)
      return id === null ? null : { kind: 'asset', asset: id }
    }
    default:
      return null
  }
}
