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
import { decodedBody } from '../decoded-body.mjs'
import {
  chosenEncoding,
  cookiesOf,
  hashedPolicy,
  inlineScriptHashes,
  isRscType,
  keptHeaders,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeOfKey,
  requestKey,
  withoutNonces,
} from './policy.mjs'

const MAX_CAPTURE_BYTES = 4 * 1024 * 1024
const WAIT_FOR_RENDER_MS = 5_000
const SYNC_MS = 2_000
const SERVED_STALE = Symbol('helvemed.servedStale')

/** The value of `promise`, or `fallback` once `ms` have passed. */
export function within(promise, ms, fallback) {
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, fallback)
    timer.unref?.()
  })
  return Promise.race([Promise.resolve(promise).catch(() => fallback), late]).finally(() => clearTimeout(timer))
}

/** The client closed its connection: nothing will read an answer. */
export function clientGone(req, res) {
  return Boolean(res.destroyed || (res.socket && res.socket.destroyed) || (req.destroyed && !req.complete))
}

function serve(store, entry, key, req, res, kind = 'hit') {
  const encoding = chosenEncoding(req.headers['accept-encoding'])
  // The browser may keep it (back/forward cache, revalidation by ETag), nobody else: it may set a cookie.
  const headers = {
    ...entry.headers,
    'cache-control': kind === 'stale' ? 'no-store' : 'private, no-cache',
    'content-security-policy': entry.policy,
    vary: entry.headers.vary ?? 'Accept-Encoding',
    etag: entry.etag,
    'x-page-cache': kind,
  }
  const locale = localeOfKey(key)
  if (cookiesOf(req.headers.cookie).get(LOCALE_COOKIE) !== locale) {
    headers['set-cookie'] = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`
  }
  if (kind === 'hit' && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, { etag: entry.etag, vary: 'Accept-Encoding', 'x-page-cache': 'hit', ...(headers['set-cookie'] ? { 'set-cookie': headers['set-cookie'] } : {}) })
    return res.end()
  }
  const body = store.body(entry, encoding)
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  headers['content-length'] = String(body.length)
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Copies what Next writes (after its compression) and keeps the page when the response ends well. */
function capture(store, key, generation, res, settle) {
  const chunks = []
  let size = 0
  let overflow = false
  const write = res.write
  const end = res.end
  const take = (chunk, encoding) => {
    if (overflow || chunk == null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    size += buffer.length
    if (size > MAX_CAPTURE_BYTES) overflow = true
    else chunks.push(buffer)
  }
  res.write = function (chunk, encoding, cb) {
    take(chunk, encoding)
    return write.call(this, chunk, encoding, cb)
  }
  res.end = function (chunk, encoding, cb) {
    take(chunk, encoding)
    return end.call(this, chunk, encoding, cb)
  }
  res.once('finish', () => {
    let entry = null
    if (res[SERVED_STALE]) return settle(null)
    try {
      const headers = keptHeaders(res.statusCode, res.getHeaders())
      if (headers && !overflow) {
        const body = decodedBody(Buffer.concat(chunks), res.getHeader('content-encoding')).toString('utf8')
        const policy = String(res.getHeader('content-security-policy'))
        // a document runs its inline scripts (allowed by hash); an RSC payload is data, no policy applies
        entry = isRscType(headers['content-type'])
          ? store.set(key, generation, { html: body, headers, policy: hashedPolicy(policy, []) })
          : store.set(key, generation, { html: withoutNonces(body), headers, policy: hashedPolicy(policy, inlineScriptHashes(body)) })
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
function orStale(store, key, req, res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  // open: nothing written yet; passed: Next's answer goes out; serving/replaced: the stale page does
  let state = 'open'
  const decide = (status) => {
    if (state !== 'open') return
    const entry = status >= 500 && !res.headersSent ? store.stale(key) : null
    if (!entry) return void (state = 'passed')
    res[SERVED_STALE] = true
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    state = 'serving'
    serve(store, entry, key, req, res, 'stale')
    state = 'replaced'
  }
  const later = (...args) => {
    const callback = args.find((a) => typeof a === 'function')
    if (callback) process.nextTick(callback)
  }
  res.writeHead = function (status, ...rest) {
    decide(status)
    if (state === 'replaced') return res
    return original.writeHead.call(this, status, ...rest)
  }
  res.flushHeaders = function () {
    decide(res.statusCode)
    if (state === 'replaced') return
    return original.flushHeaders.call(this)
  }
  res.write = function (...args) {
    decide(res.statusCode)
    if (state === 'replaced') {
      later(...args)
      return true
    }
    return original.write.apply(this, args)
  }
  res.end = function (...args) {
    decide(res.statusCode)
    if (state === 'replaced') {
      later(...args)
      return res
    }
    return original.end.apply(this, args)
  }
}

export function withPageCache(store, listener, { botType, sync = () => Promise.resolve(true), syncMs = SYNC_MS, waitMs = WAIT_FOR_RENDER_MS }) {
  const bounds = { sync: () => within(sync(), syncMs, false), waitMs }
  return function helvemedPageCache(req, res) {
    const key = store.enabled || store.servesStale() ? requestKey(req, botType(String(req.headers['user-agent'] ?? ''))) : null
    if (!key) return listener.call(this, req, res)
    if (store.get(key)) {
      // a kept page goes out only once every change committed before this request has arrived
      void bounds.sync().then((listening) => {
        if (clientGone(req, res)) return
        const entry = listening ? store.get(key) : null
        if (entry) serve(store, entry, key, req, res)
        else miss.call(this, store, listener, key, req, res, bounds)
      })
      return
    }
    return miss.call(this, store, listener, key, req, res, bounds)
  }
}

/** No kept page: wait (a bounded time) for the render of it that is under way, or render it and keep it. */
function miss(store, listener, key, req, res, bounds) {
  const rendering = store.pending.get(key)
  if (rendering) {
    void within(rendering, bounds.waitMs, null)
      .then(() => (clientGone(req, res) ? false : bounds.sync()))
      .then((listening) => {
        if (clientGone(req, res)) return
        const entry = listening ? store.get(key) : null
        if (entry && !res.headersSent) serve(store, entry, key, req, res)
        else render.call(this, store, listener, key, req, res)
      })
    return
  }
  return render.call(this, store, listener, key, req, res)
}

function render(store, listener, key, req, res) {
  if (req.method === 'HEAD') return listener.call(this, req, res)
  orStale(store, key, req, res)
  let settle
  const done = new Promise((resolve) => (settle = resolve))
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
