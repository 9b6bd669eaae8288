// The kept pages of one process: a map in least-recently-used order with a byte budget, emptied at
// once when the data behind the pages changes (a new generation). A page rendered while a change
// came in is not kept: it is stored only if the generation it started in is still the current one.
// When the store stops hearing about changes (the listening connection is lost: a database outage,
// say), its pages are no longer served as current, but they stay for `staleMs` as the answer of last
// resort when a render fails (ADR 0047); hearing again empties the store.
import crypto from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import zlib from 'node:zlib'

/** A kept page: its body in the encodings asked for so far, its headers and its policy. */
export type PageEntry = {
  key: string
  headers: OutgoingHttpHeaders
  policy: string
  identity: Buffer
  gzip: Buffer
  br: Buffer | null
  etag: string
  storedAt: number
  bytes: number
}

/** What an invalidation drops: the pages of these tags, or all. */
export type InvalidationListener = (tags: readonly string[] | 'all') => void

type StoreOptions = { maxBytes: number; maxAgeMs: number; staleMs?: number; now?: () => number }

export class PageStore {
  maxBytes: number
  maxAgeMs: number
  staleMs: number
  deafSince: number | null
  now: () => number
  entries = new Map<string, PageEntry>()
  bytes = 0
  generation = 0
  enabled = false
  pending = new Map<string, Promise<PageEntry | null>>()
  #invalidated: InvalidationListener[] = []

  constructor({ maxBytes, maxAgeMs, staleMs = 0, now = Date.now }: StoreOptions) {
    this.maxBytes = maxBytes
    this.maxAgeMs = maxAgeMs
    this.staleMs = staleMs
    /** since when the store no longer hears about changes (null: it hears, or never did) */
    this.deafSince = null
    this.now = now
    // requests for a page being rendered right now wait for it (`pending`) instead of rendering it again
  }

  /**
   * Drops the pages of `tags` (every page for now: by tags once they are kept with their pages);
   * pages being rendered now will not be kept. Every invalidation is told to `onInvalidate`'s
   * listeners (the shared cache's purge, ADR 0074).
   */
  invalidate(tags?: readonly string[]): void {
    this.generation++
    this.entries.clear()
    this.bytes = 0
    for (const listener of this.#invalidated) {
      try {
        listener(tags ?? 'all')
      } catch {
        // a listener's failure is its own (the purge logs its failures): the store is emptied regardless
      }
    }
  }

  /** `listener` is called for every invalidation, with its tags or 'all'. */
  onInvalidate(listener: InvalidationListener): void {
    this.#invalidated.push(listener)
  }

  /** Kept pages are served only while the store hears about changes (see invalidation.ts). */
  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return
    // going deaf keeps the pages as stale answers; hearing again starts from nothing (changes were missed)
    if (enabled) this.invalidate()
    this.deafSince = enabled ? null : this.now()
    this.enabled = enabled
  }

  /** A kept page of before the store went deaf, for at most `staleMs` after (null otherwise). */
  stale(key: string): PageEntry | null {
    return this.servesStale() ? (this.entries.get(key) ?? null) : null
  }

  /** Deaf for at most `staleMs`: kept pages may stand in for failing renders. */
  servesStale(): boolean {
    return !this.enabled && this.staleMs > 0 && this.deafSince !== null && this.now() - this.deafSince <= this.staleMs
  }

  get(key: string): PageEntry | null {
    if (!this.enabled) return null
    const entry = this.entries.get(key)
    if (!entry) return null
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.#drop(key, entry)
      return null
    }
    // most recently used last
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Keeps a page rendered in `generation`, unless the data changed meanwhile or it is too large. */
  set(key: string, generation: number, { html, headers, policy }: { html: string; headers: OutgoingHttpHeaders; policy: string }): PageEntry | null {
    if (!this.enabled || generation !== this.generation) return null
    const identity = Buffer.from(html, 'utf8')
    const gzip = zlib.gzipSync(identity, { level: 6 })
    const entry: PageEntry = {
      key,
      headers,
      policy,
      identity,
      gzip,
      br: null,
      etag: `"pc-${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      storedAt: this.now(),
      bytes: identity.length + gzip.length,
    }
    if (entry.bytes > this.maxBytes / 8) return null
    const old = this.entries.get(key)
    if (old) this.#drop(key, old)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.#drop(k, e)
    }
    return entry
  }

  /** The page's body in an encoding; brotli is made on first demand (quality 5: fast, small). */
  body(entry: PageEntry, encoding: string): Buffer {
    if (encoding === 'gzip') return entry.gzip
    if (encoding === 'br') {
      if (!entry.br) {
        entry.br = zlib.brotliCompressSync(entry.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        entry.bytes += entry.br.length
        if (this.entries.get(entry.key) === entry) this.bytes += entry.br.length
      }
      return entry.br
    }
    return entry.identity
  }

  #drop(key: string, entry: PageEntry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}
