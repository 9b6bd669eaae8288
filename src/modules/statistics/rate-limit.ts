// A token bucket per client key (the client's IP), kept in this process's memory.
// Limitation: each app process counts on its own, and a restart forgets the counts, so with N
// processes a client may send up to N times the limit. That is enough to stop a runaway script
// from filling the events table; a shared limit would need PostgreSQL or a proxy in front.

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Takes `cost` tokens from the key's bucket, or none when there are not enough. */
  take(key: string, cost?: number): TakeResult
}

export interface TokenBucketOptions {
  capacity: number
  refillPerSecond: number
  /** buckets kept at most; the least recently used one is forgotten first */
  maxKeys?: number
  now?: () => number
}

export function createTokenBucket({ capacity, refillPerSecond, maxKeys = 10_000, now = Date.now }: TokenBucketOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key, cost = 1) {
      const time = now()
      const previous = buckets.get(key)
      const tokens = previous ? Math.min(capacity, previous.tokens + ((time - previous.at) / 1000) * refillPerSecond) : capacity
      // Re-inserting keeps the Map in least-recently-used order.
      buckets.delete(key)
      const ok = tokens >= cost
      buckets.set(key, { tokens: ok ? tokens - cost : tokens, at: time })
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string)
      return ok ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((Math.min(cost, capacity) - tokens) / refillPerSecond)) }
    },
  }
}

/**
 * The limit of POST /api/fn/statistic/post: a burst of 600 events, then 10 per second (600 a
 * minute) per IP. A visitor produces a few dozen a minute; a hospital network behind one address
 * has room for many visitors. A request costs its number of events, at least 1.
 */
export const STATISTICS_RATE = { capacity: 600, refillPerSecond: 10 } as const

