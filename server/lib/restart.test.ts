import { describe, expect, it } from 'vitest'
import { nextCrashCount, restartDelay, RESTART_MAX_MS, STABLE_MS } from './restart'

describe('restart back-off', () => {
  it('doubles from 1 s per crash in a row, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
    expect(restartDelay(1000)).toBe(RESTART_MAX_MS)
  })

  it('counts crashes in a row, and starts again after a stable minute', () => {
    expect(nextCrashCount(0, 500)).toBe(1)
    expect(nextCrashCount(3, 5000)).toBe(4)
    expect(nextCrashCount(6, STABLE_MS)).toBe(1)
  })
})
