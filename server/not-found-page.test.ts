import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isErrorShell, notFoundLocaleOf, NOT_FOUND_PATH_HEADER, withRenderedNotFound } from './not-found-page'

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>1</script></body></html>'
const PAGE = '<!DOCTYPE html><html lang="de"><body><h1>Oops, Seite nicht gefunden</h1></body></html>'

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))

let app = ''
// The inner requests for the status page: the path asked for, and the client they came from (none: in this process).
const asked: { path: string | undefined; peer: string | undefined; host: string | undefined }[] = []
const servers: http.Server[] = []

beforeAll(async () => {
  // Stands in for Next: the proxy's status page (streamed, as Next does), a shell (gzip) for
  // /de/missing, a plain 404 for /de/plain, a page otherwise.
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/de/status-page/404') {
      asked.push({ path: req.headers[NOT_FOUND_PATH_HEADER] as string | undefined, peer: req.socket.remoteAddress, host: req.headers.host })
      res.statusCode = 404
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', "script-src 'nonce-abc'")
      res.flushHeaders()
      res.write(PAGE.slice(0, 20))
      setTimeout(() => res.end(PAGE.slice(20)), 5)
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.url?.startsWith('/de/missing')) {
      res.statusCode = 404
      res.setHeader('content-encoding', 'gzip')
      const body = zlib.gzipSync(SHELL)
      res.write(body.subarray(0, 10))
      res.end(body.subarray(10))
    } else if (req.url === '/de/plain') {
      res.writeHead(404, { 'x-kind': 'plain' })
      res.end('<!DOCTYPE html><html lang="de"><h1>404</h1></html>')
    } else {
      res.write('<!DOCTYPE html><html lang="de">')
      res.end('<h1>Stellen</h1></html>')
    }
  }
  // Next compresses by wrapping the response's methods after ours (as `compression` does).
  const compressing = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url !== '/de/compressed') return next(req, res)
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const gzip = zlib.createGzip()
    gzip.on('data', (chunk: Buffer) => write(chunk))
    gzip.on('end', () => end())
    res.write = ((chunk: string) => gzip.write(chunk)) as typeof res.write
    res.end = ((chunk?: string) => {
      if (chunk) gzip.write(chunk)
      gzip.end()
      return res
    }) as typeof res.end
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-encoding', 'gzip')
    res.write('<!DOCTYPE html><html lang="de">')
    res.end('<h1>Komprimiert</h1></html>')
  }
  const wrapped = http.createServer(withRenderedNotFound(compressing))
  app = await listen(wrapped)
  servers.push(wrapped)
})

afterAll(() => {
  for (const server of servers) server.close()
})

describe('withRenderedNotFound', () => {
  it("replaces Next's empty error shell by the rendered 404 page, status and policy included", async () => {
    const res = await fetch(`${app}/de/missing?x=1`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'")
    expect(await res.text()).toBe(PAGE)
    // rendered by the handler in this process: no connection, the visitor's host
    expect(asked.at(-1)).toEqual({ path: '/de/missing', peer: undefined, host: new URL(app).host })
  })

  it('lets other 404 pages and every other page through as Next wrote them', async () => {
    const plain = await fetch(`${app}/de/plain`)
    expect(plain.status).toBe(404)
    expect(plain.headers.get('x-kind')).toBe('plain')
    expect(await plain.text()).toContain('<h1>404</h1>')
    const page = await fetch(`${app}/de/jobs`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<!DOCTYPE html><html lang="de"><h1>Stellen</h1></html>')
  })

  it('keeps a compressing layer inside it working (200s pass through it)', async () => {
    const res = await fetch(`${app}/de/compressed`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<!DOCTYPE html><html lang="de"><h1>Komprimiert</h1></html>')
  })

  it("leaves the client router's requests alone", async () => {
    const res = await fetch(`${app}/de/missing`, { headers: { rsc: '1' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('notFoundLocaleOf / isErrorShell', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as http.IncomingMessage
  it('takes document GETs under a language only', () => {
    expect(notFoundLocaleOf(req('/fr/x/y'))).toBe('fr')
    expect(notFoundLocaleOf(req('/it'))).toBe('it')
    expect(notFoundLocaleOf(req('/en/x'))).toBeNull()
    expect(notFoundLocaleOf(req('/api/fn/data/job'))).toBeNull()
    expect(notFoundLocaleOf(req('/de/x', {}, 'POST'))).toBeNull()
    expect(notFoundLocaleOf(req('/de/x', { 'sec-fetch-dest': 'empty' }))).toBeNull()
    expect(notFoundLocaleOf(req('/de/x', { [NOT_FOUND_PATH_HEADER]: '/de/x' }))).toBeNull()
  })
  it("knows Next's shell", () => {
    expect(isErrorShell(SHELL)).toBe(true)
    expect(isErrorShell(PAGE)).toBe(false)
  })
})
