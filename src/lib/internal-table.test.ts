import http from 'node:http'
import type { AddressInfo } from 'node:net'
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
    expect(fetch).toHaveBeenCalledWith('http://app/api/x', { cache: 'no-store', signal: expect.any(AbortSignal) })
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

  it('gives up on a server that does not answer within the bound and keeps the fallback', async () => {
    // a real server that accepts the request and never answers (ADR 0047)
    const server = http.createServer(() => {})
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const read = internalTable('/api/x', 1000, (b) => (b as { n: number }).n, -1, 200)
      const started = Date.now()
      expect(await read(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)).toBe(-1)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
