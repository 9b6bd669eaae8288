// The site's 404 page in the server's HTML, also when a page calls notFound() (ADR 0035).
//
// Next 16 answers a notFound() thrown while a page renders with its empty error shell
// (`<html id="__next_error__">`, no layout, no text): React's streaming SSR does not run the client
// boundary that draws not-found.tsx, so the text appears only after JavaScript ran (vercel/next.js
// #62228, #98295). Visitors without JavaScript and crawlers read a blank page.
//
// Here, in the app process in front of Next, a document request under /{lang}/ whose answer is a
// 404 is held back; when it is that shell, the answer is replaced by the rendered 404 page: the
// proxy's status page (/{lang}/status-page/404, the same page the proxy serves for unknown paths),
// rendered by Next's request handler in this process for a synthetic request (no HTTP request to
// ourselves, ADR 0055) with the original path for its data. Every other answer goes out as Next
// wrote it. Only 404s are held (a few KB each); 200s stream as before.
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { Socket } from 'node:net'
import { isLocale, type Locale } from '@/i18n/locales'
import { NOT_FOUND_PATH_HEADER, STATUS_PAGE_SEGMENT } from '@/modules/routing/status-page'
import { decodedBody } from './decoded-body'
import { isErrorShell, NEXT_URL_HEADER, RSC_HEADER } from './next-internals'
import type { Listener } from './page-cache/handler'

export { NOT_FOUND_PATH_HEADER }

type Chunk = string | Buffer | Uint8Array | null | undefined
type Callback = (error?: Error | null) => void
const toBuffer = (chunk: string | Buffer | Uint8Array, encoding?: unknown) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk)

// Hop-by-hop and body-framing headers of the inner answer that do not carry over.
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'date', 'set-cookie'])
// What the inner request takes over from the visitor's: the page's language, host and client.
const FORWARDED = ['host', 'user-agent', 'accept-language', 'cookie', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']

/** The language of a document request whose 404 answer may be replaced, else null. */
export function notFoundLocaleOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Locale | null {
  if (req.method !== 'GET') return null
  if (req.headers[NOT_FOUND_PATH_HEADER] !== undefined) return null
  // The client router's requests (RSC payloads, prefetches) expect no document.
  if (req.headers['sec-fetch-dest'] === 'empty' || req.headers[RSC_HEADER] !== undefined || req.headers[NEXT_URL_HEADER] !== undefined) return null
  const first = (String(req.url ?? '').split('?')[0] ?? '').split('/')[1]
  return isLocale(first) ? first : null
}

export { isErrorShell }

export type InnerAnswer = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/**
 * A GET of `url` answered by `listener` (Next's request handler) in this process: a synthetic
 * request on a socket that never connects, a response whose writes are collected. Nothing goes
 * over the network.
 */
export function answerInProcess(listener: Listener, url: string, headers: IncomingHttpHeaders): Promise<InnerAnswer> {
  return new Promise((resolve, reject) => {
    const req = new IncomingMessage(new Socket())
    req.method = 'GET'
    req.url = url
    req.httpVersion = '1.1'
    req.httpVersionMajor = 1
    req.httpVersionMinor = 1
    req.headers = headers
    req.push(null)
    req.complete = true
    const res = new ServerResponse(req)
    const chunks: Buffer[] = []
    let ended = false
    res.writeHead = function (status: number, ...rest: unknown[]) {
      res.statusCode = status
      const given = rest.find((arg): arg is OutgoingHttpHeaders => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg))
      if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
      return res
    } as typeof res.writeHead
    res.flushHeaders = () => {}
    res.write = function (chunk: Chunk, encoding?: unknown, cb?: unknown) {
      if (chunk != null && !ended) chunks.push(toBuffer(chunk, encoding))
      const callback = [encoding, cb].find((a): a is Callback => typeof a === 'function')
      if (callback) process.nextTick(callback)
      return true
    } as typeof res.write
    res.end = function (chunk?: Chunk | Callback, encoding?: unknown, cb?: unknown) {
      if (ended) return res
      if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      ended = true
      // as Node marks a response whose last byte went out: Next then sees it finished, not aborted
      ;(res as { finished: boolean }).finished = true
      const answer = { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) }
      // Next waits for 'finish' before it lets go of the render.
      process.nextTick(() => {
        res.emit('finish')
        res.emit('close')
        const callback = [chunk, encoding, cb].find((a): a is Callback => typeof a === 'function')
        callback?.()
        resolve(answer)
      })
      return res
    } as typeof res.end
    try {
      const result = listener.call(undefined, req, res)
      if (result instanceof Promise) result.catch(reject)
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

/** The rendered 404 page for `path` in `lang`, as the proxy answers it (status, headers, body), or null. */
async function renderedNotFound(listener: Listener, lang: Locale, path: string, req: IncomingMessage): Promise<InnerAnswer | null> {
  const headers: IncomingHttpHeaders = { [NOT_FOUND_PATH_HEADER]: path, accept: 'text/html' }
  for (const name of FORWARDED) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const answer = await answerInProcess(listener, `/${lang}/${STATUS_PAGE_SEGMENT}/404`, headers)
  if (answer.status !== 404) return null
  const body = decodedBody(answer.body, answer.headers['content-encoding'])
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(answer.headers)) if (!DROPPED.has(name) && value !== undefined) kept[name] = value
  return { status: 404, headers: kept, body }
}

/** Next's empty error shell of a notFound() replaced by the rendered 404 page; everything else as Next wrote it. */
export function withRenderedNotFound(listener: Listener): Listener {
  return function helvemedNotFoundPage(this: unknown, req, res) {
    const lang = notFoundLocaleOf(req)
    if (!lang) return listener.call(this, req, res)
    // The methods are wrapped once and never put back: Next's compression wraps them again after
    // us and calls ours, so restoring the originals would skip it. Passing through is a flag.
    const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse
    const write = res.write as (...args: unknown[]) => boolean
    const end = res.end as (...args: unknown[]) => ServerResponse
    let holding: Buffer[] | false | null = null // null: not decided yet; false: passing through; an array: the held chunks
    let headArgs: unknown[] | null = null
    const decide = () => {
      if (holding !== null) return
      const type = String(res.getHeader('content-type') ?? '')
      holding = res.statusCode === 404 && type.startsWith('text/html') ? [] : false
      if (holding === false && headArgs) writeHead.apply(res, headArgs)
    }
    const hold = (chunk: Chunk | Callback, encoding?: unknown) => {
      if (chunk == null || typeof chunk === 'function' || !holding) return
      holding.push(toBuffer(chunk, encoding))
    }
    res.writeHead = function (status: number, ...rest: unknown[]) {
      if (holding === false) return writeHead.call(res, status, ...rest)
      res.statusCode = status
      // Headers given here join the response's, so the decision and a replay see them.
      const headers = rest.find((arg): arg is OutgoingHttpHeaders => Boolean(arg) && typeof arg === 'object')
      if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      headArgs = [status]
      decide()
      return res
    } as typeof res.writeHead
    res.write = function (chunk: Chunk, encoding?: unknown, cb?: unknown) {
      decide()
      if (holding === false) return write.call(res, chunk, encoding, cb)
      hold(chunk, encoding)
      if (typeof cb === 'function') cb()
      else if (typeof encoding === 'function') encoding()
      return true
    } as typeof res.write
    res.end = function (chunk?: Chunk | Callback, encoding?: unknown, cb?: unknown) {
      decide()
      if (holding === false) return end.call(res, chunk, encoding, cb)
      hold(chunk, encoding)
      const held = Buffer.concat(holding ?? [])
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
      renderedNotFound(listener, lang, path, req)
        .then((page) => {
          if (!page || res.destroyed) return original()
          for (const name of res.getHeaderNames()) if (name !== 'set-cookie') res.removeHeader(name)
          for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value)
          res.setHeader('content-length', String(page.body.length))
          writeHead.call(res, 404)
          end.call(res, page.body)
        })
        .catch(original)
      return res
    } as typeof res.end
    return listener.call(this, req, res)
  }
}
