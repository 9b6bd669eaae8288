// The page cache in front of Next in the app process (ADR 0034): anonymous requests for public
// pages are answered from kept pages when there is one; otherwise Next renders as usual, the
// response goes out unchanged while it is copied, and the copy is kept with a policy that allows
// exactly its own inline scripts. Requests for a page being rendered wait for it (up to a limit)
// instead of rendering it again.
// Every wait here is bounded (ADR 0047): the barrier before a kept page goes out (`syncMs`, then the
// page is rendered) and the wait for a render under way (`waitMs`, then the request renders
// itself). A request whose client has gone by the end of a wait is dropped, not rendered. While the
// store does not hear about changes (database outage), a render that fails with a 5xx is answered
// with the page kept before, marked `x-page-cache: stale` (store.stale, PAGE_CACHE_STALE_S).
// A kept page carries tags, what it shows (ADR 0073): those of its path (pageTagsOf), known before
// it renders, and any a page adds in the internal response header `x-page-tags`, which is read and
// removed before the response goes out. `tagsOfResponse` gives them for the response being answered.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales'
import { decodedBody } from '../decoded-body'
import { ANALYTICS_ORIGINS_HEADER, originsOfHeader, withAnalyticsOrigins, withoutAnalyticsOrigins } from '@/modules/consent/analytics'
import { consentsToStatistics } from '@/modules/consent/consent'
import { pageTagsOf, parsedTags } from '@/modules/routing/page-tags'
import {
  chosenEncoding,
  cookiesOf,
  hashedPolicy,
  inlineScriptHashes,
  isRscType,
  keptHeaders,
  localeOfKey,
  type MayKeep,
  mayKeepDeclared,
  requestKey,
  withoutNonces,
} from './policy'
import { sharedHeaders } from './shared-tier'
import type { PageEntry, PageStore } from './store'

/** A request listener as Node's http server calls it. */
export type Listener = (this: unknown, req: IncomingMessage, res: ServerResponse) => unknown
type Response = ServerResponse & { [SERVED_STALE]?: boolean; [PAGE_TAGS]?: string[] }
type Chunk = string | Buffer | Uint8Array | null | undefined
type Callback = (error?: Error | null) => void

const MAX_CAPTURE_BYTES = 4 * 1024 * 1024
const WAIT_FOR_RENDER_MS = 5_000
const SYNC_MS = 2_000
const SERVED_STALE = Symbol('helvemed.servedStale')
const PAGE_TAGS = Symbol('helvemed.pageTags')

/** The internal header in which a page may add tags to its path's (read and removed by the cache). */
export const PAGE_TAGS_HEADER = 'x-page-tags'

/** The tags of the kept (or to be kept) page a response answers with, or null for a response the cache does not keep. */
export function tagsOfResponse(res: ServerResponse): readonly string[] | null {
  return (res as Response)[PAGE_TAGS] ?? null
}

/** The path and query of a request's URL ('' when it cannot be read). */
function pathOf(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? '', 'http://cache.invalid')
    return parsed.pathname + parsed.search
  } catch {
    return ''
  }
}

/** The value of `promise`, or `fallback` once `ms` have passed. */
export function within<T, F>(promise: Promise<T> | T, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(resolve, ms, fallback)
    timer.unref?.()
  })
  return Promise.race<T | F>([Promise.resolve(promise).catch(() => fallback), late]).finally(() => clearTimeout(timer))
}

/** The client closed its connection: nothing will read an answer. */
export function clientGone(req: IncomingMessage, res: ServerResponse): boolean {
  return Boolean(res.destroyed || (res.socket && res.socket.destroyed) || (req.destroyed && !req.complete))
}

function serve(store: PageStore, entry: PageEntry, key: string, req: IncomingMessage, res: ServerResponse, kind: 'hit' | 'stale' = 'hit', shared = false): void {
  ;(res as Response)[PAGE_TAGS] = [...entry.tags]
  const encoding = chosenEncoding(req.headers['accept-encoding'])
  // The browser may keep it (back/forward cache, revalidation by ETag), nobody else: it may set a cookie.
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'cache-control': kind === 'stale' ? 'no-store' : 'private, no-cache',
    // the analytics origins only for a visitor who agreed to statistics (ADR 0066)
    'content-security-policy': consentsToStatistics(String(req.headers.cookie ?? ''))
      ? withAnalyticsOrigins(entry.policy, originsOfHeader(entry.headers[ANALYTICS_ORIGINS_HEADER]))
      : entry.policy,
    vary: entry.headers.vary ?? 'Accept-Encoding',
    etag: entry.etag,
    'x-page-cache': kind,
    // a shared cache in front keeps it, tagged (ADR 0074); the tags are internal
    ...(shared && kind === 'hit' ? sharedHeaders(entry.tags) : {}),
  }
  delete headers[PAGE_TAGS_HEADER]
  const locale = localeOfKey(key)
  if (cookiesOf(req.headers.cookie).get(LOCALE_COOKIE) !== locale) {
    headers['set-cookie'] = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`
  }
  if (kind === 'hit' && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, { etag: entry.etag, vary: 'Accept-Encoding', 'x-page-cache': 'hit', ...(headers['set-cookie'] ? { 'set-cookie': headers['set-cookie'] } : {}) })
    res.end()
    return
  }
  const body = store.body(entry, encoding)
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  headers['content-length'] = String(body.length)
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Copies what Next writes (after its compression) and keeps the page when the response ends well. */
function capture(store: PageStore, key: string, generation: number, res: Response, settle: (entry: PageEntry | null) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  let overflow = false
  const write = res.write
  const end = res.end
  const writeHead = res.writeHead
  // the page's own tags join its path's before the headers go out; the header itself never does
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const added = parsedTags(res.getHeader(PAGE_TAGS_HEADER))
    res.removeHeader(PAGE_TAGS_HEADER)
    const given = args.find((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a))
    if (given) {
      for (const name of Object.keys(given)) {
        if (name.toLowerCase() !== PAGE_TAGS_HEADER) continue
        added.push(...parsedTags(given[name]))
        delete given[name]
      }
    }
    if (added.length) res[PAGE_TAGS] = [...new Set([...(res[PAGE_TAGS] ?? []), ...added])]
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.writeHead
  const take = (chunk: Chunk | Callback, encoding?: unknown) => {
    if (overflow || chunk == null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk)
    size += buffer.length
    if (size > MAX_CAPTURE_BYTES) overflow = true
    else chunks.push(buffer)
  }
  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: unknown, cb?: unknown) {
    take(chunk, encoding)
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, cb)
  } as typeof res.write
  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: unknown, cb?: unknown) {
    take(chunk, encoding)
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, cb)
  } as typeof res.end
  res.once('finish', () => {
    let entry: PageEntry | null = null
    if (res[SERVED_STALE]) return settle(null)
    try {
      const headers = keptHeaders(res.statusCode, res.getHeaders())
      if (headers && !overflow) {
        const body = decodedBody(Buffer.concat(chunks), res.getHeader('content-encoding')).toString('utf8')
        // kept without the analytics origins the rendering visitor's consent added; serve adds them per visitor
        const policy = withoutAnalyticsOrigins(String(res.getHeader('content-security-policy')), originsOfHeader(res.getHeader(ANALYTICS_ORIGINS_HEADER)))
        // a document runs its inline scripts (allowed by hash); an RSC payload is data, no policy applies
        entry = isRscType(headers['content-type'])
          ? store.set(key, generation, { html: body, headers, policy: hashedPolicy(policy, []), tags: res[PAGE_TAGS] })
          : store.set(key, generation, { html: withoutNonces(body), headers, policy: hashedPolicy(policy, inlineScriptHashes(body)), tags: res[PAGE_TAGS] })
      }
    } catch {
      entry = null // a page that cannot be read back is simply not kept
    }
    settle(entry)
  })
  res.once('close', () => settle(null))
}

/**
 * While the store is deaf (database outage), a 5xx from Next is replaced by the page kept before:
 * the first write, header flush or end decides; Next's later writes go nowhere.
 */
function orStale(store: PageStore, key: string, req: IncomingMessage, res: Response): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  // open: nothing written yet; passed: Next's answer goes out; serving/replaced: the stale page does
  let state: 'open' | 'passed' | 'serving' | 'replaced' = 'open'
  const decide = (status: number) => {
    if (state !== 'open') return
    const entry = status >= 500 && !res.headersSent ? store.stale(key) : null
    if (!entry) return void (state = 'passed')
    res[SERVED_STALE] = true
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    state = 'serving'
    serve(store, entry, key, req, res, 'stale')
    state = 'replaced'
  }
  const later = (...args: unknown[]) => {
    const callback = args.find((a): a is () => void => typeof a === 'function')
    if (callback) process.nextTick(callback)
  }
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    decide(status)
    if (state === 'replaced') return res
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest)
  } as typeof res.writeHead
  res.flushHeaders = function (this: ServerResponse) {
    decide(res.statusCode)
    if (state === 'replaced') return
    return original.flushHeaders.call(this)
  }
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    decide(res.statusCode)
    if (state === 'replaced') {
      later(...args)
      return true
    }
    return (original.write as (...a: unknown[]) => boolean).apply(this, args)
  } as typeof res.write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    decide(res.statusCode)
    if (state === 'replaced') {
      later(...args)
      return res
    }
    return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.end
}

type Bounds = { sync: () => Promise<boolean>; waitMs: number; shared: boolean }
/** The tags of a page by its path and query (page-tags.ts). */
type TagsOf = (pathAndQuery: string) => readonly string[]
type CacheOptions = {
  botType: (userAgent: string) => string
  mayKeep?: MayKeep
  tagsOf?: TagsOf
  sync?: () => Promise<boolean>
  syncMs?: number
  waitMs?: number
  /** kept pages go out shareable by a shared cache that is purged (ADR 0074) */
  shared?: boolean
}

export function withPageCache(
  store: PageStore,
  listener: Listener,
  { botType, mayKeep = mayKeepDeclared, tagsOf = pageTagsOf, sync = () => Promise.resolve(true), syncMs = SYNC_MS, waitMs = WAIT_FOR_RENDER_MS, shared = false }: CacheOptions,
): Listener {
  const bounds: Bounds = { sync: () => within(sync(), syncMs, false), waitMs, shared }
  return function helvemedPageCache(this: unknown, req, res) {
    const key = store.enabled || store.servesStale() ? requestKey(req, botType(String(req.headers['user-agent'] ?? '')), mayKeep) : null
    if (!key) return listener.call(this, req, res)
    ;(res as Response)[PAGE_TAGS] = [...tagsOf(pathOf(req.url))]
    if (store.get(key)) {
      // a kept page goes out only once every change committed before this request has arrived
      void bounds.sync().then((listening) => {
        if (clientGone(req, res)) return
        const entry = listening ? store.get(key) : null
        if (entry) serve(store, entry, key, req, res, 'hit', bounds.shared)
        else miss.call(this, store, listener, key, req, res, bounds)
      })
      return
    }
    return miss.call(this, store, listener, key, req, res, bounds)
  }
}

/** No kept page: wait (a bounded time) for the render of it that is under way, or render it and keep it. */
function miss(this: unknown, store: PageStore, listener: Listener, key: string, req: IncomingMessage, res: ServerResponse, bounds: Bounds): unknown {
  const rendering = store.pending.get(key)
  if (rendering) {
    void within(rendering, bounds.waitMs, null)
      .then(() => (clientGone(req, res) ? false : bounds.sync()))
      .then((listening) => {
        if (clientGone(req, res)) return
        const entry = listening ? store.get(key) : null
        if (entry && !res.headersSent) serve(store, entry, key, req, res, 'hit', bounds.shared)
        else render.call(this, store, listener, key, req, res)
      })
    return
  }
  return render.call(this, store, listener, key, req, res)
}

function render(this: unknown, store: PageStore, listener: Listener, key: string, req: IncomingMessage, res: ServerResponse): unknown {
  if (req.method === 'HEAD') return listener.call(this, req, res)
  orStale(store, key, req, res)
  let settle: (entry: PageEntry | null) => void = () => {}
  const done = new Promise<PageEntry | null>((resolve) => (settle = resolve))
  let settled = false
  // while deaf nothing is kept, so nobody waits for this render
  if (store.enabled && !store.pending.has(key)) store.pending.set(key, done)
  capture(store, key, store.generation, res, (entry) => {
    if (settled) return
    settled = true
    if (store.pending.get(key) === done) store.pending.delete(key)
    settle(entry)
  })
  res.setHeader('x-page-cache', 'miss')
  return listener.call(this, req, res)
}
