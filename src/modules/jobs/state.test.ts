import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extendedUntil, isOnline, jobGroup } from './state'

const DAY = 86_400_000
const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }).map((t) => new Date(t))
const days = fc.constantFrom(30, 60, 90)

describe('extending an ad', () => {
  it('adds the days to the later of now and the old end', () => {
    fc.assert(
      fc.property(instant, instant, days, (now, until, d) => {
        const next = extendedUntil(now, until, d)
        expect(next.getTime()).toBe(Math.max(now.getTime(), until.getTime()) + d * DAY)
        // Never shorter than before, always at least the days from now.
        expect(next.getTime()).toBeGreaterThan(until.getTime())
        expect(next.getTime() - now.getTime()).toBeGreaterThanOrEqual(d * DAY)
      }),
      { numRuns: 2000 },
    )
  })

  it('brings an expired ad back online for the days bought, and keeps a running ad’s remaining days', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 }), days, (now, ago, d) => {
        const expired = {
          status: 'published' as const,
          online_from: new Date(now.getTime() - (ago + 30) * DAY).toISOString(),
          online_until: new Date(now.getTime() - ago * DAY).toISOString(),
        }
        expect(isOnline(expired, now)).toBe(false)
        const until = extendedUntil(now, expired.online_until, d)
        expect(isOnline({ ...expired, online_until: until.toISOString() }, now)).toBe(true)
        expect(jobGroup({ ...expired, online_until: until.toISOString() }, now)).toBe('active')
        expect(isOnline({ ...expired, online_until: until.toISOString() }, new Date(until.getTime() + 1))).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps a paused ad offline without changing its end; it expires while paused like any other', () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const ad = { status: 'published' as const, paused: true, online_from: '2026-11-01T00:00:00Z', online_until: '2026-12-01T00:00:00Z' }
    expect(isOnline(ad, now)).toBe(false)
    expect(jobGroup(ad, now)).toBe('active')
    expect(isOnline({ ...ad, paused: false }, now)).toBe(true)
    expect(jobGroup(ad, new Date('2026-12-02T00:00:00Z'))).toBe('expired')
  })
})
