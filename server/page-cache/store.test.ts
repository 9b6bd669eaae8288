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
