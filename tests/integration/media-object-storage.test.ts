import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBucket, type TestBucket } from '../support/s3-server'
import { freshPayload } from '../support/test-db'

// Media in object storage (ADR 0049): with the S3_* settings, uploads and their
// sizes go to the bucket (a real S3-compatible server on loopback, s3rver), not to MEDIA_DIR;
// /media/… and Payload's /api/cms/media/file/… serve them from there; a missing key is 404 on both.

process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-media-s3-'))

let bucket: TestBucket
let s3: S3
let payload: Payload
let serve: typeof import('@/modules/media/serve-media.server')
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let doc: { filename?: string | null; url?: string | null; sizes?: { card?: { filename?: string | null } } }

const media = (name: string, init: RequestInit = {}) => serve.mediaResponse(new Request(`http://localhost/media/${encodeURIComponent(name)}`, init), name)
const cmsFile = (name: string) =>
  cms.GET(new Request(`http://localhost/api/cms/media/file/${encodeURIComponent(name)}`), { params: Promise.resolve({ slug: ['media', 'file', name] }) })
const keysInBucket = async () => ((await s3.listObjectsV2({ Bucket: bucket.env.S3_BUCKET! })).Contents ?? []).map((o) => o.Key).sort()

beforeAll(async () => {
  bucket = await startTestBucket()
  Object.assign(process.env, bucket.env)
  s3 = new S3({ region: 'eu-central-2', endpoint: bucket.env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  payload = await freshPayload()
  serve = await import('@/modules/media/serve-media.server')
  cms = await import('@/app/(payload)/api/cms/[...slug]/route')
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0b5f66' } })
    .png()
    .toBuffer()
  doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Kopfbild' },
    file: { data: png, mimetype: 'image/png', name: 'Kopfbild Spital.png', size: png.length },
  })
})

afterAll(async () => {
  await bucket?.stop()
})

describe('uploads with S3_* settings', () => {
  it('land in the bucket under S3_PREFIX, the original and every size, and not on disk', async () => {
    const keys = await keysInBucket()
    expect(keys).toContain(`media/${doc.filename}`)
    expect(keys).toContain(`media/${doc.sizes!.card!.filename}`)
    expect(keys.filter((k) => k?.startsWith('media/'))).toHaveLength(4)
    expect(fs.readdirSync(process.env.MEDIA_DIR!)).toEqual([])
    expect(doc.url).toBe(`/media/${encodeURIComponent(doc.filename!)}`)
  })

  it('are served at /media from the bucket with a year of caching, an ETag and a 304 to a revalidation', async () => {
    const res = await media(doc.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('last-modified')).toMatch(/GMT$/)
    const stored = await s3.getObject({ Bucket: bucket.env.S3_BUCKET!, Key: `media/${doc.filename}` })
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true)
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    const again = await media(doc.filename!, { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const head = await media(doc.filename!, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
    const size = await media(doc.sizes!.card!.filename!)
    expect(size.status).toBe(200)
    expect(size.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('are served by Payload’s file route from the bucket', async () => {
    const res = await cmsFile(doc.sizes!.card!.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it('answers 404 for a key that is not in the bucket, on /media and on /api/cms/media/file', async () => {
    expect((await media('nicht-da.webp')).status).toBe(404)
    expect((await media('nicht-da.webp', { method: 'HEAD' })).status).toBe(404)
    expect((await cmsFile('nicht-da.webp')).status).toBe(404)
    // a document whose object has gone (deleted in the bucket by hand)
    await s3.deleteObject({ Bucket: bucket.env.S3_BUCKET!, Key: `media/${doc.sizes!.card!.filename}` })
    expect((await media(doc.sizes!.card!.filename!)).status).toBe(404)
    expect((await cmsFile(doc.sizes!.card!.filename!)).status).toBe(404)
  })

  it('the seed writes its demo files into the bucket', async () => {
    const { uploadMedia } = await import('../../scripts/seed/insert/context')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0b5f66"/></svg>')
    const ctx = { payload, anchor: Date.now(), mediaDir: process.env.MEDIA_DIR!, log: () => {} }
    const id = await uploadMedia(ctx, { name: 'logo-probe.svg', kind: 'content', mimetype: 'image/svg+xml', data: svg, alt: 'Probe' })
    const seeded = await payload.findByID({ collection: 'media', id, overrideAccess: true })
    expect(await keysInBucket()).toContain(`media/${seeded.filename}`)
    const res = await media(seeded.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(Buffer.from(await res.arrayBuffer()).equals(svg)).toBe(true)
    expect(fs.readdirSync(process.env.MEDIA_DIR!)).toEqual([])
  })
})
