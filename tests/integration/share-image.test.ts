import { beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { freshPayload } from '../support/test-db'

// A page's share picture (ADR 0062): a signed address answers a PNG of at least 1200x630; an
// unsigned or changed one is refused, so nobody draws their own words under our brand.

const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const get = async (path: string) => {
  const { GET } = await import('@/app/api/share-image/route')
  return GET(new NextRequest(new URL(path, 'http://localhost')))
}

beforeAll(async () => {
  await freshPayload()
}, 120_000)

describe('the share picture', () => {
  it('draws a PNG of at least 1200x630 for a signed address, kept for a year', async () => {
    const { shareImage } = await import('@/modules/seo/share-image.server')
    const image = shareImage({ l: 'fr', t: 'Médecin assistant·e en cardiologie', s: 'Hôpital de l’Île, Berne' })
    expect(image).toMatchObject({ width: 1200, height: 630 })
    const res = await get(image.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('immutable')
    const size = pngSize(Buffer.from(await res.arrayBuffer()))
    expect(size.width).toBeGreaterThanOrEqual(1200)
    expect(size.height).toBeGreaterThanOrEqual(630)
  }, 60_000)

  it('refuses an unsigned or altered address and a bad query', async () => {
    const { shareImage } = await import('@/modules/seo/share-image.server')
    const image = shareImage({ l: 'de', t: 'Stellen' })
    expect((await get(image.url.replace('t=Stellen', 't=Gratis'))).status).toBe(404)
    expect((await get('/api/share-image?l=de&t=Stellen')).status).toBe(404)
    expect((await get('/api/share-image?l=en&t=x&k=abc')).status).toBe(400)
  })
})
