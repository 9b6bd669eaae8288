import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedAddress, crawlableUrl, FetchRefusal, getOnce, type FetchSettings } from './fetch-http'

const SETTINGS: FetchSettings = { userAgent: 'HelvemedBot/1.0 (test)', allowLoopback: true, connectTimeoutMs: 1000, totalTimeoutMs: 500, maxBytes: 1000, maxRedirects: 3 }
let server: http.Server
let base: string
const seen: http.IncomingHttpHeaders[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers)
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('x'.repeat(5000))
    } else if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      const timer = setInterval(() => res.write('x'.repeat(100)), 20)
      res.on('close', () => clearInterval(timer))
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2000)
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
      res.end(Buffer.from([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68]))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return null
  } catch (err) {
    return err instanceof FetchRefusal ? err.problem : `other: ${String(err)}`
  }
}

describe('one crawler GET', () => {
  it('refuses other schemes and credentials', () => {
    expect(() => crawlableUrl('file:///etc/passwd')).toThrow(FetchRefusal)
    expect(() => crawlableUrl('ftp://example.ch/jobs')).toThrow(FetchRefusal)
    expect(() => crawlableUrl('javascript:alert(1)')).toThrow(FetchRefusal)
    expect(() => crawlableUrl('https://user:secret@example.ch/')).toThrow(FetchRefusal)
    expect(crawlableUrl('https://example.ch/jobs#top').href).toBe('https://example.ch/jobs')
  })

  it('refuses loopback unless the setting allows it, also through a host name', async () => {
    expect(await problemOf(getOnce(new URL(base), {}, { ...SETTINGS, allowLoopback: false }))).toBe('address')
    expect(await problemOf(checkedAddress('localhost', false))).toBe('address')
    expect(await problemOf(checkedAddress('[::1]', false))).toBe('address')
    expect(await problemOf(checkedAddress('169.254.169.254', true))).toBe('address')
  })

  it('sends the user agent and decodes the declared charset', async () => {
    const answer = await getOnce(new URL(`${base}/page`), { Accept: 'text/html' }, SETTINGS)
    expect(answer.body).toBe('Zürich')
    expect(seen.at(-1)?.['user-agent']).toBe('HelvemedBot/1.0 (test)')
  })

  it('abandons an answer above the size limit, declared or streamed', async () => {
    expect(await problemOf(getOnce(new URL(`${base}/big`), {}, SETTINGS))).toBe('too_large')
    expect(await problemOf(getOnce(new URL(`${base}/endless`), {}, { ...SETTINGS, totalTimeoutMs: 5000 }))).toBe('too_large')
  })

  it('gives up on an answer that takes longer than the total timeout', async () => {
    expect(await problemOf(getOnce(new URL(`${base}/slow`), {}, SETTINGS))).toBe('timeout')
  })
})
