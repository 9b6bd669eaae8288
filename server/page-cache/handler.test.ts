import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tagsOfResponse, withPageCache } from './handler'
import { PageStore } from './store'

// The page cache in front of a stand-in for Next that renders like Next does: a nonce policy, the
// nonce on its scripts, gzip when asked, the locale cookie. What a visitor gets, first and then.

const SCRIPT = 'self.__next_f.push([1,"x"])'
let renders = 0
let delayMs = 0
const store = new PageStore({ maxBytes: 1e7, maxAgeMs: 60_000 })
let origin = ''
let server: http.Server
/** the tags the cache knew for each response as it finished */
const answeredTags = new Map<string, (readonly string[] | null)[]>()

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++
  const nonce = crypto.randomBytes(8).toString('base64')
  const status = req.url === '/de/missing' ? 404 : 200
  const html = `<html><body><h1>${req.url}</h1><script nonce="${nonce}">${SCRIPT}</script><script nonce="${nonce}" src="/_next/a.js"></script></body></html>`
  if (req.headers.rsc) {
    res.setHeader('content-type', 'text/x-component')
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding')
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    return res.end(`0:{"url":"${req.url}","from":"${req.headers['next-url']}"}`)
  }
  setTimeout(() => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`)
    res.setHeader('set-cookie', 'NEXT_LOCALE=de; Path=/')
    if (req.url?.startsWith('/de/institution/')) res.setHeader('x-page-tags', 'article:herz search')
    if (String(req.headers['accept-encoding']).includes('gzip')) {
      res.setHeader('content-encoding', 'gzip')
      res.end(zlib.gzipSync(html))
    } else res.end(html)
  }, delayMs)
}

beforeAll(async () => {
  store.setEnabled(true)
  const cached = withPageCache(store, next, { botType: () => 'browser' })
  server = http.createServer((req, res) => {
    res.once('finish', () => answeredTags.set(req.url ?? '', [...(answeredTags.get(req.url ?? '') ?? []), tagsOfResponse(res)]))
    return cached.call(server, req, res)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers: { 'accept-encoding': 'gzip', ...headers } })
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`

describe('the page cache in front of Next', () => {
  it('renders a page once, then answers from the cache with the hashes of its own scripts', async () => {
    const before = renders
    const first = await get('/de/job/1')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('content-security-policy')).toContain("'nonce-")
    const firstBody = await first.text()
    const kept = await get('/de/job/1')
    expect(renders - before).toBe(1)
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('cache-control')).toBe('private, no-cache')
    expect(kept.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${sha(SCRIPT)}; object-src 'none'`)
    const body = await kept.text()
    expect(body).toBe(firstBody.replace(/ nonce="[^"]*"/g, ''))
    expect(kept.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=de; Path=\/; Max-Age=31536000/)
    // a visitor who has the locale cookie gets none; a revalidation gets a 304
    const again = await get('/de/job/1', { cookie: 'NEXT_LOCALE=de', 'if-none-match': kept.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('keeps the client router’s payloads apart by the headers they vary by', async () => {
    const router = (from: string) => ({ rsc: '1', 'next-router-prefetch': '1', 'next-url': from })
    const before = renders
    await get('/de/jobs?_rsc=k1', router('/de/job/1'))
    const kept = await get('/de/jobs?_rsc=k1', router('/de/job/1'))
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('content-type')).toBe('text/x-component')
    expect(kept.headers.get('vary')).toContain('next-router-state-tree')
    expect(await kept.text()).toContain('"from":"/de/job/1"')
    const other = await get('/de/jobs?_rsc=k1', router('/de'))
    expect(await other.text()).toContain('"from":"/de"')
    expect(renders - before).toBe(2)
  })

  it('serves the kept gzip to whoever takes it, and the page decompressed to anyone else (ADR 0073)', async () => {
    await get('/de/jobs')
    const plain = await fetch(origin + '/de/jobs', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('x-page-cache')).toBe('hit')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<h1>/de/jobs</h1>')
    const brOnly = await fetch(origin + '/de/jobs', { headers: { 'accept-encoding': 'br' } })
    expect(brOnly.headers.get('content-encoding')).toBeNull()
    expect(await brOnly.text()).toContain('<h1>/de/jobs</h1>')
    const browser = await fetch(origin + '/de/jobs', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(browser.headers.get('content-encoding')).toBe('gzip')
    expect(await browser.text()).toContain('<h1>/de/jobs</h1>')
  })

  it('lets requests for a page being rendered wait for it instead of rendering it again', async () => {
    delayMs = 200
    const before = renders
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/de/institution/7')))
    delayMs = 0
    expect(renders - before).toBe(1)
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
  })

  it('renders for signed-in visitors, errors and pages after a change', async () => {
    await get('/de/job/2')
    let before = renders
    await get('/de/job/2', { cookie: 'NEXT_LOCALE=de; payload-token=abc' })
    expect(renders - before).toBe(1)
    before = renders
    await get('/de/missing')
    await get('/de/missing')
    expect(renders - before).toBe(2)
    store.invalidate()
    before = renders
    expect((await get('/de/job/2')).headers.get('x-page-cache')).toBe('miss')
    expect(renders - before).toBe(1)
  })
})

// ADR 0047: every wait bounded, a request whose client has gone dropped, stale pages in an outage.
describe('the page cache’s bounds', () => {
  async function serverWith(options: {
    next: (req: http.IncomingMessage, res: http.ServerResponse) => void
    sync?: () => Promise<boolean>
    store: InstanceType<typeof PageStore>
  }) {
    const s = http.createServer(withPageCache(options.store, options.next, { botType: () => 'browser', sync: options.sync, syncMs: 150, waitMs: 200 }))
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
    return { server: s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` }
  }
  const page = (res: http.ServerResponse, text: string, status = 200) => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-security-policy', "script-src 'self'")
    res.end(`<p>${text}</p>`)
  }

  it('keeps the whole of a page written in several pieces', async () => {
    const kept = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    kept.setEnabled(true)
    const { server: s, url } = await serverWith({
      store: kept,
      next: (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('content-security-policy', "script-src 'self'")
        res.write('<p>one ')
        setTimeout(() => {
          res.write('two ')
          res.end('three</p>')
        }, 20)
      },
    })
    try {
      expect(await (await fetch(url + '/de/streamed')).text()).toBe('<p>one two three</p>')
      const hit = await fetch(url + '/de/streamed')
      expect(hit.headers.get('x-page-cache')).toBe('hit')
      expect(await hit.text()).toBe('<p>one two three</p>')
    } finally {
      s.closeAllConnections()
      s.close()
    }
  })

  it('renders a kept page itself when the barrier does not come back within its bound', async () => {
    const kept = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    kept.setEnabled(true)
    let rendered = 0
    let hanging = false
    const { server: s, url } = await serverWith({
      store: kept,
      sync: () => (hanging ? new Promise<boolean>(() => {}) : Promise.resolve(true)),
      next: (_req, res) => page(res, `render ${++rendered}`),
    })
    try {
      await fetch(url + '/de/jobs')
      expect((await fetch(url + '/de/jobs')).headers.get('x-page-cache')).toBe('hit')
      hanging = true
      const started = Date.now()
      const answer = await fetch(url + '/de/jobs')
      expect(Date.now() - started).toBeLessThan(1000)
      expect(answer.headers.get('x-page-cache')).toBe('miss')
      expect(await answer.text()).toBe('<p>render 2</p>')
    } finally {
      s.closeAllConnections()
      s.close()
    }
  })

  it('lets a request wait for a render under way only up to its bound, then renders itself', async () => {
    const kept = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    kept.setEnabled(true)
    let rendered = 0
    const { server: s, url } = await serverWith({
      store: kept,
      next: (_req, res) => {
        // the first render never finishes; the second answers at once
        if (++rendered > 1) page(res, 'second')
      },
    })
    try {
      const first = new AbortController()
      void fetch(url + '/de/job/3', { signal: first.signal }).catch(() => {})
      await new Promise((r) => setTimeout(r, 50))
      const started = Date.now()
      const answer = await fetch(url + '/de/job/3')
      expect(Date.now() - started).toBeLessThan(1500)
      expect(await answer.text()).toBe('<p>second</p>')
      expect(rendered).toBe(2)
      first.abort()
    } finally {
      s.closeAllConnections()
      s.close()
    }
  })

  it('drops a waiting request whose client has gone instead of rendering it', async () => {
    const kept = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    kept.setEnabled(true)
    let rendered = 0
    let release = () => {}
    const { server: s, url } = await serverWith({
      store: kept,
      next: (_req, res) => {
        rendered++
        release = () => page(res, 'late')
      },
    })
    try {
      void fetch(url + '/de/job/4').catch(() => {})
      await new Promise((r) => setTimeout(r, 50))
      const gone = new AbortController()
      void fetch(url + '/de/job/4', { signal: gone.signal }).catch(() => {})
      await new Promise((r) => setTimeout(r, 50))
      gone.abort()
      // past the wait bound: a live waiting request would render now
      await new Promise((r) => setTimeout(r, 400))
      expect(rendered).toBe(1)
      release()
    } finally {
      s.closeAllConnections()
      s.close()
    }
  })

  it('answers a failing render during an outage with the page kept before, marked stale, for a bounded time', async () => {
    let now = 1_000_000
    const kept = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000, staleMs: 600_000, now: () => now })
    kept.setEnabled(true)
    let down = false
    const { server: s, url } = await serverWith({
      store: kept,
      next: (_req, res) => {
        if (!down) return page(res, 'current')
        // Next's error page, written in pieces, which must all go nowhere
        res.statusCode = 500
        res.setHeader('x-from-next', '1')
        res.write('<p>Internal ')
        setTimeout(() => res.end('Server Error</p>'), 20)
      },
    })
    try {
      await fetch(url + '/de/job/5')
      expect((await fetch(url + '/de/job/5')).headers.get('x-page-cache')).toBe('hit')
      // the listener is lost and the database with it
      down = true
      kept.setEnabled(false)
      const stale = await fetch(url + '/de/job/5')
      expect(stale.status).toBe(200)
      expect(stale.headers.get('x-page-cache')).toBe('stale')
      expect(stale.headers.get('cache-control')).toBe('no-store')
      expect(stale.headers.get('x-from-next')).toBeNull()
      expect(await stale.text()).toBe('<p>current</p>')
      // a page never kept still gets the error
      expect((await fetch(url + '/de/job/6')).status).toBe(500)
      // past PAGE_CACHE_STALE_S the error goes out
      now += 600_001
      const late = await fetch(url + '/de/job/5')
      expect(late.status).toBe(500)
      expect(await late.text()).toBe('<p>Internal Server Error</p>')
    } finally {
      s.closeAllConnections()
      s.close()
    }
  })
})

describe('the tags of a kept page (ADR 0073)', () => {
  it("are its path's and those the page adds in x-page-tags, which never goes out", async () => {
    const first = await get('/de/institution/4')
    expect(first.headers.get('x-page-tags')).toBeNull()
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const kept = await get('/de/institution/4')
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('x-page-tags')).toBeNull()
    // the miss (known as the headers went out) and the hit
    const tags = ['institutions', 'institution:4', 'article:herz', 'search']
    expect(answeredTags.get('/de/institution/4')).toEqual([tags, tags])
  })

  it('a change drops only the pages carrying its tags', async () => {
    await get('/de/job/21')
    await get('/de/job/22')
    await get('/de/institution/5')
    store.invalidate(['job:21', 'article:herz'])
    expect((await get('/de/job/21')).headers.get('x-page-cache')).toBe('miss')
    expect((await get('/de/institution/5')).headers.get('x-page-cache')).toBe('miss')
    expect((await get('/de/job/22')).headers.get('x-page-cache')).toBe('hit')
  })

  it('a response the cache does not keep has none', async () => {
    await get('/de/cockpit')
    expect(answeredTags.get('/de/cockpit')).toEqual([null])
  })
})
