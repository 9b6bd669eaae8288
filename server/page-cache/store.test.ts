import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageStore } from './store'

const page = (n: number) => ({ html: `<p>${'x'.repeat(n)}</p>`, headers: { 'content-type': 'text/html' }, policy: "script-src 'self'" })
/** A page that does not compress: its kept size is about its length. */
const noise = (n: number) => ({ ...page(0), html: crypto.randomBytes(n).toString('base64').slice(0, n) })

describe('the page store', () => {
  it('serves nothing until it is enabled (listening for changes)', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    expect(store.set('a', store.generation, page(10))).toBeNull()
    store.setEnabled(true)
    expect(store.set('a', store.generation, page(10))).not.toBeNull()
    expect(store.body(store.get('a')!, 'identity').toString()).toBe(`<p>${'x'.repeat(10)}</p>`)
    store.setEnabled(false)
    expect(store.get('a')).toBeNull()
  })

  it('keeps its pages as stale answers for staleMs after it stops hearing, and drops them when it hears again', () => {
    let now = 0
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000, staleMs: 10_000, now: () => now })
    store.setEnabled(true)
    store.set('a', store.generation, page(10))
    expect(store.stale('a')).toBeNull() // hearing: a kept page is current, not stale
    store.setEnabled(false)
    now = 10_000
    expect(store.get('a')).toBeNull()
    expect(store.body(store.stale('a')!, 'identity').toString()).toBe(`<p>${'x'.repeat(10)}</p>`)
    now = 10_001
    expect(store.stale('a')).toBeNull()
    now = 5_000
    store.setEnabled(true)
    store.setEnabled(false)
    expect(store.stale('a')).toBeNull()
  })

  it('does not keep a page rendered before a change came in', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    const started = store.generation
    store.invalidate()
    expect(store.set('a', started, page(10))).toBeNull()
    expect(store.get('a')).toBeNull()
  })

  it('stays within its byte budget, dropping the least recently used page', () => {
    const store = new PageStore({ maxBytes: 40_000, maxAgeMs: 60_000 })
    store.setEnabled(true)
    for (const key of ['a', 'b', 'c']) store.set(key, store.generation, noise(4000))
    store.get('a')
    for (let i = 0; i < 20; i++) store.set(`k${i}`, store.generation, noise(4000))
    expect(store.bytes).toBeLessThanOrEqual(40_000)
    expect(store.get('b')).toBeNull()
    expect([...store.entries.keys()]).toContain('k19')
  })

  it('forgets pages after their maximum age', () => {
    let now = 0
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 1000, now: () => now })
    store.setEnabled(true)
    store.set('a', store.generation, page(10))
    now = 1001
    expect(store.get('a')).toBeNull()
    expect(store.bytes).toBe(0)
  })

  it('keeps a page gzip-compressed only, and decompresses it for a request that does not take gzip', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    const html = page(5000).html
    const entry = store.set('a', store.generation, page(5000))!
    expect(zlib.gunzipSync(store.body(entry, 'gzip')).toString()).toBe(html)
    expect(store.body(entry, 'identity').toString()).toBe(html)
    // its cost is the compressed body (and a fixed allowance), not the page's size
    expect(entry.bytes).toBeLessThan(html.length / 2)
    expect(store.bytes).toBe(entry.bytes)
    expect(Object.keys(entry)).not.toContain('identity')
  })
})

describe('dropping by tags (ADR 0073)', () => {
  const tagged = (...tags: string[]) => ({ ...page(10), tags })

  it('drops the pages carrying a tag named, keeps the others, and drops pages without tags on any change', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    store.set('job 12', store.generation, tagged('jobs', 'job:12'))
    store.set('job 13', store.generation, tagged('jobs', 'job:13'))
    store.set('search', store.generation, tagged('search'))
    store.set('untagged', store.generation, page(10))
    store.invalidate(['job:12', 'search'])
    expect(store.get('job 12')).toBeNull()
    expect(store.get('search')).toBeNull()
    expect(store.get('untagged')).toBeNull()
    expect(store.get('job 13')).not.toBeNull()
    store.invalidate(['jobs'])
    expect(store.get('job 13')).toBeNull()
    expect(store.entries.size).toBe(0)
    expect(store.bytes).toBe(0)
    expect(store.byTag.size).toBe(0)
  })

  it('keeps a page rendered during a change that does not touch it, not one that does', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    const started = store.generation
    store.invalidate(['job:12'])
    expect(store.set('job 13', started, tagged('job:13'))).not.toBeNull()
    expect(store.set('job 12', started, tagged('job:12'))).toBeNull()
    expect(store.set('untagged', started, page(10))).toBeNull()
    store.invalidate()
    expect(store.set('job 13', started, tagged('job:13'))).toBeNull()
  })

  it('does not keep a render older than the invalidations it remembers', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    const started = store.generation
    for (let i = 0; i < 600; i++) store.invalidate([`job:${i}`])
    expect(store.set('job 9999', started, tagged('job:9999'))).toBeNull()
    expect(store.set('job 9999', store.generation - 10, tagged('job:9999'))).not.toBeNull()
  })

  it('tells its listeners what every invalidation drops, hearing again included; an empty one is none', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const heard: (readonly string[] | 'all')[] = []
    const stop = store.onInvalidate((tags) => heard.push(tags))
    store.onInvalidate(() => {
      throw new Error('a failing listener does not stop the others')
    })
    store.setEnabled(true)
    store.invalidate(['job:1', 'job:1', 'search'])
    store.invalidate([])
    store.invalidate()
    stop()
    store.invalidate(['home'])
    expect(heard).toEqual(['all', ['job:1', 'search'], 'all'])
  })
})
