import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// Uploads at /media/{file} (ADR 0036): the media collection's URLs point there,
// the route serves the original and its sizes with a year of caching, and nothing else.

process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-media-files-'))

let payload: Payload
let serve: typeof import('@/modules/media/serve-media.server')
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let doc: { url?: string | null; filename?: string | null; sizes?: { card?: { url?: string | null; filename?: string | null } } }
const cmsFile = (name: string) =>
  cms.GET(new Request(`http://localhost/api/cms/media/file/${encodeURIComponent(name)}`), { params: Promise.resolve({ slug: ['media', 'file', name] }) })
const get = (name: string, headers: Record<string, string> = {}) => serve.mediaResponse(new Request(`http://x/media/${encodeURIComponent(name)}`, { headers }), name)

beforeAll(async () => {
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
  fs.writeFileSync(path.join(path.dirname(process.env.MEDIA_DIR!), 'outside.webp'), 'x')
})

describe('/media', () => {
  it('is where the media documents point, for the file and each size', async () => {
    expect(doc.url).toBe(`/media/${encodeURIComponent(doc.filename!)}`)
    expect(doc.sizes?.card?.url).toBe(`/media/${encodeURIComponent(doc.sizes!.card!.filename!)}`)
    const read = await payload.find({ collection: 'media', where: { id: { exists: true } }, depth: 0 })
    expect(read.docs[0]?.url).toMatch(/^\/media\//)
  })

  it('serves the file with its type and a year of caching, and a 304 to a revalidation', async () => {
    const res = await get(doc.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(fs.readFileSync(path.join(process.env.MEDIA_DIR!, doc.filename!)))).toBe(true)
    expect((await get(doc.filename!, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304)
    expect((await get(doc.sizes!.card!.filename!)).status).toBe(200)
  })

  it('answers 404 to unknown files, other folders and other types', async () => {
    for (const name of ['nicht-da.webp', '../outside.webp', '..%2Foutside.webp', '.hidden.webp', 'datei.js', 'datei', 'a/b.webp']) {
      expect((await get(name)).status, name).toBe(404)
    }
  })
})

describe('/api/cms/media/file (Payload’s file route) without a bucket', () => {
  it('serves a file from the upload folder', async () => {
    const res = await cmsFile(doc.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })

  it('answers 404, not 500, for a file that is not in the folder', async () => {
    expect((await cmsFile('nicht-da.webp')).status).toBe(404)
    // a document whose file has gone from this machine's disk
    fs.rmSync(path.join(process.env.MEDIA_DIR!, doc.sizes!.card!.filename!))
    expect((await cmsFile(doc.sizes!.card!.filename!)).status).toBe(404)
    expect((await get(doc.sizes!.card!.filename!)).status).toBe(404)
  })
})
