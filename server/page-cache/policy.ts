// Which requests and responses the page cache may keep, and how a kept page gets its own
// Content-Security-Policy (ADR 0034). Pure functions; the handler (handler.mjs) applies them.
import crypto from 'node:crypto'

export const LOCALES = ['de', 'fr', 'it']
/** The locale cookie the proxy sets (src/i18n/locales.ts: LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

// First path segments under /{lang} that are not public pages: signed-in screens, forms with
// their own state, the status pages (rendered through the proxy's rewrite only).
const PRIVATE_SEGMENTS = new Set(['cockpit', 'login', 'register', 'alerts', 'confirm-email', 'forgot-password', 'reset-password', 'verify', 'status-page'])

/** The cookies of a request by name (the last wins, as in browsers' order of precedence it rarely matters). */
export function cookiesOf(header) {
  const out = new Map()
  if (!header) return out
  for (const part of String(header).split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  return out
}

// What the client router's requests vary by (Next's Vary header, and next-url in its _rsc hash).
const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']

/**
 * The cache key of a request for a public page an anonymous visitor may get from the cache, else
 * null. Anything that can make the page differ for this visitor keeps it out: another method, a
 * cookie other than the locale's (a session, a toast, a login step), credentials, server actions.
 * The bot type is part of the key (Next renders the metadata of a page differently for bots that
 * do not run scripts), and so are the client router's headers for its RSC requests (navigations
 * and the prefetches of links in view: several per page view). Next checks their _rsc hash, so a
 * request with headers that do not match its _rsc gets a redirect, never a page to keep.
 */
export function requestKey({ method, url, headers }, botType) {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (headers.authorization || headers['next-action']) return null
  if (headers.purpose === 'prefetch' || headers['x-middleware-prefetch']) return null
  const rsc = headers.rsc ? RSC_HEADERS.map((name) => String(headers[name] ?? '')).join('\n') : ''
  if (rsc.length > 4096) return null
  for (const name of cookiesOf(headers.cookie).keys()) if (name !== LOCALE_COOKIE) return null
  let parsed
  try {
    parsed = new URL(url, 'http://cache.invalid')
  } catch {
    return null
  }
  if (parsed.searchParams.has('_rsc') && !headers.rsc) return null
  const segments = parsed.pathname.split('/')
  if (!LOCALES.includes(segments[1])) return null
  if (segments[2] && PRIVATE_SEGMENTS.has(segments[2])) return null
  if (parsed.pathname.length > 512 || parsed.search.length > 512) return null
  return `${botType ?? 'browser'} ${parsed.pathname}${parsed.search}${rsc ? `\n${rsc}` : ''}`
}

/** Whether a kept response is the client router's RSC payload (not a document). */
export const isRscType = (contentType) => String(contentType ?? '').startsWith('text/x-component')

/** The locale of a cached page's path. */
export const localeOfKey = (key) => key.split('\n')[0].split(' ')[1].split('/')[1]

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
export function keptHeaders(status, headers) {
  if (status !== 200) return null
  const type = String(headers['content-type'] ?? '')
  const rsc = isRscType(type)
  if (!type.startsWith('text/html') && !rsc) return null
  const cookies = [headers['set-cookie'] ?? []].flat()
  // the locale cookie is set again when the page is served; any other cookie belongs to one visitor
  if (cookies.some((c) => !String(c).startsWith(`${LOCALE_COOKIE}=`))) return null
  if (!headers['content-security-policy']) return null
  const kept = {}
  for (const [name, value] of Object.entries(headers)) if (!DROPPED.has(name.toLowerCase())) kept[name.toLowerCase()] = value
  // an RSC payload varies by the router's headers; the browser must know
  if (rsc && headers.vary) kept.vary = headers.vary
  return kept
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const NOT_SCRIPT_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/(plain|template|html)|importmap)/i

/** The sha256 sources of the page's inline scripts (those the browser runs; data blocks are not). */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_SCRIPT_TYPES.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The page without the nonces of the request that rendered it (kept pages are allowed by hash). */
export function withoutNonces(html) {
  return html.replace(/<(script|link|style)\b[^>]*>/gi, (tag) => tag.replace(/\snonce="[^"]*"/i, ''))
}

/**
 * The policy of a kept page: the one the proxy gave the request that rendered it, with the nonce
 * and 'strict-dynamic' replaced by the hashes of the page's inline scripts. Its other scripts are
 * files from our origin ('self': Next's chunks); nothing injected into the page can run.
 */
export function hashedPolicy(policy, hashes) {
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

/** The encoding to answer with, from Accept-Encoding: br, then gzip, else none. */
export function chosenEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}
