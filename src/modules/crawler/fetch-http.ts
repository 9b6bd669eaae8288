import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { CrawlProblem } from './source-kinds'
import { isAllowedAddress } from './fetch-address'

// One HTTP GET of the crawler (ADR 0070): only http(s), only to public addresses (the connection
// goes to the address we checked, so a second DNS answer cannot swap it), a connect and a total
// timeout, the body streamed and abandoned above the size limit. Redirects are the caller's.

export interface FetchSettings {
  userAgent: string
  allowLoopback: boolean
  connectTimeoutMs: number
  totalTimeoutMs: number
  maxBytes: number
  maxRedirects: number
}

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export class FetchRefusal extends Error {
  constructor(
    readonly problem: CrawlProblem,
    detail: string,
  ) {
    super(detail)
  }
}

/** The URL when it is http(s) without credentials, else a refusal. */
export function crawlableUrl(raw: string, base?: string): URL {
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    throw new FetchRefusal('address', `not a URL: ${raw.slice(0, 200)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusal('address', `not http(s): ${url.protocol}`)
  if (url.username || url.password) throw new FetchRefusal('address', 'credentials in the URL')
  url.hash = ''
  return url
}

/** The checked address to connect to: every address the host resolves to must be allowed. */
export async function checkedAddress(hostname: string, allowLoopback: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '')
  const found = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => [])
  if (found.length === 0) throw new FetchRefusal('network', `host not found: ${host}`)
  const refused = found.find((a) => !isAllowedAddress(a.address, { allowLoopback }))
  if (refused) throw new FetchRefusal('address', `not a public address: ${host} (${refused.address})`)
  return found[0]!
}

function charsetOf(contentType: string | undefined): string {
  const match = /charset=["']?([\w-]+)/i.exec(contentType ?? '')
  return match?.[1]?.toLowerCase() ?? 'utf-8'
}

function decode(bytes: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/** One GET to `url` (already checked as crawlable) with these request headers. */
export async function getOnce(url: URL, headers: Record<string, string>, settings: FetchSettings): Promise<RawAnswer> {
  const target = await checkedAddress(url.hostname, settings.allowLoopback)
  const transport = url.protocol === 'https:' ? https : http
  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false
    const finish = (error: Error | null, answer?: RawAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(total)
      clearTimeout(connect)
      if (error) reject(error)
      else resolve(answer!)
    }
    const request = transport.request(
      {
        method: 'GET',
        protocol: url.protocol,
        host: target.address,
        family: target.family,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        servername: isIP(url.hostname) ? undefined : url.hostname,
        agent: false,
        headers: { ...headers, Host: url.host, 'User-Agent': settings.userAgent, 'Accept-Encoding': 'identity' },
      },
      (response) => {
        clearTimeout(connect)
        const declared = Number(response.headers['content-length'] ?? NaN)
        if (Number.isFinite(declared) && declared > settings.maxBytes) {
          response.destroy()
          finish(new FetchRefusal('too_large', `${declared} bytes declared at ${url.href}`))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > settings.maxBytes) {
            response.destroy()
            finish(new FetchRefusal('too_large', `more than ${settings.maxBytes} bytes at ${url.href}`))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () =>
          finish(null, { status: response.statusCode ?? 0, headers: response.headers, body: decode(Buffer.concat(chunks), response.headers['content-type']) }),
        )
        response.on('error', (err) => finish(new FetchRefusal('network', err.message)))
      },
    )
    const connect = setTimeout(() => {
      request.destroy()
      finish(new FetchRefusal('timeout', `no connection within ${settings.connectTimeoutMs} ms: ${url.host}`))
    }, settings.connectTimeoutMs)
    const total = setTimeout(() => {
      request.destroy()
      finish(new FetchRefusal('timeout', `no complete answer within ${settings.totalTimeoutMs} ms: ${url.href}`))
    }, settings.totalTimeoutMs)
    request.on('socket', (socket) => {
      const connected = () => clearTimeout(connect)
      if (url.protocol === 'https:') socket.once('secureConnect', connected)
      else socket.once('connect', connected)
    })
    request.on('error', (err) => finish(err instanceof FetchRefusal ? err : new FetchRefusal('network', err.message)))
    request.end()
  })
}
