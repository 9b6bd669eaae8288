// Loaded into the app process (`node --import tsx --import ./server/preload.ts … next start`, see
// server/app-command.ts) by server/start.ts, before Next creates its HTTP server.
//
// 1. The TCP peer in X-Forwarded-For. Next.js fills X-Forwarded-For from the socket only when the
//    client sent none, so a client talking to the app directly could name any address and escape
//    the per-IP limits. Here every request gets the address of the connection it came on appended
//    as the last entry: with no proxy the last entry is the client; behind N trusted proxies the
//    N-th entry from the end is (TRUSTED_PROXY_HOPS, src/modules/accounts/request-info.ts).
//
// 2. The page cache (ADR 0034, server/page-cache/): anonymous requests for pages declared public
//    (src/modules/routing/page-caching.ts, ADR 0055)
//    are answered from pages kept in memory until the data behind them changes. On with a
//    DATABASE_URL (it listens for changes on LISTEN_DATABASE_URL, by default DATABASE_URL);
//    PAGE_CACHE=off turns it off, PAGE_CACHE_MB sets its budget (default 64), PAGE_CACHE_STALE_S
//    how long kept pages answer for failing renders during a database outage (default 600, ADR 0047).
//    With SHARED_CACHE_PURGE_URLS (Varnish with xkey in front, ADR 0074) kept pages go out shareable
//    and tagged, and every invalidation purges its tags there.
//
// 3. The 404 page in the HTML (server/not-found-page.ts): a notFound() from a page, which Next
//    answers with an empty error shell, is answered with the rendered 404 page instead (rendered in
//    this process, no request to itself).
//
// 4. Bounded requests (ADR 0047): a request whose client has gone before it reaches Next is
//    dropped; one that has sent no answer after REQUEST_TIMEOUT_S (default 60) gets a 503 with
//    Retry-After, one that started answering and is not done by then is cut off. Whatever Next
//    still does for it afterwards goes nowhere.
//
// 5. With HELVEMED_MEMORY_FILE set (the soak benchmark sets it), the process writes its
//    process.memoryUsage(), the heap after the last full garbage collection and the requests in
//    flight (now and at most since the last report) as JSON to that file every 10 s, so they can
//    be read from outside.
//
// 6. Input Next cannot read (server/bad-input.ts, ADR 0052): a malformed path, a NUL in the
//    URL, a non-form or oversized server-action body get a 4xx with the security headers; so do the
//    requests Node's parser refuses (headers over its size limit). Next's trailing-slash 308 and
//    its errors get the security headers Next did not set itself as their head is written.
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { PerformanceObserver, constants as perfConstants, type PerformanceEntry } from 'node:perf_hooks'
import v8 from 'node:v8'
import { routeTable, pageMayBeKept } from '@/modules/routing/page-caching'
import { answerBadInput, answerClientError, badInputStatus, localeOfUrl, messageTexts, securityHeaderList } from './bad-input'
import { botTypeOf, builtPageRoutes } from './next-internals'
import { clientGone, type Listener, withPageCache } from './page-cache/handler'
import { type ChangeListener, listenForChanges, type ListenerStatus } from './page-cache/invalidation'
import { PageStore } from './page-cache/store'
import { type Purger, purgeUrlsOf, sharedCachePurger } from './page-cache/purge'
import { withPurgeBarrier } from './page-cache/write-barrier'
import { withRenderedNotFound } from './not-found-page'

// The tsx loader (server/app-command.ts) turns Node's source maps on for the whole process; Node then
// reads and keeps the source map of every module it loads, Next's server chunks included: +150 MB
// RSS in the app process, measured (ADR 0055). Off again before Next loads; stack traces of Next's
// chunks point into the built files, as they did before.
process.setSourceMapsEnabled(false)

/** The connection's remote address; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
export function peerAddress(socket: Socket | null | undefined): string | null {
  const address = socket && socket.remoteAddress
  if (!address) return null
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

export function appendPeer(req: IncomingMessage): void {
  const peer = peerAddress(req.socket)
  if (!peer) return
  const prior = req.headers['x-forwarded-for']
  const chain = Array.isArray(prior) ? prior.join(', ') : prior
  req.headers['x-forwarded-for'] = chain && chain.trim() ? `${chain}, ${peer}` : peer
}

// Requests being answered right now (in the memory report: work the server holds in memory).
let inFlight = 0
let peakInFlight = 0
const done = () => {
  inFlight--
}

let pageStore: PageStore | null = null
let pageListener: ChangeListener | null = null
let purger: Purger | null = null
function positive(value: string | undefined, fallback: number, zeroAllowed = false): number {
  const n = Number(value ?? fallback)
  return Number.isFinite(n) && (n > 0 || (zeroAllowed && n === 0)) ? n : fallback
}

const SECURITY_HEADERS = securityHeaderList(process.env.NODE_ENV === 'production')
const REQUEST_TIMEOUT_MS = positive(process.env.REQUEST_TIMEOUT_S, 60) * 1000
export const KEEP_ALIVE_MS = 65_000
const BUSY_TEXT = busyTexts()

/** The 503 text per language (messages/*.json, key serverBusy); German when none can be read. */
function busyTexts() {
  return messageTexts(
    (messages) => (typeof messages.serverBusy === 'string' ? messages.serverBusy : undefined),
    'Helvemed ist gerade stark ausgelastet. Bitte versuche es in ein paar Sekunden noch einmal.',
  )
}

/** Past the deadline: a 503 when nothing was sent yet, else the connection is cut. Next's later writes go nowhere. */
export function overdue(req: IncomingMessage, res: ServerResponse): void {
  if (res.writableEnded || res.destroyed) return
  if (res.headersSent) return void res.destroy()
  const body = `${BUSY_TEXT[localeOfUrl(req.url)]}\n`
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  res.writeHead(503, {
    ...Object.fromEntries(SECURITY_HEADERS),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '10',
    'content-length': Buffer.byteLength(body),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  res.setHeader = () => res
  res.appendHeader = () => res
  res.removeHeader = () => {}
  res.writeHead = (() => res) as typeof res.writeHead
  res.flushHeaders = () => {}
  res.write = (() => true) as typeof res.write
  res.end = (() => res) as typeof res.end
}

/**
 * Where the app's /api/ready reads the listener's state (ADR 0050): Next's route bundles cannot
 * import this file, so it is handed over as a process-global function. Absent when the app was
 * started without this wrapper (no page cache either).
 */
export const LISTENER_STATUS = Symbol.for('helvemed.pageCacheListener')
const handOver = globalThis as { [LISTENER_STATUS]?: ListenerStatus }

/**
 * The answers Next writes outside next.config.ts's headers (its trailing-slash 308, a bare 500) get
 * the security headers it did not set, as the head is written.
 */
function withSecurityHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find((arg): arg is Record<string, unknown> => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg))
    const givenNames = new Set(given ? Object.keys(given).map((name) => name.toLowerCase()) : [])
    // Next's permanent (trailing-slash) redirect and errors only: added to every answer, or to the
    // 307s of the client router's requests, they turned its navigations into full page loads.
    if (!res.headersSent && (status === 308 || status >= 500)) {
      for (const [name, value] of SECURITY_HEADERS) if (!res.hasHeader(name) && !givenNames.has(name)) res.setHeader(name, value)
    }
    return writeHead.call(this, status, ...rest)
  } as typeof res.writeHead
}

/** The page cache of this process, started with the first server (null when off). */
function pageCache(): PageStore | null {
  const url = process.env.DATABASE_URL
  if (pageStore) return pageStore
  if (!url || process.env.PAGE_CACHE === 'off') {
    handOver[LISTENER_STATUS] ??= () => ({ state: 'off', since: Date.now() })
    return null
  }
  const megabytes = process.env.PAGE_CACHE_MB
  const staleSeconds = positive(process.env.PAGE_CACHE_STALE_S, 600, true)
  pageStore = new PageStore({ maxBytes: positive(megabytes, 64) * 1024 * 1024, maxAgeMs: 10 * 60 * 1000, staleMs: staleSeconds * 1000 })
  pageListener = listenForChanges(pageStore, {
    connectionString: process.env.LISTEN_DATABASE_URL || url,
    log: (msg) => console.warn(`[helvemed] ${msg}`),
    warn: (msg) => console.error(`\n[helvemed] ******** WARNING ********\n[helvemed] ${msg}\n[helvemed] *************************\n`),
  })
  handOver[LISTENER_STATUS] = pageListener.status
  // The shared cache tier (ADR 0074): every invalidation purges its tags there.
  const purgeUrls = purgeUrlsOf(process.env.SHARED_CACHE_PURGE_URLS)
  if (purgeUrls.length > 0) {
    purger = sharedCachePurger({ urls: purgeUrls, log: (msg) => console.warn(`[helvemed] ${msg}`) })
    pageStore.onInvalidate(purger.purge)
  }
  return pageStore
}

/**
 * Whether the page answering a path may be kept: matched against the pages of this build (a page
 * added without a declaration is then found, and not kept), by their declarations.
 */
function mayKeepOfBuild() {
  const built = builtPageRoutes(process.cwd())
  if (built === null) return undefined // no build manifest (tests): the declared pages
  const routes = routeTable(built)
  return (pathname: string) => pageMayBeKept(pathname, routes)
}

function wrapListener<L>(listener: L): L {
  if (typeof listener !== 'function') return listener
  const store = pageCache()
  // Next's empty error shell of a notFound() replaced by the rendered 404 page (not-found-page.ts).
  const app = withRenderedNotFound(listener as Listener)
  const sync = pageListener?.sync
  const cached = store ? withPageCache(store, app, { botType: botTypeOf, mayKeep: mayKeepOfBuild(), sync, shared: Boolean(purger) }) : app
  // with a shared cache, a write's answer waits (bounded) for the purges of its changes (ADR 0074)
  const next = purger && sync ? withPurgeBarrier(cached, { sync, settled: purger.settled }) : cached
  return function helvemedPeerListener(this: unknown, req: IncomingMessage, res: ServerResponse) {
    // the client has gone already (it gave up while the request waited in the queue): no work for it
    if (clientGone(req, res)) return
    // a path or body Next cannot read: a 4xx with the security headers instead of Next's bare 500
    const bad = badInputStatus(req)
    if (bad) return answerBadInput(req, res, bad)
    appendPeer(req)
    inFlight++
    if (inFlight > peakInFlight) peakInFlight = inFlight
    const deadline = setTimeout(overdue, REQUEST_TIMEOUT_MS, req, res)
    deadline.unref()
    res.once('close', () => {
      clearTimeout(deadline)
      done()
    })
    withSecurityHeaders(res)
    return next.call(this, req, res)
  } as L
}

// Next.js calls http.createServer on the module object (CommonJS), which is the one patched here.
const createServer = http.createServer as (...args: unknown[]) => http.Server
http.createServer = function helvemedCreateServer(this: unknown, options?: unknown, listener?: unknown) {
  const server = typeof options === 'function' ? createServer.call(this, wrapListener(options)) : createServer.call(this, options, wrapListener(listener))
  // Node's parser refusals (oversized headers, broken requests) with the security headers too.
  server.on('clientError', (err: Error & { code?: string }, socket) => answerClientError(err, socket))
  // Idle keep-alive connections stay open longer than a reverse proxy's or a client's idle time
  // (nginx and load balancers: 60 s). With Node's 5 s a client that reuses a connection at the
  // moment the server closes it gets ECONNRESET (seen in the parallel e2e run, ADR 0058).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  return server
} as typeof http.createServer

const memoryFile = process.env.HELVEMED_MEMORY_FILE
if (memoryFile) {
  // The heap right after the last full (mark-compact) collection: what is really kept alive,
  // without the garbage that heapUsed counts between collections.
  let heapAfterGc: number | null = null
  let majorGcs = 0
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      if (entry.detail?.kind !== perfConstants.NODE_PERFORMANCE_GC_MAJOR) continue
      majorGcs++
      heapAfterGc = v8.getHeapStatistics().used_heap_size
    }
  })
  gcObserver.observe({ entryTypes: ['gc'] })
  const write = () => {
    const tmp = `${memoryFile}.${process.pid}.tmp`
    try {
      fs.writeFileSync(tmp, JSON.stringify({ at: Date.now(), pid: process.pid, inFlight, peakInFlight, heapAfterGc, majorGcs, ...process.memoryUsage() }))
      peakInFlight = inFlight
      fs.renameSync(tmp, memoryFile)
    } catch {
      // Reporting must never disturb the server.
    }
  }
  write()
  setInterval(write, 10_000).unref()
}
