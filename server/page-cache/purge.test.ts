import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { type Listener } from './handler'
import { PURGE_HEADER, purgeUrlsOf, sendPurge, sharedCachePurger } from './purge'
import { pageTags, sharedHeaders } from './shared-tier'
import { PageStore } from './store'
import { withPurgeBarrier } from './write-barrier'

// The shared cache tier's purges and headers (ADR 0074); Varnish itself: tests/integration/shared-cache.test.ts.

describe('the purges of the shared cache', () => {
  it('reads SHARED_CACHE_PURGE_URLS as a comma list of http(s) URLs', () => {
    expect(purgeUrlsOf(undefined)).toEqual([])
    expect(purgeUrlsOf(' http://10.0.0.5:6081/ , https://cache.example.ch/purge ')).toEqual(['http://10.0.0.5:6081/', 'https://cache.example.ch/purge'])
    expect(() => purgeUrlsOf('10.0.0.5:6081')).toThrow()
  })

  it('sends PURGE with the tags in xkey-purge', async () => {
    const seen: { method?: string; tags?: string }[] = []
    const server = http.createServer((req, res) => {
      seen.push({ method: req.method, tags: String(req.headers[PURGE_HEADER]) })
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      expect(await sendPurge(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, ['job:1', 'search'], 1000)).toBe(200)
      expect(seen).toEqual([{ method: 'PURGE', tags: 'job:1 search' }])
    } finally {
      server.close()
    }
  })

  it('every invalidation of the store purges its tags at every endpoint, one purge at a time, the tags of meanwhile together', async () => {
    const sent: string[] = []
    let open: () => void = () => {}
    let held = false
    const send = (url: string, tags: readonly string[]) => {
      sent.push(`${url} ${tags.join(' ')}`)
      if (url !== 'a' || held) return Promise.resolve(200)
      held = true
      return new Promise<number>((resolve) => (open = () => resolve(200)))
    }
    const purger = sharedCachePurger({ urls: ['a', 'b'], log: () => {}, send })
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 1000 })
    store.onInvalidate(purger.purge)
    store.invalidate(['job:1'])
    store.invalidate(['job:2', 'search'])
    store.invalidate(['home'])
    open()
    await purger.settled()
    // each endpoint's first purge was under way while the others came: they went out together after it
    expect(sent).toEqual(['a job:1 untagged', 'b job:1 untagged', 'b job:2 search untagged home', 'a job:2 search untagged home'])
    sent.length = 0
    store.invalidate()
    store.invalidate(['job:3'])
    await purger.settled()
    // everything: `all` (every shared page carries it); a change after it is purged after it, with
    // the pages that name no tags (they go on any change)
    expect(sent.sort()).toEqual(['a all', 'a job:3 untagged', 'b all', 'b job:3 untagged'])
    sent.length = 0
    store.invalidate(['job:4'])
    store.invalidate(['job:5'])
    store.invalidate()
    await purger.settled()
    // waiting behind a purge under way, `all` stands for every other tag
    expect(sent.sort()).toEqual(['a all', 'a job:4 untagged', 'b all', 'b job:4 untagged'])
  })

  it('retries a failed purge with a back-off, then logs it; the store is emptied regardless', async () => {
    const logged: string[] = []
    let attempts = 0
    const purger = sharedCachePurger({
      urls: ['http://cache.invalid/'],
      log: (msg) => logged.push(msg),
      retryMs: [20, 40],
      send: () => (++attempts === 2 ? Promise.resolve(503) : Promise.reject(new Error('ECONNREFUSED'))),
    })
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 1000 })
    store.setEnabled(true)
    store.onInvalidate(purger.purge)
    store.set('browser /de/job/1', store.generation, { html: '<p>1</p>', headers: {}, policy: '' })
    store.invalidate(['job:1'])
    expect(store.get('browser /de/job/1')).toBeNull()
    // a write waits for the first attempt only, not for the retries of a failing endpoint
    await purger.settled()
    expect(attempts).toBe(1)
    await vi.waitFor(() => expect(logged).toHaveLength(1))
    expect(attempts).toBe(3)
    expect(logged).toEqual([expect.stringContaining('the purge of job:1 untagged at http://cache.invalid/ failed 3 times (ECONNREFUSED)')])
  })
  it('waits again for an endpoint that failed before, once its retries are over (a cache started after the app)', async () => {
    let up = false
    const sent: string[] = []
    let answer: () => void = () => {}
    const purger = sharedCachePurger({
      urls: ['http://cache.invalid/'],
      log: () => {},
      retryMs: [10],
      send: (_url, tags) => {
        if (!up) return Promise.reject(new Error('ECONNREFUSED'))
        sent.push(tags.join(' '))
        return new Promise<number>((resolve) => (answer = () => resolve(200)))
      },
    })
    // the purge of everything when the process starts listening, before the cache is up: tried twice, given up
    purger.purge('all')
    await purger.settled()
    await new Promise((resolve) => setTimeout(resolve, 50))
    up = true
    purger.purge(['job:1'])
    let settled = false
    const waiting = purger.settled().then(() => (settled = true))
    await vi.waitFor(() => expect(sent).toEqual(['job:1 untagged']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // the write's answer waits for this purge: the endpoint answers again
    expect(settled).toBe(false)
    answer()
    await waiting
    expect(settled).toBe(true)
  })
  it('a purge asked for while a failed one waits for its retry goes out at once, with its tags, and is waited for', async () => {
    let up = false
    const sent: string[] = []
    const purger = sharedCachePurger({
      urls: ['http://cache.invalid/'],
      log: () => {},
      retryMs: [60_000],
      send: (_url, tags) => {
        if (!up) return Promise.reject(new Error('ECONNREFUSED'))
        sent.push(tags.join(' '))
        return new Promise<number>((resolve) => setTimeout(resolve, 100, 200))
      },
    })
    purger.purge(['home'])
    await purger.settled()
    up = true
    purger.purge(['job:1'])
    const started = Date.now()
    await purger.settled()
    // not after the minute of back-off: at once, the tags being retried with it
    expect(sent).toEqual(['home untagged job:1'])
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('what a kept page tells the shared cache', () => {
  it('its tags and `all`; `untagged` and `all` when it names none', () => {
    expect(pageTags(['job:12', 'institution:4', 'search', 'home'])).toEqual(['job:12', 'institution:4', 'search', 'home', 'all'])
    expect(pageTags([])).toEqual(['untagged', 'all'])
    expect(pageTags(['job:1', 'bad"tag\r\n'])).toEqual(['job:1', 'all'])
    expect(sharedHeaders(['job:1'])).toEqual({ 'cache-control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=30', xkey: 'job:1 all' })
  })
})

describe("a write's answer waits for its purges", () => {
  async function serverWith(listener: Listener) {
    const server = http.createServer(listener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }
  // as Next's compression writes: a head before each chunk while none has been sent
  const app: Listener = (_req, res) => {
    const head = () => void (res.headersSent || res.writeHead(200, { 'content-type': 'application/json' }))
    head()
    res.write('{"ok":')
    head()
    res.end('true}')
  }

  it('holds a POST until the purges are sent, never a GET; bounded', async () => {
    const events: string[] = []
    let sent: () => void = () => {}
    const purged = new Promise<void>((resolve) => (sent = resolve))
    const { server, url } = await serverWith(
      withPurgeBarrier(app, {
        sync: () => Promise.resolve(true),
        settled: () => purged.then(() => void events.push('purged')),
        ms: 2000,
      }),
    )
    try {
      expect(await (await fetch(url)).text()).toBe('{"ok":true}')
      const posted = fetch(url, { method: 'POST' }).then(async (res) => events.push(`answer ${await res.text()}`))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(events).toEqual([])
      sent()
      await posted
      expect(events).toEqual(['purged', 'answer {"ok":true}'])
    } finally {
      server.close()
    }
    const stuck = await serverWith(withPurgeBarrier(app, { sync: () => Promise.resolve(true), settled: () => new Promise(() => {}), ms: 100 }))
    try {
      const started = Date.now()
      expect(await (await fetch(stuck.url, { method: 'DELETE' })).text()).toBe('{"ok":true}')
      expect(Date.now() - started).toBeLessThan(1500)
    } finally {
      stuck.server.close()
    }
  })
})
