import { describe, expect, it } from 'vitest'
import { createTokenBucket } from './rate-limit'

describe('token bucket rate limit', () => {
  it('allows a burst up to the capacity, then refills over time', () => {
    let now = 0
    const limiter = createTokenBucket({ capacity: 10, refillPerSecond: 2, now: () => now })
    expect(limiter.take('a', 10)).toEqual({ ok: true })
    expect(limiter.take('a', 1)).toEqual({ ok: false, retryAfterSeconds: 1 })
    now += 500
    expect(limiter.take('a', 1)).toEqual({ ok: true })
    expect(limiter.take('a', 4)).toEqual({ ok: false, retryAfterSeconds: 2 })
    now += 60_000
    expect(limiter.take('a', 10)).toEqual({ ok: true })
  })

  it('counts each client on its own and takes nothing from a refused request', () => {
    let now = 0
    const limiter = createTokenBucket({ capacity: 5, refillPerSecond: 1, now: () => now })
    expect(limiter.take('a', 4).ok).toBe(true)
    expect(limiter.take('a', 2).ok).toBe(false)
    expect(limiter.take('b', 5).ok).toBe(true)
    expect(limiter.take('a', 1).ok).toBe(true)
    now += 0
    expect(limiter.take('a', 1).ok).toBe(false)
  })

  it('forgets the least recently used clients beyond maxKeys (a forgotten client starts full)', () => {
    const limiter = createTokenBucket({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: () => 0 })
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('b').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false) // a is now the most recent
    expect(limiter.take('c').ok).toBe(true) // b is forgotten
    expect(limiter.take('a').ok).toBe(false)
    expect(limiter.take('b').ok).toBe(true)
  })
})
