// The kept pages of one process: a map in least-recently-used order with a byte budget. A change to
// the data behind the pages drops the pages that can show it: each page carries tags (what it shows:
// `job:12`, `search`, ...; ADR 0073) and a change names the tags it touches; a change without tags
// drops every page. A page rendered while a change came in is not kept when that change touches
// its tags: every invalidation is numbered (a generation) and the recent ones are remembered.
// When the store stops hearing about changes (the listening connection is lost: a database outage,
// say), its pages are no longer served as current, but they stay for `staleMs` as the answer of last
// resort when a render fails (ADR 0047); hearing again empties the store.
// Pages are kept gzip-compressed only (ADR 0073): the rare request that does not take gzip gets the
// page decompressed for it.
import crypto from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import zlib from 'node:zlib'

/** A kept page: its gzip-compressed body, its headers, its policy and its tags. */
export type PageEntry = {
  key: string
  headers: OutgoingHttpHeaders
  policy: string
  gzip: Buffer
  tags: readonly string[]
  etag: string
  storedAt: number
  bytes: number
}

/** What an invalidation dropped: the pages with one of these tags, or every page. */
export type InvalidatedTags = readonly string[] | 'all'
export type InvalidationListener = (tags: InvalidatedTags) => void

type StoreOptions = { maxBytes: number; maxAgeMs: number; staleMs?: number; now?: () => number }
type KeptPage = { html: string; headers: OutgoingHttpHeaders; policy: string; tags?: readonly string[] }

/** How many recent invalidations a render in flight is checked against (older renders are not kept). */
const REMEMBERED = 512
/** The index entry of pages that declare no tags: any change drops them. */
const UNTAGGED = '\u0000untagged'
/** Bytes a kept page costs beyond its body (key, headers, policy, tags, the map's own). */
const OVERHEAD_BYTES = 1024

export class PageStore {
  maxBytes: number
  maxAgeMs: number
  staleMs: number
  deafSince: number | null
  now: () => number
  entries = new Map<string, PageEntry>()
  /** tag -> keys of the kept pages that carry it */
  byTag = new Map<string, Set<string>>()
  bytes = 0
  generation = 0
  enabled = false
  pending = new Map<string, Promise<PageEntry | null>>()
  /** the tags of the last invalidations, the newest last; recent[i] made generation `generation - recent.length + 1 + i` */
  recent: InvalidatedTags[] = []
  listeners = new Set<InvalidationListener>()

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
   * Drops the pages carrying one of `tags` (pages without tags go on any change), or every page
   * without an argument; pages being rendered now that carry them will not be kept.
   */
  invalidate(tags?: readonly string[]): void {
    const dropped: InvalidatedTags = tags === undefined ? 'all' : [...new Set(tags)]
    if (dropped !== 'all' && dropped.length === 0) return
    this.generation++
    this.recent.push(dropped)
    if (this.recent.length > REMEMBERED) this.recent.shift()
    if (dropped === 'all') {
      this.entries.clear()
      this.byTag.clear()
      this.bytes = 0
    } else {
      for (const tag of [...dropped, UNTAGGED]) {
        for (const key of this.byTag.get(tag) ?? []) {
          const entry = this.entries.get(key)
          if (entry) this.#drop(key, entry)
        }
      }
    }
    for (const listener of this.listeners) {
      try {
        listener(dropped)
      } catch {
        // a listener's failure (a shared cache's purge, say) is its own; the store has done its part
      }
    }
  }

  /** Calls `listener` with what every invalidation drops (changes, online/offline moments, hearing again). */
  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Whether an invalidation since `generation` touched a page with these tags (or is too old to tell). */
  changedSince(generation: number, tags: readonly string[]): boolean {
    const missed = this.generation - generation
    if (missed <= 0) return false
    if (missed > this.recent.length) return true
    for (const dropped of this.recent.slice(-missed)) {
      if (dropped === 'all' || tags.length === 0 || tags.some((t) => dropped.includes(t))) return true
    }
    return false
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

  /** Keeps a page rendered in `generation`, unless data it shows changed meanwhile or it is too large. */
  set(key: string, generation: number, { html, headers, policy, tags = [] }: KeptPage): PageEntry | null {
    if (!this.enabled || this.changedSince(generation, tags)) return null
    const identity = Buffer.from(html, 'utf8')
    const gzip = zlib.gzipSync(identity, { level: 6 })
    const entry: PageEntry = {
      key,
      headers,
      policy,
      gzip,
      tags: [...new Set(tags)],
      etag: `"pc-${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      storedAt: this.now(),
      bytes: gzip.length + OVERHEAD_BYTES,
    }
    if (entry.bytes > this.maxBytes / 8) return null
    const old = this.entries.get(key)
    if (old) this.#drop(key, old)
    this.entries.set(key, entry)
    for (const tag of entry.tags.length ? entry.tags : [UNTAGGED]) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    this.bytes += entry.bytes
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.#drop(k, e)
    }
    return entry
  }

  /** The page's body: gzip as kept, or decompressed for a request that does not take gzip. */
  body(entry: PageEntry, encoding: string): Buffer {
    return encoding === 'gzip' ? entry.gzip : zlib.gunzipSync(entry.gzip)
  }

  #drop(key: string, entry: PageEntry): void {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
    for (const tag of entry.tags.length ? entry.tags : [UNTAGGED]) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.byTag.delete(tag)
    }
  }
}
