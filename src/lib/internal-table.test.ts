import { afterEach, describe, expect, it, vi } from 'vitest'
import { internalTable } from './internal-table'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function answers(...bodies: (unknown | Error)[]) {
  const fetch = vi.fn(async () => {
    const next = bodies.length > 1 ? bodies.shift() : bodies[0]
    if (next instanceof Error) throw next
    return new Response(JSON.stringify(next), { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('internalTable', () => {
  it('fetches once per ttl, one request at a time', async () => {
    vi.useFakeTimers()
    const fetch = answers({ n: 1 }, { n: 2 })
    const read = internalTable('/api/x', 1000, (b) => (b as { n: number }).n, 0)
    expect(await Promise.all([read('http://app'), read('http://app')])).toEqual([1, 1])
    expect(await read('http://app')).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('http://app/api/x', { cache: 'no-store' })
    vi.advanceTimersByTime(1001)
    expect(await read('http://app')).toBe(2)
  })

  it('keeps the last known table when a refresh fails, and the fallback before any', async () => {
    vi.useFakeTimers()
    answers(new Error('down'), { n: 5 }, new Error('down again'))
    const read = internalTable('/api/x', 1000, (b) => (b as { n: number }).n, -1)
    expect(await read('http://app')).toBe(-1)
    expect(await read('http://app')).toBe(5)
    vi.advanceTimersByTime(1001)
    expect(await read('http://app')).toBe(5)
  })
})
