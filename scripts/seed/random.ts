// Deterministic randomness: the same seed string always yields the same sequence.

/** 32-bit FNV-1a hash, used to turn seed strings and stream labels into PRNG states. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
function mulberry32(state: number): () => number {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Random {
  private readonly next: () => number

  constructor(private readonly seed: string) {
    this.next = mulberry32(hash32(seed))
  }

  /**
   * An independent stream for one part of the data, so that e.g. `--jobs 20000`
   * leaves institutions, users and reviews exactly as with the default.
   */
  fork(label: string): Random {
    return new Random(`${this.seed}/${label}`)
  }

  float(): number {
    return this.next()
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** Integer in [min, max] rounded to a multiple of step. */
  stepped(min: number, max: number, step: number): number {
    return Math.round(this.int(min, max) / step) * step
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by relative weights: weighted([['a', 3], ['b', 1]]) gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [value, weight] of entries) {
      r -= weight
      if (r < 0) return value
    }
    const last = entries[entries.length - 1]
    if (!last) throw new Error('weighted pick from an empty list')
    return last[0]
  }

  /** n distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.min(n, items.length))
  }

  /** n distinct items, heavier ones more likely (Efraimidis-Spirakis), in descending key order. */
  weightedSample<T>(items: readonly T[], weight: (item: T) => number, n: number): T[] {
    return items
      .map((item) => ({ item, key: Math.pow(this.next(), 1 / Math.max(weight(item), 1e-9)) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, n)
      .map((entry) => entry.item)
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = tmp
    }
    return copy
  }
}
