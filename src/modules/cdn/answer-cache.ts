// The delivery API's answers to published requests (ADR 0068, "Cache"), per process and bounded:
// two generations, the current content version's and the one before it, each at most
// `maxEntries` answers and `maxChars` characters, least recently used out first. When the content
// version moves, the older generation is dropped and the current one becomes the previous one, so a
// request that still names the previous cv is answered as before, and a new cv gets new data.

export interface CachedAnswer {
  body: string
  headers: Record<string, string>
}

class Generation {
  readonly entries = new Map<string, CachedAnswer>()
  chars = 0
  constructor(readonly cv: number) {}
}

export class AnswerCache {
  private current: Generation | null = null
  private previous: Generation | null = null

  constructor(
    private maxEntries = 500,
    private maxChars = 32_000_000,
  ) {}

  /** Tells the cache the current content version; a new one starts a new generation. */
  setVersion(cv: number): void {
    if (this.current?.cv === cv) return
    if (this.current && this.current.cv < cv) this.previous = this.current
    else if (this.current) this.previous = null
    this.current = new Generation(cv)
  }

  private generationOf(cv: number): Generation | null {
    if (this.current?.cv === cv) return this.current
    if (this.previous?.cv === cv) return this.previous
    return null
  }

  get(cv: number, key: string): CachedAnswer | undefined {
    const gen = this.generationOf(cv)
    const hit = gen?.entries.get(key)
    if (!gen || !hit) return undefined
    gen.entries.delete(key)
    gen.entries.set(key, hit)
    return hit
  }

  set(cv: number, key: string, answer: CachedAnswer): void {
    const gen = this.generationOf(cv)
    if (!gen || answer.body.length > this.maxChars) return
    const old = gen.entries.get(key)
    if (old) {
      gen.chars -= old.body.length
      gen.entries.delete(key)
    }
    gen.entries.set(key, answer)
    gen.chars += answer.body.length
    for (const [oldest, entry] of gen.entries) {
      if (gen.entries.size <= this.maxEntries && gen.chars <= this.maxChars) break
      gen.entries.delete(oldest)
      gen.chars -= entry.body.length
    }
  }

  /** Answers held (both generations). */
  get size(): number {
    return (this.current?.entries.size ?? 0) + (this.previous?.entries.size ?? 0)
  }
}
