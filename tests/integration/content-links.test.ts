import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// The link resolver on real tables (ADR 0061): story links through the link table, asset links to
// media files, filtered internal links through the essentials' slugs; links that lead nowhere are
// refused when a page is saved, with the message in the team's language.

let payload: Payload
let links: typeof import('@/modules/content/links/links.server')
let data: typeof import('@/modules/content/links/link-data')
const SYSTEM = { overrideAccess: true, depth: 0 } as const
const ids = { offer: 0, pdf: 0 }

const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const link = (fields: Record<string, unknown>) => ({ type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields, children: [text('Hier')] })
const docWith = (...nodes: unknown[]) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, textStyle: '', children: nodes }],
  },
})
const linksOf = (doc: unknown) => (doc as { root: { children: { children: { resolved?: unknown }[] }[] } }).root.children[0]!.children.map((node) => node.resolved)

async function slug(collection: 'fields' | 'regions', key: string, slugs: Record<'de' | 'fr' | 'it', string>) {
  const doc = await payload.create({ collection, locale: 'de', data: { key, value: key, slug: slugs.de }, ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await payload.update({ collection, id: doc.id, locale, data: { slug: slugs[locale], value: key }, ...SYSTEM })
}

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-links-'))
  payload = await freshPayload()
  links = await import('@/modules/content/links/links.server')
  data = await import('@/modules/content/links/link-data')
  const offer = await payload.create({ collection: 'links', locale: 'de', data: { identifier: 'offer', path: '/angebot' }, ...SYSTEM })
  await payload.update({ collection: 'links', id: offer.id, locale: 'fr', data: { path: '/offre' }, ...SYSTEM })
  ids.offer = offer.id
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = await new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text('Leitfaden Wahljahr')
    doc.end()
  })
  const media = await payload.create({
    collection: 'media',
    data: { alt: null, kind: 'content' },
    file: { data: pdf, mimetype: 'application/pdf', name: 'leitfaden.pdf', size: pdf.byteLength },
    ...SYSTEM,
  })
  ids.pdf = media.id
  await slug('fields', 'CARDIOLOGY', { de: 'kardiologie', fr: 'cardiologie', it: 'cardiologia' })
  await slug('regions', 'BE', { de: 'kanton-bern', fr: 'canton-berne', it: 'cantone-berna' })
}, 120_000)

describe('resolving the links of a page', () => {
  it('resolves story, asset and filtered internal links in the language of the page', async () => {
    const doc = docWith(
      link({ linkType: 'internal', doc: { relationTo: 'links', value: ids.offer } }),
      link({ linkType: 'internal', doc: { relationTo: 'media', value: ids.pdf } }),
      link({ linkType: 'custom', url: '/jobs/kardiologie/kanton-bern' }),
      link({ linkType: 'custom', url: 'mailto:team@helvemed.ch' }),
      link({ linkType: 'custom', url: 'https://www.siwf.ch' }),
    )
    const fr = linksOf(await links.resolveRichText(payload, 'fr', doc))
    expect(fr[0]).toEqual({ href: '/fr/offre' })
    expect(fr[1]).toMatchObject({ href: expect.stringMatching(/^\/media\/[^/]+\.pdf$/) })
    expect(fr[2]).toEqual({ href: '/fr/jobs/cardiologie/canton-berne' })
    expect(fr[3]).toEqual({ href: 'mailto:team@helvemed.ch' })
    expect(fr[4]).toEqual({ href: 'https://www.siwf.ch', target: '_blank', rel: 'noopener' })
  })

  it('leaves a link whose story was deleted after saving without a destination (its text, no 404)', async () => {
    const gone = await payload.create({ collection: 'links', locale: 'de', data: { identifier: 'bald-weg', path: '/bald-weg' }, ...SYSTEM })
    const doc = docWith(link({ linkType: 'internal', doc: { relationTo: 'links', value: gone.id } }))
    await payload.delete({ collection: 'links', id: gone.id, ...SYSTEM })
    expect(linksOf(await links.resolveRichText(payload, 'de', doc))).toEqual([null])
  })

  it('reports the first link that leads nowhere', async () => {
    expect(await data.firstLinkProblem(payload, 'de', [{ kind: 'story', story: 999_999 }])).toBe('unknown-story')
    expect(await data.firstLinkProblem(payload, 'de', [{ kind: 'asset', asset: 999_999 }])).toBe('unknown-asset')
    expect(await data.firstLinkProblem(payload, 'de', [{ kind: 'internal', route: 'jobs', filters: ['zahnfee'] }])).toBe('unknown-filter')
    expect(await data.firstLinkProblem(payload, 'de', [{ kind: 'internal', route: 'jobs', filters: ['kardiologie'] }])).toBeNull()
  })
})

describe('saving a page in /admin', () => {
  const save = (body: unknown, language = 'de') =>
    payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'Links', path: `links-${Math.random().toString(36).slice(2, 8)}`, body: body as never, _status: 'published' },
      req: { i18n: { language } } as Partial<PayloadRequest>,
      ...SYSTEM,
    })
  const refusal = async (body: unknown, language?: string) => {
    try {
      await save(body, language)
    } catch (error) {
      return JSON.stringify((error as { data?: unknown }).data ?? (error as Error).message)
    }
    return 'saved'
  }

  it('refuses a link to a story, route, filter or file that does not exist, in the team’s language', async () => {
    expect(await refusal(docWith(link({ linkType: 'internal', doc: { relationTo: 'links', value: 999_999 } })))).toMatch(/Linktabelle|nicht/)
    expect(await refusal(docWith(link({ linkType: 'custom', url: '/nirgendwo' })))).toContain('Diese Seite gibt es nicht')
    expect(await refusal(docWith(link({ linkType: 'custom', url: '/jobs/zahnfee' })), 'fr')).toContain('La recherche ne connaît pas')
    expect(await refusal(docWith(link({ linkType: 'custom', url: '/offer/kardiologie' })))).toContain('Filter gibt es nur')
  })

  it('saves a page whose links all lead somewhere', async () => {
    const body = docWith(link({ linkType: 'internal', doc: { relationTo: 'links', value: ids.offer } }), link({ linkType: 'custom', url: '/jobs/kardiologie' }))
    expect(await refusal(body)).toBe('saved')
  })

  it('a modal story link needs a content page published in that language', async () => {
    const path = `geschichte-${Math.random().toString(36).slice(2, 8)}`
    const story = docWith(link({ linkType: 'custom', url: `/modal/${path}` }))
    expect(await refusal(story)).toContain('Diese Inhaltsseite ist in dieser Sprache nicht veröffentlicht')
    await payload.create({ collection: 'pages', locale: 'de', data: { title: 'Geschichte', path, _status: 'published' }, ...SYSTEM })
    expect(await refusal(story)).toBe('saved')
    expect(linksOf(await links.resolveRichText(payload, 'de', story))).toEqual([{ href: `/de/modal/${path}` }])
  })
})
