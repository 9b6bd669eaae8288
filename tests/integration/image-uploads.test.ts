import zlib from 'node:zlib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// ADR 0052: what an image upload may cost. A pixel limit read from the header before
// anything is decoded, one decode at a time per process, a per-user limit per hour (in the
// database), and a catalogue key for each refusal that the upload form shows at the file input.

let payload: Payload
let media: typeof import('@/modules/institutions/media-write.server')
let limits: typeof import('@/modules/limits/rules')
let take: typeof import('@/modules/limits/take.server')
const ids = { region: 0, category: 0, hospital: 0 }
let manager = { id: 0, role: 'ROLE_INSTITUTION' as const }

/** A PNG that is only a header: it claims `width` × `height` pixels in 87 bytes (a decompression bomb's start). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function png(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width, height, channels: 3, background: '#0b5f66' } })
    .png()
    .toBuffer()
}

const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await freshPayload()
  media = await import('@/modules/institutions/media-write.server')
  limits = await import('@/modules/limits/rules')
  take = await import('@/modules/limits/take.server')
  ids.region = await createEssential(payload, 'regions', 'BE', 'Bern')
  ids.category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.hospital = await createInstitution(payload, { name: 'Spital Pixel', region: ids.region, category: ids.category })
  manager = { id: (await createUser(payload, { email: 'pixel@example.test', role: 'ROLE_INSTITUTION', manages: ids.hospital, first_name: 'Pia' })).id, role: 'ROLE_INSTITUTION' }
})

describe('the pixel limit, read from the header', () => {
  it('refuses an image over 25 megapixels before decoding it (a 7000 × 7000 PNG)', async () => {
    const before = await mediaCount()
    expect(await media.checkImage(pngHeader(7000, 7000))).toBe('imagePixels')
    expect(await media.uploadProfileImage(payload, manager, ids.hospital, 'images', pngHeader(7000, 7000), {})).toEqual({
      ok: false,
      reason: 'notFound',
      field: 'file',
      message: 'imagePixels',
    })
    // Far over the limit, and sharp's own limit: still the pixel message, not "not an image".
    expect(await media.checkImage(pngHeader(30_000, 30_000))).toBe('imagePixels')
    expect(await mediaCount()).toBe(before)
  })

  it('takes the largest real photos (24 MP from a phone) by their header', async () => {
    expect(await media.checkImage(pngHeader(5712, 4284))).toBe('ok')
    expect(await media.checkImage(pngHeader(5001, 5000))).toBe('imagePixels')
  })
})

describe('one decode at a time, and a per-user limit per hour', () => {
  it('stores parallel uploads one after the other, all of them', async () => {
    const images = await Promise.all([png(900, 600), png(800, 600), png(700, 500)])
    const results = await Promise.all(images.map((data) => media.uploadProfileImage(payload, manager, ids.hospital, 'images', data, {})))
    expect(results).toEqual(images.map(() => ({ ok: true, id: ids.hospital })))
  })

  it('refuses uploads once the user’s hourly allowance is spent, with its own message, and stores nothing', async () => {
    const other = await createUser(payload, { email: 'busy-uploader@example.test', role: 'ROLE_INSTITUTION', manages: ids.hospital, first_name: 'Udo' })
    const uploader = { id: other.id, role: 'ROLE_INSTITUTION' as const }
    const rule = limits.IMAGE_UPLOADS_PER_USER
    expect(rule.capacity).toBeGreaterThanOrEqual(22) // logo, header and a full gallery of 20 in one sitting
    expect((await take.takeLimit(payload, rule, String(uploader.id), { cost: rule.capacity })).ok).toBe(true)
    const before = await mediaCount()
    expect(await media.uploadProfileImage(payload, uploader, ids.hospital, 'logo', await png(300, 300), {})).toEqual({
      ok: false,
      reason: 'tooMany',
      field: 'file',
      message: 'uploadLimit',
    })
    expect(await mediaCount()).toBe(before)
    // Another user is not held by it.
    expect(await media.uploadProfileImage(payload, manager, ids.hospital, 'logo', await png(300, 300), {})).toEqual({ ok: true, id: ids.hospital })
  })
})
