// The site's 404 page in the server's HTML, also when a page calls notFound() (issue 12.7).
//
// Next 16 answers a notFound() thrown while a page renders with its empty error shell
// (`<html id="__next_error__">`, no layout, no text): React's streaming SSR does not run the client
// boundary that draws not-found.tsx, so the text appears only after JavaScript ran (vercel/next.js
// #62228, #98295). Visitors without JavaScript and crawlers read a blank page.
//
// Here, in the app process in front of Next, a document request under /{de|fr|it}/ whose answer is a
// 404 is held back; when it is that shell, the answer is replaced by the rendered 404 page: the
// proxy's status page (/{lang}/status-page/404, the same page the proxy serves for unknown paths),
// fetched from this process with the original path for its data. Every other answer goes out as
// Next wrote it. Only 404s are held (a few KB each); 200s stream as before.
import { decodedBody } from './decoded-body.mjs'

/** Request header of the inner request: the path the visitor asked for (and no second pass). */
export const NOT_FOUND_PATH_HEADER = 'x-helvemed-not-found-path'

// Hop-by-hop and body-framing headers of the inner answer that do not carry over.
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'date'])

/** The language of a document request whose 404 answer may be replaced, else null. */
export function notFoundLocaleOf(req) {
  if (req.method !== 'GET') return null
  if (req.headers[NOT_FOUND_PATH_HEADER] !== undefined) return null
  // The client router's requests (RSC payloads, prefetches) expect no document.
  if (req.headers['sec-fetch-dest'] === 'empty' || req.headers.rsc !== undefined || req.headers['next-url'] !== undefined) return null
  const path = String(req.url ?? '').split('?')[0] ?? ''
  return /^\/(de|fr|it)(?:\/|$)/.exec(path)?.[1] ?? null
}

/** Whether an HTML document is Next's empty error shell. */
export function isErrorShell(html) {
  return /<html[^>]*\sid="__next_error__"/.test(html.slice(0, 2000))
}

/** The rendered 404 page for `path` in `lang`, as the proxy answers it (status, headers, body), or null. */
async function renderedNotFound(origin, lang, path, req) {
  const headers = { [NOT_FOUND_PATH_HEADER]: path }
  for (const name of ['user-agent', 'accept-language', 'cookie', 'x-forwarded-for']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const res = await fetch(`${origin}/${lang}/status-page/404`, { headers, redirect: 'manual', cache: 'no-store' })
  if (res.status !== 404) return null
  return { headers: [...res.headers].filter(([name]) => !DROPPED.has(name) && name !== 'set-cookie'), body: Buffer.from(await res.arrayBuffer()) }
}

export function withRenderedNotFound(listener, { origin }) {
  return function helvemedNotFoundPage(req, res) {
    const lang = notFoundLocaleOf(req)
    if (!lang) return listener.call(this, req, res)
    // The methods are wrapped once and never put back: Next's compression wraps them again after
    // us and calls ours, so restoring the originals would skip it. Passing through is a flag.
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    let holding = null // null: not decided yet; false: passing through; an array: the held chunks
    let headArgs = null
    const decide = () => {
      if (holding !== null) return
      const type = String(res.getHeader('content-type') ?? '')
      holding = res.statusCode === 404 && type.startsWith('text/html') ? [] : false
      if (holding === false && headArgs) writeHead.apply(res, headArgs)
    }
    const hold = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function') return
      holding.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    }
    res.writeHead = function (status, ...rest) {
      if (holding === false) return writeHead.call(res, status, ...rest)
      res.statusCode = status
      // Headers given here join the response's, so the decision and a replay see them.
      const headers = rest.find((arg) => arg && typeof arg === 'object')
      if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      headArgs = [status]
      decide()
      return res
    }
    res.write = function (chunk, encoding, cb) {
      decide()
      if (holding === false) return write.call(res, chunk, encoding, cb)
      hold(chunk, encoding)
      if (typeof cb === 'function') cb()
      else if (typeof encoding === 'function') encoding()
      return true
    }
    res.end = function (chunk, encoding, cb) {
      decide()
      if (holding === false) return end.call(res, chunk, encoding, cb)
      if (typeof chunk !== 'function') hold(chunk, encoding)
      const held = Buffer.concat(holding)
      holding = false
      const original = () => {
        if (headArgs) writeHead.apply(res, headArgs)
        end.call(res, held)
      }
      let html = ''
      try {
        html = decodedBody(held, res.getHeader('content-encoding')).toString('utf8')
      } catch {
        original()
        return res
      }
      if (!isErrorShell(html)) {
        original()
        return res
      }
      const path = String(req.url ?? '').split('?')[0] ?? ''
      renderedNotFound(origin, lang, path, req)
        .then((page) => {
          if (!page || res.destroyed) return original()
          for (const name of res.getHeaderNames()) if (name !== 'set-cookie') res.removeHeader(name)
          for (const [name, value] of page.headers) res.setHeader(name, value)
          res.setHeader('content-length', String(page.body.length))
          writeHead.call(res, 404)
          end.call(res, page.body)
        })
        .catch(original)
      return res
    }
    return listener.call(this, req, res)
  }
}
