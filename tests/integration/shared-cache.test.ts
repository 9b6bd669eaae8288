import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withPageCache } from '../../server/page-cache/handler'
import { type Purger, sharedCachePurger } from '../../server/page-cache/purge'
import { PageStore } from '../../server/page-cache/store'
import { IS_BOT_MODULE } from '../../server/next-internals'
import { createRequire } from 'node:module'
import { type Varnish, freePort, startVarnish, varnishMissing, vclFolder, vclProblem } from '../support/varnish'

// The shared cache tier (ADR 0074): deploy/varnish/default.vcl in Debian's Varnish with xkey, in
// front of two app servers on loopback, each with its own page store and purger as in the app process
// (server/preload.ts), around a stand-in for Next (a page with an inline script and a nonce, as the
// proxy renders it). tests/e2e/shared-cache.spec.ts does the same with two real app processes.

const missing = varnishMissing()
if (missing) console.warn(`shared-cache.test.ts skipped: ${missing}`)

const ORIGIN = 'https://stats.example.ch'
const require = createRequire(import.meta.url)
type App = { store: PageStore; purger: Purger; server: http.Server; renders: number; unsubscribe: () => void }

function standInNext(app: { renders: number }) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    app.renders++
    const nonce = crypto.randomBytes(12).toString('base64')
    const extra = String(req.headers.cookie ?? '').includes('helvemed_consent=1.statistics') ? ` ${ORIGIN}` : ''
    const ua = String(req.headers['user-agent'] ?? '')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-analytics-origins', ORIGIN)
    res.setHeader('x-page-tags', `job:${req.url?.split('/').at(-1)} search home`)
    res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra}; connect-src 'self'${extra}`)
    res.end(`<html><body><p>${ua.includes('Slackbot') ? 'bot' : 'browser'} ${app.renders}</p><script nonce="${nonce}">self.x=${app.renders}</script></body></html>`)
  }
}

let varnish: Varnish | undefined
const apps: App[] = []
let dir = ''

/** An app server as the app process has it: its page store, its purger of the shared cache, the page cache in front of "Next". */
function serveApp(app: App, purgeUrl: string): void {
  app.purger = sharedCachePurger({ urls: [purgeUrl], log: (msg) => console.warn(msg), retryMs: [50] })
  app.unsubscribe = app.store.onInvalidate(app.purger.purge)
  app.store.setEnabled(true)
  app.server.on('request', withPageCache(app.store, standInNext(app), { botType: (ua) => (ua.includes('Slackbot') ? 'html' : 'browser'), shared: true }))
}

beforeAll(async () => {
  if (missing) return
  for (let i = 0; i < 2; i++) {
    const app: App = {
      store: new PageStore({ maxBytes: 1e7, maxAgeMs: 60_000 }),
      purger: sharedCachePurger({ urls: [], log: () => {} }),
      server: http.createServer(),
      renders: 0,
      unsubscribe: () => {},
    }
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve))
    apps.push(app)
  }
  dir = vclFolder(apps.map((app) => (app.server.address() as AddressInfo).port))
  varnish = await startVarnish(dir)
  for (const app of apps) serveApp(app, `${varnish.url}/`)
}, 60_000)

afterAll(async () => {
  await varnish?.stop()
  for (const app of apps) app.server.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${varnish!.url}${p}`, { headers })
/** Requests the page until the shared cache answers it (the app keeps it on its first render, shares it from its second). */
async function untilSharedHit(p: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 6; i++) {
    const res = await get(p, headers)
    if (res.headers.get('x-shared-cache') === 'hit') return res
    await res.arrayBuffer()
  }
  throw new Error(`${p} never came from the shared cache`)
}
const scriptHashes = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`)

describe.skipIf(Boolean(missing))('Varnish with xkey in front of two app servers', () => {
  it('the VCL compiles and hashes bots with the expressions Next uses', () => {
    expect(vclProblem(dir)).toBeNull()
    const vcl = fs.readFileSync(path.join(dir, 'default.vcl'), 'utf8')
    const { HTML_LIMITED_BOT_UA_RE } = require(path.join(path.dirname(require.resolve(IS_BOT_MODULE)), 'html-bots.js')) as { HTML_LIMITED_BOT_UA_RE: RegExp }
    expect(vcl).toContain(`"(?i)${HTML_LIMITED_BOT_UA_RE.source}"`)
    expect(vcl).toContain('"(?i)Googlebot(?!-)|Googlebot$"')
  })

  it('keeps a kept page (only from the app store: its hash policy, no nonce) and purges it by its tag on an invalidation in either process', async () => {
    const first = await get('/de/job/7')
    expect(first.headers.get('x-shared-cache')).not.toBe('hit')
    expect(first.headers.get('content-security-policy')).toContain("'nonce-")
    expect(first.headers.get('cache-control') ?? '').not.toContain('public')

    const hit = await untilSharedHit('/de/job/7')
    expect(hit.headers.get('x-varnish')).toMatch(/^\d+ \d+$/)
    expect(hit.headers.get('age')).toMatch(/^\d+$/)
    expect(hit.headers.get('cache-control')).toBe('private, no-cache')
    expect(hit.headers.get('xkey')).toBeNull()
    expect(hit.headers.get('x-page-tags')).toBeNull()
    // the policy allows exactly the page's inline script, for whoever gets it
    const html = await hit.text()
    const policy = hit.headers.get('content-security-policy')!
    expect(policy).not.toContain('nonce-')
    expect(html).not.toContain('nonce=')
    for (const hash of scriptHashes(html)) expect(policy).toContain(hash)
    const again = await get('/de/job/7')
    expect(again.headers.get('x-shared-cache')).toBe('hit')
    expect(await again.text()).toBe(html)

    for (const app of apps) {
      // the change as the NOTIFY brings it to one process; the very next request gets a fresh render
      app.store.invalidate(['job:7'])
      await app.purger.settled()
      const after = await get('/de/job/7')
      expect(after.headers.get('x-shared-cache')).not.toBe('hit')
      await untilSharedHit('/de/job/7')
    }
    // another tag leaves the page where it is
    apps[0]!.purger.purge(['job:8'])
    await apps[0]!.purger.settled()
    expect((await get('/de/job/7')).headers.get('x-shared-cache')).toBe('hit')
    apps[1]!.purger.purge('all')
    await apps[1]!.purger.settled()
    expect((await get('/de/job/7')).headers.get('x-shared-cache')).not.toBe('hit')
  })

  it('a write waits for its purge also when the cache was down when the process started (the first purge given up)', async () => {
    // the purges of app 0 reach Varnish through a door that is closed at first and then slow
    const port = await freePort()
    const target = Number(new URL(varnish!.url).port)
    const door = net.createServer((socket) => {
      setTimeout(() => {
        const upstream = net.connect(target, '127.0.0.1')
        socket.pipe(upstream).pipe(socket)
        socket.on('error', () => upstream.destroy())
        upstream.on('error', () => socket.destroy())
      }, 300)
    })
    const given: string[] = []
    const late = sharedCachePurger({ urls: [`http://127.0.0.1:${port}/`], log: (msg) => given.push(msg), retryMs: [20] })
    for (const app of apps) app.unsubscribe()
    const off = apps[0]!.store.onInvalidate(late.purge)
    try {
      // the process starts listening (everything purged) before the cache is up: tried, retried, given up
      apps[0]!.store.invalidate()
      await vi.waitFor(() => expect(given).toHaveLength(1))
      await new Promise<void>((resolve) => door.listen(port, '127.0.0.1', resolve))
      await untilSharedHit('/de/job/11')
      // the other process has heard too (its purge is not what this is about)
      apps[1]!.store.invalidate(['job:11'])
      // a write through app 0: its answer goes out once the purge is sent
      apps[0]!.store.invalidate(['job:11'])
      await late.settled()
      expect((await get('/de/job/11')).headers.get('x-shared-cache')).not.toBe('hit')
    } finally {
      off()
      for (const app of apps) app.unsubscribe = app.store.onInvalidate(app.purger.purge)
      door.close()
    }
  })

  it('passes a logged-in visitor, keeps one copy per consent and bot type, sets the locale cookie per visitor', async () => {
    await untilSharedHit('/de/job/9')
    const session = await get('/de/job/9', { cookie: 'NEXT_LOCALE=de; payload-token=abc' })
    expect(session.headers.get('x-shared-cache')).toBe('pass')

    const stats = await untilSharedHit('/de/job/9', { cookie: 'helvemed_consent=1.statistics; _pk_id.1.abcd=x' })
    expect(stats.headers.get('content-security-policy')).toContain(ORIGIN)
    const plain = await get('/de/job/9', { cookie: 'helvemed_consent=1.necessary; NEXT_LOCALE=de' })
    expect(plain.headers.get('x-shared-cache')).toBe('hit')
    expect(plain.headers.get('content-security-policy')).not.toContain(ORIGIN)
    expect(plain.headers.get('set-cookie')).toBeNull()

    const nobody = await get('/de/job/9')
    expect(nobody.headers.get('set-cookie')).toBe('NEXT_LOCALE=de; Path=/; Max-Age=31536000; SameSite=lax')

    const bot = await untilSharedHit('/de/job/9', { 'user-agent': 'Slackbot-LinkExpanding 1.0' })
    expect(await bot.text()).toContain('<p>bot ')
    expect(await (await get('/de/job/9')).text()).toContain('<p>browser ')
  })

  it('refuses a purge without tags and never keeps what the app does not share', async () => {
    expect((await fetch(`${varnish!.url}/`, { method: 'PURGE' })).status).toBe(400)
    for (let i = 0; i < 4; i++) expect((await get('/api/whatever')).headers.get('x-shared-cache')).toBe('pass')
  })
})
