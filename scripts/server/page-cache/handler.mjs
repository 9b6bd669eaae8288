// The page cache in front of Next in the app process (ADR 0034): anonymous requests for public
// pages are answered from kept pages when there is one; otherwise Next renders as usual, the
// response goes out unchanged while it is copied, and the copy is kept with a policy that allows
// exactly its own inline scripts. Requests for a page being rendered wait for it (up to a limit)
// instead of rendering it again.
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
const WAIT_FOR_RENDER_MS = 10_000

function serve(store, entry, key, req, res) {
  const encoding = chosenEncoding(req.headers['accept-encoding'])
  // The browser may keep it (back/forward cache, revalidation by ETag), nobody else: it may set a cookie.
  const headers = {
    ...entry.headers,
    'cache-control': 'private, no-cache',
    'content-security-policy': entry.policy,
    vary: entry.headers.vary ?? 'Accept-Encoding',
    etag: entry.etag,
    'x-page-cache': 'hit',
  }
  const locale = localeOfKey(key)
  if (cookiesOf(req.headers.cookie).get(LOCALE_COOKIE) !== locale) {
    headers['set-cookie'] = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`
  }
  if (req.headers['if-none-match'] === entry.etag) {
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

export function withPageCache(store, listener, { botType, sync = () => Promise.resolve(true) }) {
  return function helvemedPageCache(req, res) {
    const key = store.enabled ? requestKey(req, botType(String(req.headers['user-agent'] ?? ''))) : null
    if (!key) return listener.call(this, req, res)
    if (store.get(key)) {
      // a kept page goes out only once every change committed before this request has arrived
      void sync().then((listening) => {
        const entry = listening ? store.get(key) : null
        if (res.destroyed) return
        if (entry) serve(store, entry, key, req, res)
        else miss.call(this, store, listener, key, req, res, sync)
      })
      return
    }
    return miss.call(this, store, listener, key, req, res, sync)
  }
}

/** No kept page: wait for the render of it that is under way, or render it and keep it. */
function miss(store, listener, key, req, res, sync) {
  const rendering = store.pending.get(key)
  if (rendering) {
    const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_FOR_RENDER_MS, null).unref())
    void Promise.race([rendering, timeout])
      .then(() => sync())
      .then((listening) => {
        const entry = listening ? store.get(key) : null
        if (entry && !res.headersSent && !res.destroyed) serve(store, entry, key, req, res)
        else listener.call(this, req, res)
      })
    return
  }
  if (req.method === 'HEAD') return listener.call(this, req, res)
  let settle
  const done = new Promise((resolve) => (settle = resolve))
  let settled = false
  store.pending.set(key, done)
  capture(store, key, store.generation, res, (entry) => {
    if (settled) return
    settled = true
    if (store.pending.get(key) === done) store.pending.delete(key)
    settle(entry)
  })
  res.setHeader('x-page-cache', 'miss')
  return listener.call(this, req, res)
}
