import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchRefusal, type FetchSettings } from './fetch-http'
import { createFetchSession } from './fetch-session'

const SETTINGS: FetchSettings = { userAgent: 'HelvemedBot/1.0 (test)', allowLoopback: true, connectTimeoutMs: 1000, totalTimeoutMs: 2000, maxBytes: 100_000, maxRedirects: 2 }
let server: http.Server
let base: string
let robots: { status: number; body: string } = { status: 404, body: '' }
const hits: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/robots.txt') return void res.writeHead(robots.status, { 'content-type': 'text/plain' }).end(robots.body)
    if (req.url === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.1/jobs' }).end()
    if (req.url === '/to-file') return void res.writeHead(301, { location: 'file:///etc/passwd' }).end()
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end()
    if (req.url === '/to-closed') return void res.writeHead(302, { location: '/closed/page' }).end()
    res.writeHead(200, { 'content-type': 'text/html', etag: '"v1"' }).end('<html>ok</html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const problem = async (promise: Promise<unknown>) => promise.then(() => null).catch((err: unknown) => (err instanceof FetchRefusal ? err.problem : String(err)))

describe('a crawl’s fetch session', () => {
  it('checks every redirect like the first request', async () => {
    robots = { status: 404, body: '' }
    const session = createFetchSession(SETTINGS)
    expect(await problem(session.get(`${base}/to-private`, { rateMs: 0 }))).toBe('address')
    expect(await problem(session.get(`${base}/to-file`, { rateMs: 0 }))).toBe('address')
    expect(await problem(session.get(`${base}/loop`, { rateMs: 0 }))).toBe('http_status')
  })

  it('obeys robots.txt for our token, also after a redirect, and reads it once per host', async () => {
    robots = { status: 200, body: 'User-agent: HelvemedBot\nDisallow: /closed/\n\nUser-agent: *\nDisallow: /\n' }
    hits.length = 0
    const session = createFetchSession(SETTINGS)
    expect(await problem(session.get(`${base}/closed/page`, { rateMs: 0 }))).toBe('robots')
    expect(await problem(session.get(`${base}/to-closed`, { rateMs: 0 }))).toBe('robots')
    expect(await session.get(`${base}/open`, { rateMs: 0 })).toMatchObject({ kind: 'fetched', body: '<html>ok</html>', validators: { etag: '"v1"' } })
    expect(hits.filter((h) => h === '/robots.txt')).toHaveLength(1)
    expect(hits).not.toContain('/closed/page')
  })

  it('reads nothing from a host whose robots.txt answers with a server error', async () => {
    robots = { status: 503, body: '' }
    expect(await problem(createFetchSession(SETTINGS).get(`${base}/open`, { rateMs: 0 }))).toBe('robots')
  })

  it('spaces the requests to one host by the rate', async () => {
    robots = { status: 404, body: '' }
    const waits: number[] = []
    const session = createFetchSession(SETTINGS, { sleep: async (ms) => void waits.push(ms) })
    await session.get(`${base}/a`, { rateMs: 2000 })
    await session.get(`${base}/b`, { rateMs: 2000 })
    // robots.txt, then /a after a wait, then /b after a wait: each close to the full 2 s
    expect(waits).toHaveLength(2)
    for (const ms of waits) expect(ms).toBeGreaterThan(1500)
  })
})
