import { afterEach, describe, expect, it, vi } from 'vitest'
import { keptTable } from './kept-table'
import { within } from './within'

afterEach(() => vi.useRealTimers())

function loads(...results: (number | Error)[]) {
  return vi.fn(async () => {
    const next = results.length > 1 ? results.shift() : results[0]
    if (next instanceof Error) throw next
    return next as number
  })
}

describe('keptTable', () => {
  it('loads once per ttl, one load at a time', async () => {
    vi.useFakeTimers()
    const load = loads(1, 2)
    const read = keptTable(load, { ttlMs: 1000, fallback: 0 })
    expect(await Promise.all([read(), read()])).toEqual([1, 1])
    expect(await read()).toBe(1)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1001)
    expect(await read()).toBe(2)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the last known table when a load fails, and the fallback before any', async () => {
    vi.useFakeTimers()
    const read = keptTable(loads(new Error('down'), 5, new Error('down again')), { ttlMs: 1000, fallback: -1 })
    expect(await read()).toBe(-1)
    expect(await read()).toBe(5)
    vi.advanceTimersByTime(1001)
    expect(await read()).toBe(5)
  })

  it('gives up on a load that does not finish within the bound and keeps the fallback (ADR 0047)', async () => {
    const read = keptTable(() => new Promise<number>(() => {}), { ttlMs: 1000, fallback: -1, timeoutMs: 100 })
    const started = Date.now()
    expect(await read()).toBe(-1)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('treats a load that throws before it returns a promise as failed', async () => {
    const read = keptTable<number>(
      () => {
        throw new Error('no database')
      },
      { ttlMs: 1000, fallback: 7 },
    )
    expect(await read()).toBe(7)
  })
})

describe('within', () => {
  it('passes the answer on, or rejects after the bound', async () => {
    expect(await within(Promise.resolve(3), 100)).toBe(3)
    await expect(within(new Promise(() => {}), 50)).rejects.toThrow('no answer within 50 ms')
  })
})
