import { afterEach, describe, expect, it, vi } from 'vitest'
import { ICON_FETCH_TIMEOUT_MS, loadIcon } from './icon-loader'

// The browser's icon loading (ADR 0062): one request per set for the icons asked for together,
// no icon when the service fails or is slower than 1500 ms.

afterEach(() => vi.unstubAllGlobals())

describe('loading icons', () => {
  it('asks once for the icons of one tick, with the set version, and reads aliases', async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        prefix: 'lucide',
        width: 24,
        height: 24,
        icons: { sun: { body: '<path d="M1"/>' }, house: { body: '<path d="M2"/>' } },
        aliases: { home: { parent: 'house' } },
      }),
    )
    vi.stubGlobal('fetch', fetch)
    const [sun, home, none] = await Promise.all([loadIcon('lucide', 'sun'), loadIcon('lucide', 'home'), loadIcon('lucide', 'moon')])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/api\/icons\/lucide\.json\?icons=sun,home,moon&v=\d/)
    expect(sun).toEqual({ body: '<path d="M1"/>', width: 24, height: 24 })
    expect(home?.body).toBe('<path d="M2"/>')
    expect(none).toBeNull()
  })

  it(`gives no icon when the service does not answer within ${ICON_FETCH_TIMEOUT_MS} ms`, async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    )
    const started = Date.now()
    expect(await loadIcon('lucide', 'clock')).toBeNull()
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(ICON_FETCH_TIMEOUT_MS - 50)
    expect(waited).toBeLessThan(ICON_FETCH_TIMEOUT_MS + 1000)
  })

  it('gives no icon when the service refuses', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }))
    expect(await loadIcon('lucide', 'gift')).toBeNull()
  })
})
