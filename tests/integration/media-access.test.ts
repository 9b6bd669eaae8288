import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createJob, createMembership, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Private media (ADR 0049): uploads get random names; an ad's PDF is
// public only while the ad is online, otherwise its managers and the team get it; the images of a
// requested profile go to its members and the team only. The same on /media and on Payload's
// /api/cms/media/file, for every role; everyone else gets the 404 of a file that does not exist.

process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-media-access-'))

type Who = 'anonymous' | 'otherEmployer' | 'member' | 'requester' | 'team'
const WHO: Who[] = ['anonymous', 'otherEmployer', 'member', 'requester', 'team']

let payload: Payload
let serve: typeof import('@/modules/media/serve-media.server')
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')
const tokens: Partial<Record<Who, string>> = {}
const files: Record<string, string> = {}

const DAY = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()
const auth = (who: Who): Record<string, string> => (tokens[who] ? { authorization: `JWT ${tokens[who]}` } : {})
const viaMedia = (who: Who, name: string) => serve.mediaResponse(new Request(`http://localhost/media/${name}`, { headers: auth(who) }), name)
const viaCms = (who: Who, name: string) =>
  cms.GET(new Request(`http://localhost/api/cms/media/file/${name}`, { headers: auth(who) }), { params: Promise.resolve({ slug: ['media', 'file', name] }) })

async function pdf(text: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  return new Promise((resolve) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text(text)
    doc.end()
  })
}

async function upload(name: string, kind: 'content' | 'ad' | 'profile', data: Buffer, mimetype: string) {
  return payload.create({ collection: 'media', overrideAccess: true, data: { alt: null, kind }, file: { data, mimetype, name, size: data.byteLength } })
}

beforeAll(async () => {
  payload = await freshPayload()
  serve = await import('@/modules/media/serve-media.server')
  cms = await import('@/app/(payload)/api/cms/[...slug]/route')
  const region = await createEssential(payload, 'regions', 'ZH')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL')
  const own = await createInstitution(payload, { name: 'Spital Eigen', region, category })
  const other = await createInstitution(payload, { name: 'Klinik Fremd', region, category })
  const requested = await createInstitution(payload, { name: 'Praxis Neu', region, category, status: 'requested' })
  await createUser(payload, { email: 'member@media.test', role: 'ROLE_INSTITUTION', manages: own })
  await createUser(payload, { email: 'other@media.test', role: 'ROLE_INSTITUTION', manages: other })
  const requester = await createUser(payload, { email: 'requester@media.test', role: 'ROLE_INSTITUTION' })
  await createMembership(payload, requester.id, requested, 'requested')
  await createUser(payload, { email: 'team@media.test', role: 'ROLE_ADMIN' })
  tokens.member = await tokenFor(payload, 'member@media.test')
  tokens.otherEmployer = await tokenFor(payload, 'other@media.test')
  tokens.requester = await tokenFor(payload, 'requester@media.test')
  tokens.team = await tokenFor(payload, 'team@media.test')

  // One PDF ad per state, all of the member's institution.
  const states = {
    online: { status: 'published', online_from: iso(-1), online_until: iso(30) },
    draft: { status: 'draft' },
    future: { status: 'published', online_from: iso(3), online_until: iso(33) },
    paused: { status: 'published', online_from: iso(-1), online_until: iso(30), paused: true },
    expired: { status: 'published', online_from: iso(-40), online_until: iso(-10) },
  } as const
  for (const [state, fields] of Object.entries(states)) {
    const media = await upload(`inserat-${state}.pdf`, 'ad', await pdf(`Inserat ${state}`), 'application/pdf')
    files[`pdf:${state}`] = media.filename!
    await createJob(payload, { title: `Inserat ${state}`, institution: own, type: 'pdf', pdf: media.id, ...fields })
  }
  // A PDF uploaded for an ad and no longer used (replaced, or its ad deleted).
  files['pdf:unused'] = (await upload('inserat-alt.pdf', 'ad', await pdf('Alt'), 'application/pdf')).filename!

  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#0b5f66' } })
    .png()
    .toBuffer()
  const requestedLogo = await upload('praxis-neu-logo.png', 'profile', png, 'image/png')
  files['profile:requested'] = requestedLogo.filename!
  files['profile:requested:size'] = requestedLogo.sizes!.thumb!.filename!
  await payload.update({ collection: 'institutions', id: requested, data: { logo: requestedLogo.id }, overrideAccess: true })
  const activeLogo = await upload('spital-eigen-logo.png', 'profile', png, 'image/png')
  files['profile:active'] = activeLogo.filename!
  await payload.update({ collection: 'institutions', id: own, data: { logo: activeLogo.id }, overrideAccess: true })
  files.content = (await upload('artikel-bild.png', 'content', png, 'image/png')).filename!
}, 120_000)

/** Who gets each file (200); everyone else gets 404. */
const EXPECTED: Record<string, Who[]> = {
  'pdf:online': WHO,
  'pdf:draft': ['member', 'team'],
  'pdf:future': ['member', 'team'],
  'pdf:paused': ['member', 'team'],
  'pdf:expired': ['member', 'team'],
  'pdf:unused': ['team'],
  'profile:requested': ['requester', 'team'],
  'profile:requested:size': ['requester', 'team'],
  'profile:active': WHO,
  content: WHO,
}

describe('stored names', () => {
  it('are random, not the uploaded name, for ad PDFs, images and their sizes', () => {
    expect(files['pdf:draft']).toMatch(/^[0-9a-f]{32}\.pdf$/)
    expect(files['profile:requested']).toMatch(/^[0-9a-f]{32}\.webp$/)
    expect(files['profile:requested:size']).toMatch(/^[0-9a-f]{32}-320x\d+\.webp$/)
    expect(new Set(Object.values(files)).size).toBe(Object.keys(files).length)
  })
})

describe('who gets which file', () => {
  for (const [file, allowed] of Object.entries(EXPECTED)) {
    it(`${file}: ${allowed.length === WHO.length ? 'everyone' : allowed.join(' and ')} (on /media and /api/cms/media/file)`, async () => {
      for (const who of WHO) {
        const expected = allowed.includes(who) ? 200 : 404
        const media = await viaMedia(who, files[file]!)
        expect(media.status, `${who} /media ${file}`).toBe(expected)
        const api = await viaCms(who, files[file]!)
        expect(api.status, `${who} /api/cms ${file}`).toBe(expected)
        if (expected === 404) expect(media.headers.get('cache-control'), `${who} ${file}`).toBe('no-store')
      }
    })
  }

  it('answers a refused file exactly like one that does not exist, on both routes', async () => {
    const unknown = `${'0'.repeat(32)}.pdf`
    for (const via of [viaMedia, viaCms]) {
      const [refused, missing] = await Promise.all([via('otherEmployer', files['pdf:draft']!), via('otherEmployer', unknown)])
      expect([refused.status, refused.headers.get('cache-control'), await refused.text()]).toEqual([missing.status, missing.headers.get('cache-control'), await missing.text()])
    }
  })

  it('keeps only public files in shared caches: a year for images, minutes for an online ad, nothing for a private file', async () => {
    expect((await viaMedia('anonymous', files['profile:active']!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await viaMedia('anonymous', files['pdf:online']!)).headers.get('cache-control')).toBe('public, max-age=300')
    expect((await viaMedia('member', files['pdf:draft']!)).headers.get('cache-control')).toBe('private, no-store')
    expect((await viaMedia('requester', files['profile:requested']!)).headers.get('cache-control')).toBe('private, no-store')
    expect((await viaCms('team', files['pdf:draft']!)).headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives a PDF its readable name to save under', async () => {
    const res = await viaMedia('anonymous', files['pdf:online']!)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="inserat-online.pdf"; filename*=UTF-8''inserat-online.pdf`)
  })

  it('follows the ad: its PDF goes private when it is paused and public again when it is back online', async () => {
    const { docs } = await payload.find({ collection: 'jobs', where: { title: { equals: 'Inserat online' } }, overrideAccess: true, depth: 0 })
    const job = docs[0]!
    await payload.update({ collection: 'jobs', id: job.id, data: { paused: true }, overrideAccess: true })
    expect((await viaMedia('anonymous', files['pdf:online']!)).status).toBe(404)
    expect((await viaMedia('member', files['pdf:online']!)).status).toBe(200)
    await payload.update({ collection: 'jobs', id: job.id, data: { paused: false }, overrideAccess: true })
    expect((await viaMedia('anonymous', files['pdf:online']!)).status).toBe(200)
  })

  it('follows the profile: its images are public once the team approved it', async () => {
    const { docs } = await payload.find({ collection: 'institutions', where: { name: { equals: 'Praxis Neu' } }, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'institutions', id: docs[0]!.id, data: { status: 'active' }, overrideAccess: true })
    expect((await viaMedia('anonymous', files['profile:requested']!)).status).toBe(200)
    expect((await viaCms('otherEmployer', files['profile:requested:size']!)).status).toBe(200)
  })
})
