import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// Content pages with blocks (ADR 0061): the demo guide with every block as the public reads it,
// embedded HTML cleaned on save and again on render, and block links and videos checked on save.

let payload: Payload
let pages: typeof import('@/modules/content/pages.server')
const SYSTEM = { overrideAccess: true, depth: 0 } as const

async function slug(collection: 'fields' | 'regions', key: string, slugs: Record<'de' | 'fr' | 'it', string>) {
  const doc = await payload.create({ collection, locale: 'de', data: { key, value: key, slug: slugs.de }, ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await payload.update({ collection, id: doc.id, locale, data: { slug: slugs[locale], value: key }, ...SYSTEM })
}

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-blocks-'))
  payload = await freshPayload()
  pages = await import('@/modules/content/pages.server')
  await slug('fields', 'CARDIOLOGY', { de: 'kardiologie', fr: 'cardiologie', it: 'cardiologia' })
  await slug('regions', 'BE', { de: 'kanton-bern', fr: 'canton-berne', it: 'cantone-berna' })
  const offer = await payload.create({ collection: 'links', locale: 'de', data: { identifier: 'offer', path: '/angebot' }, ...SYSTEM })
  await payload.update({ collection: 'links', id: offer.id, locale: 'fr', data: { path: '/offre' }, ...SYSTEM })
  await payload.update({ collection: 'links', id: offer.id, locale: 'it', data: { path: '/offerta' }, ...SYSTEM })
  const { insertGuidePage } = await import('../../scripts/seed/insert/pages')
  await insertGuidePage({ payload, anchor: Date.now(), mediaDir: process.env.MEDIA_DIR, log: () => {} } as never)
}, 120_000)

describe('the demo guide page', () => {
  it('renders every block in each language, with links resolved in that language', async () => {
    const fr = await pages.findPublishedPage(payload, 'fr', 'guide-annee-a-option')
    expect(fr?.layout.map((b) => b.kind)).toEqual(['rich-text', 'navigation-buttons', 'html', 'video', 'image', 'article-teasers', 'job-teasers', 'footer-title', 'footer-buttons'])
    const nav = fr?.layout.find((b) => b.kind === 'navigation-buttons')
    expect(nav?.kind === 'navigation-buttons' && nav.buttons.map((b) => b.link.href)).toEqual(['/fr/jobs', '/fr/institutions'])
    const footer = fr?.layout.find((b) => b.kind === 'footer-buttons')
    expect(footer?.kind === 'footer-buttons' && footer.buttons.map((b) => b.link.href)).toEqual(['/fr/register', '/fr/offre'])
    expect(JSON.stringify(fr?.layout[0])).toContain('"href":"/fr/jobs/cardiologie/canton-berne"')
    // the short story it opens as a modal, a published page of its own
    expect(JSON.stringify(fr?.layout[0])).toContain('"href":"/fr/modal/sous-assistanat-en-bref"')
    expect((await pages.findPublishedPage(payload, 'fr', 'sous-assistanat-en-bref'))?.title).toBe('Le stage de sous-assistant·e en bref')
    const video = fr?.layout.find((b) => b.kind === 'video')
    expect(video).toMatchObject({ type: 'youtube', source: 'aqz-KE-bpKQ', ratio: '16:9' })
    const image = fr?.layout.find((b) => b.kind === 'image')
    expect(image).toMatchObject({ alt: 'Illustration d’un couloir d’hôpital', src: expect.stringMatching(/^\/media\/.+\.svg$/) })
    expect((await pages.findPublishedPage(payload, 'it', 'guida-anno-opzionale'))?.title).toBe('Guida all’anno opzionale')
  })
})

describe('embedded HTML', () => {
  const evil = '<p onclick="steal()">Hallo<script>alert(1)</script></p><iframe src="https://evil.example/"></iframe>'

  it('is cleaned when saved', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'HTML', path: 'html-test', layout: [{ blockType: 'html', html: evil }], _status: 'published' },
      ...SYSTEM,
    })
    const stored = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', ...SYSTEM })
    expect(stored.layout?.[0]).toMatchObject({ blockType: 'html', html: '<p>Hallo</p>' })
  })

  it('is cleaned again when rendered (HTML that reached the table another way)', async () => {
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'HTML 2', path: 'html-roh', layout: [{ blockType: 'html', html: '<p>x</p>' }], _status: 'published' },
      ...SYSTEM,
    })
    await payload.db.pool.query(`UPDATE pages_blocks_html SET html = $1 WHERE html = '<p>x</p>'`, [evil])
    const page = await pages.findPublishedPage(payload, 'de', 'html-roh')
    expect(page?.layout).toEqual([{ kind: 'html', id: expect.any(String), html: '<p>Hallo</p>' }])
  })
})

describe('saving blocks in /admin', () => {
  const save = (layout: unknown[]) =>
    payload
      .create({
        collection: 'pages',
        locale: 'de',
        data: { title: 'Blöcke', path: `bloecke-${Math.random().toString(36).slice(2, 8)}`, layout: layout as never, _status: 'published' },
        ...SYSTEM,
      })
      .then(
        () => 'saved',
        (error: { data?: unknown; message?: string }) => JSON.stringify(error.data ?? error.message),
      )
  const button = (link: Record<string, unknown>) => ({ blockType: 'footer-buttons', buttons: [{ label: 'Los', style: 'primary', link }] })

  it('refuses a button whose link leads nowhere, in the team’s language', async () => {
    expect(await save([button({ kind: 'story', story: 999_999 })])).toMatch(/Linktabelle|nicht/)
    expect(await save([button({ kind: 'internal', route: 'jobs', filters: 'zahnfee' })])).toContain('Filterwort')
    expect(await save([button({ kind: 'external', url: 'javascript:alert(1)' })])).toContain('http://')
    expect(await save([button({ kind: 'internal', route: 'jobs', filters: 'kardiologie' })])).toBe('saved')
  })

  it('refuses a video address that is not YouTube or Vimeo', async () => {
    expect(await save([{ blockType: 'video', url: 'https://example.com/v.mp4', title: 'V', ratio: '9:16' }])).toContain('YouTube')
    expect(await save([{ blockType: 'video', url: 'https://vimeo.com/76979871', title: 'V', ratio: '1:1' }])).toBe('saved')
  })
})

describe('scheduled publishing', () => {
  it('the publishing task publishes a draft whose date has come, not one still to come', async () => {
    const draft = (path: string) => payload.create({ collection: 'pages', locale: 'de', data: { title: path, path, _status: 'draft' }, draft: true, ...SYSTEM })
    const due = await draft('geplant-faellig')
    const later = await draft('geplant-spaeter')
    const queue = (id: number, waitUntil: Date) =>
      payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'pages', value: String(id) } }, waitUntil, overrideAccess: true } as never)
    await queue(due.id, new Date(Date.now() - 60_000))
    await queue(later.id, new Date(Date.now() + 86_400_000))
    const { SCHEDULED_TASKS } = await import('@/modules/tasks/schedule')
    const task = SCHEDULED_TASKS.find((t) => t.slug === 'publishScheduled')!
    expect(await task.run(payload)).toEqual({ published: 1 })
    expect((await pages.findPublishedPage(payload, 'de', 'geplant-faellig'))?.id).toBe(due.id)
    expect(await pages.findPublishedPage(payload, 'de', 'geplant-spaeter')).toBeNull()
  })
})
