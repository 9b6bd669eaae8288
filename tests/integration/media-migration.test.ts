import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'
import * as migration from '../../migrations/20261127_070000_media_storage_and_access'

// Existing data under the private-media rules (ADR 0049): uploads from before keep their
// (guessable) names, so links to them keep working, and the migration gives them the kind of what
// refers to them, so the rules protect them all the same.

process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-media-migration-'))

let payload: Payload
let serve: typeof import('@/modules/media/serve-media.server')
const get = (name: string) => serve.mediaResponse(new Request(`http://localhost/media/${name}`), name)
const DAY = 86_400_000

/** An upload as it was stored before: under its own name, without kind or download name. */
async function oldUpload(name: string, data: Buffer, mimetype: string): Promise<number> {
  const doc = await payload.create({ collection: 'media', overrideAccess: true, data: { alt: null }, file: { data, mimetype, name, size: data.byteLength } })
  fs.renameSync(path.join(process.env.MEDIA_DIR!, doc.filename!), path.join(process.env.MEDIA_DIR!, name))
  await payload.db.drizzle.execute(sql`UPDATE media SET filename = ${name} WHERE id = ${doc.id}`)
  return doc.id
}

async function pdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  return new Promise((resolve) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text('Inserat')
    doc.end()
  })
}

beforeAll(async () => {
  payload = await freshPayload()
  serve = await import('@/modules/media/serve-media.server')
  const args = { db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<typeof migration.up>[0]
  const region = await createEssential(payload, 'regions', 'ZH')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL')
  const active = await createInstitution(payload, { name: 'Spital Alt', region, category })
  const requested = await createInstitution(payload, { name: 'Praxis Alt', region, category, status: 'requested' })
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0b5f66' } })
    .png()
    .toBuffer()
  const online = await oldUpload('stelleninserat-1.pdf', await pdf(), 'application/pdf')
  const draft = await oldUpload('inserat-2.pdf', await pdf(), 'application/pdf')
  await oldUpload('inserat-3.pdf', await pdf(), 'application/pdf') // replaced long ago, used by nothing
  const requestedLogo = await oldUpload('praxis-alt-logo.webp', png, 'image/png')
  const activeLogo = await oldUpload('spital-alt-logo.webp', png, 'image/png')
  const now = Date.now()
  await createJob(payload, {
    title: 'Online',
    institution: active,
    type: 'pdf',
    pdf: online,
    online_from: new Date(now - DAY).toISOString(),
    online_until: new Date(now + 30 * DAY).toISOString(),
  })
  await createJob(payload, { title: 'Entwurf', institution: active, type: 'pdf', pdf: draft, status: 'draft' })
  await payload.update({ collection: 'institutions', id: requested, data: { logo: requestedLogo }, overrideAccess: true })
  await payload.update({ collection: 'institutions', id: active, data: { logo: activeLogo }, overrideAccess: true })
  // The rows as they were before the migration (its columns gone), then the migration.
  await migration.down(args)
  await migration.up(args)
}, 120_000)

describe('the migration of existing uploads', () => {
  it('gives each its kind from what refers to it, and PDFs their name to save under', async () => {
    const { rows } = await payload.db.drizzle.execute(sql`SELECT filename, kind, download_name FROM media ORDER BY filename`)
    expect(rows).toEqual([
      { filename: 'inserat-2.pdf', kind: 'ad', download_name: 'inserat-2.pdf' },
      { filename: 'inserat-3.pdf', kind: 'ad', download_name: 'inserat-3.pdf' },
      { filename: 'praxis-alt-logo.webp', kind: 'profile', download_name: null },
      { filename: 'spital-alt-logo.webp', kind: 'profile', download_name: null },
      { filename: 'stelleninserat-1.pdf', kind: 'ad', download_name: 'stelleninserat-1.pdf' },
    ])
  })

  it('keeps the links to public files working and closes the others', async () => {
    expect((await get('stelleninserat-1.pdf')).status).toBe(200)
    expect((await get('spital-alt-logo.webp')).status).toBe(200)
    expect((await get('inserat-2.pdf')).status).toBe(404)
    expect((await get('inserat-3.pdf')).status).toBe(404)
    expect((await get('praxis-alt-logo.webp')).status).toBe(404)
  })
})
