// Which requests and responses the page cache may keep, and how a kept page gets its own
// Content-Security-Policy (ADR 0034). Pure functions; the handler (handler.ts) applies them.
// Which pages may be kept is declared per page in src/modules/routing/page-caching.ts (ADR 0055).
import crypto from 'node:crypto'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales'
import { PAGE_CACHING, pageMayBeKept, routeTable } from '@/modules/routing/page-caching'
import { cookieIgnoredByPages } from '@/modules/consent/consent'
import { DRAFT_MODE_COOKIE } from '@/modules/content/preview'
import { ACTION_HEADER, MIDDLEWARE_PREFETCH_HEADER, RSC_CONTENT_TYPE, RSC_HEADER, RSC_QUERY, RSC_VARY_HEADERS } from '../next-internals'

/** What the key of a request is made from. */
export type CacheableRequest = { method?: string; url?: string; headers: IncomingHttpHeaders }
/** Whether the page answering a path may be kept (by its page's declaration). */
export type MayKeep = (pathname: string) => boolean

const DECLARED_ROUTES = routeTable(Object.keys(PAGE_CACHING))
/** The rule over the declared pages only (tests; the server passes the routes of its build, preload.ts). */
export const mayKeepDeclared: MayKeep = (pathname) => pageMayBeKept(pathname, DECLARED_ROUTES)

/** The cookies of a request by name (the last wins, as in browsers' order of precedence it rarely matters). */
export function cookiesOf(header: string | string[] | undefined): Map<string, string> {
  const out = new Map<string, string>()
  if (!header) return out
  for (const part of String(header).split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  return out
}

/**
 * The cache key of a request for a public page an anonymous visitor may get from the cache, else
 * null. Anything that can make the page differ for this visitor keeps it out: another method, a
 * cookie other than the locale's, the consent's and the analytics' (a session, a toast, a login step),
 * credentials, server actions.
 * The bot type is part of the key (Next renders the metadata of a page differently for bots that
 * do not run scripts), and so are the client router's headers for its RSC requests (navigations
 * and the prefetches of links in view: several per page view). Next checks their _rsc hash, so a
 * request with headers that do not match its _rsc gets a redirect, never a page to keep.
 */
export function requestKey({ method, url, headers }: CacheableRequest, botType: string | undefined, mayKeep: MayKeep = mayKeepDeclared): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (headers.authorization || headers[ACTION_HEADER]) return null
  if (headers.purpose === 'prefetch' || headers[MIDDLEWARE_PREFETCH_HEADER]) return null
  const rsc = headers[RSC_HEADER] ? RSC_VARY_HEADERS.map((name) => String(headers[name] ?? '')).join('\n') : ''
  if (rsc.length > 4096) return null
  // the team's preview of drafts is never kept nor served from the cache, whatever other rule changes (ADR 0061)
  const cookies = cookiesOf(headers.cookie)
  if (cookies.has(DRAFT_MODE_COOKIE)) return null
  // the consent and the analytics cookies change the policy served, never the page (ADR 0066)
  for (const name of cookies.keys()) if (name !== LOCALE_COOKIE && !cookieIgnoredByPages(name)) return null
  let parsed: URL
  try {
    parsed = new URL(url ?? '', 'http://cache.invalid')
  } catch {
    return null
  }
  if (parsed.searchParams.has(RSC_QUERY) && !headers[RSC_HEADER]) return null
  if (!isLocale(parsed.pathname.split('/')[1])) return null
  if (parsed.pathname.length > 512 || parsed.search.length > 512) return null
  // private by default: only a page declared public is kept
  if (!mayKeep(parsed.pathname)) return null
  return `${botType ?? 'browser'} ${parsed.pathname}${parsed.search}${rsc ? `\n${rsc}` : ''}`
}

/** Whether a kept response is the client router's RSC payload (not a document). */
export const isRscType = (contentType: unknown): boolean => String(contentType ?? '').startsWith(RSC_CONTENT_TYPE)

/**
 * The locale of a cached page's path: its first segment, without the query (a language's home page
 * is keyed `/de?_rsc=…` when the client router asks for it; that query is no part of the locale, and
 * a locale cookie holding it was answered with a new cookie by every later request, server actions
 * included, which made Next render their page again in the action's answer: ADR 0058, Session 15).
 */
export const localeOfKey = (key: string): string => key.split('\n')[0]?.split(' ')[1]?.split(/[/?#]/)[1] ?? ''

// Response headers a kept page does not keep: they are per response, set again when it is served,
// or replaced (the policy, the encoding, the validator).
const DROPPED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'content-security-policy',
  'x-page-cache',
])

/** Whether a finished response may be kept, and the headers to keep with it. */
export function keptHeaders(status: number, headers: OutgoingHttpHeaders): OutgoingHttpHeaders | null {
  if (status !== 200) return null
  const type = String(headers['content-type'] ?? '')
  const rsc = isRscType(type)
  if (!type.startsWith('text/html') && !rsc) return null
  const cookies = [headers['set-cookie'] ?? []].flat()
  // a response that turns the team's preview of drafts on or off (ADR 0061)
  if (cookies.some((c) => String(c).startsWith(`${DRAFT_MODE_COOKIE}=`))) return null
  // the locale cookie is set again when the page is served; any other cookie belongs to one visitor
  if (cookies.some((c) => !String(c).startsWith(`${LOCALE_COOKIE}=`))) return null
  if (!headers['content-security-policy']) return null
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) if (!DROPPED.has(name.toLowerCase())) kept[name.toLowerCase()] = value
  // an RSC payload varies by the router's headers; the browser must know
  if (rsc && headers.vary) kept.vary = headers.vary
  return kept
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const NOT_SCRIPT_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/(plain|template|html)|importmap)/i

/** The sha256 sources of the page's inline scripts (those the browser runs; data blocks are not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || NOT_SCRIPT_TYPES.test(attributes ?? '')) continue
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The page without the nonces of the request that rendered it (kept pages are allowed by hash). */
export function withoutNonces(html: string): string {
  return html.replace(/<(script|link|style)\b[^>]*>/gi, (tag) => tag.replace(/\snonce="[^"]*"/i, ''))
}

/**
 * The policy of a kept page: the one the proxy gave the request that rendered it, with the nonce
 * and 'strict-dynamic' replaced by the hashes of the page's inline scripts. Its other scripts are
 * files from our origin ('self': Next's chunks); nothing injected into the page can run.
 */
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/)
      if (parts[0] !== 'script-src') return directive.trim()
      const kept = parts.slice(1).filter((p) => !p.startsWith("'nonce-") && p !== "'strict-dynamic'")
      return ['script-src', ...kept, ...hashes].join(' ')
    })
    .join('; ')
}

/** The encoding to answer a kept page with, from Accept-Encoding: gzip (as kept, ADR 0073), else none. */
export type Encoding = 'gzip' | 'identity'

export function chosenEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('gzip')) return 'gzip'
  return 'identity'
}
