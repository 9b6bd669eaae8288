import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'
import { startFakeSpace, type FakeSpace } from '../fixtures/storyblok/fake-space'
import type { ImportReport } from '@/modules/content/storyblok-import/report'

// The Storyblok importer against a fake space on loopback (ADR 0069): pages with nested blocks,
// articles with author, category and tags, authors, tags, categories, the link table and the
// files, in de, fr and it; a second run creates nothing and updates what changed; unknown
// components and links that lead nowhere are reported; the fake space counts ≤ 5 requests a second
// through a 429 burst and a 5xx.

let payload: Payload
let space: FakeSpace
let importSpace: typeof import('@/modules/content/storyblok-import/import-space').importSpace
let first: ImportReport
const SYSTEM = { overrideAccess: true, depth: 0 } as const

function busiestSecond(times: number[]): number {
  return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length))
}

function textNodes(node: unknown): { text: string; format: number }[] {
  if (!node || typeof node !== 'object') return []
  const n = node as { type?: unknown; text?: unknown; format?: unknown; children?: unknown; root?: unknown }
  if (n.type === 'text') return [{ text: String(n.text), format: Number(n.format) }]
  return [n.root, ...(Array.isArray(n.children) ? n.children : [])].flatMap(textNodes)
}

const run = () => importSpace(payload, { space: '4242', token: space.token, endpoint: space.endpoint })

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-storyblok-'))
  payload = await freshPayload()
  ;({ importSpace } = await import('@/modules/content/storyblok-import/import-space'))
  space = await startFakeSpace()
  space.rateLimit('cdn/stories', 3)
  space.fail('cdn/links', 502)
  first = await run()
}, 120_000)

afterAll(async () => {
  await space?.close()
})

describe('importing a Storyblok space', () => {
  it('reads the space as the spec’s client does: ≤ 5 requests a second, the 429 burst and the 5xx retried', () => {
    const api = space.hits.filter((h) => !h.path.startsWith('/assets/'))
    expect(api.filter((h) => h.status === 429)).toHaveLength(3)
    expect(api.filter((h) => h.status === 502)).toHaveLength(1)
    expect(busiestSecond(api.map((h) => h.at))).toBeLessThanOrEqual(5)
    expect(first.counts).toMatchObject({
      pages: { created: 1, skipped: 1 },
      articles: { created: 1 },
      authors: { created: 1 },
      tags: { created: 2 },
      categories: { created: 1 },
      media: { created: 2 },
      links: { created: 5 },
    })
  })

  it('writes the page in three languages with its blocks, nested ones included', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: 'a-propos' } }, locale: 'fr', ...SYSTEM })
    const page = docs[0]
    expect(page?.title).toBe('À propos')
    expect(page?._status).toBe('published')
    expect(page?.layout?.map((b) => b.blockType)).toEqual(['rich-text', 'image', 'video', 'navigation-buttons', 'teasers', 'rich-text', 'html', 'footer-title'])
    const it = await payload.findByID({ collection: 'pages', id: page!.id, locale: 'it', ...SYSTEM })
    expect(it.path).toBe('chi-siamo')
    expect(it.layout?.at(-1)).toMatchObject({ blockType: 'footer-title', title: 'Domande?' })
    const de = await payload.findByID({ collection: 'pages', id: page!.id, locale: 'de', ...SYSTEM })
    expect(de.description).toBe('Wer wir sind.')
    const buttons = page?.layout?.find((b) => b.blockType === 'navigation-buttons')
    expect(buttons?.blockType === 'navigation-buttons' && buttons.buttons?.map((b) => [b.label, b.link?.kind])).toEqual([
      ['Postes', 'internal'],
      ['Artikel', 'story'],
      ['Extern', 'external'],
      ['Mail', 'email'],
      ['Bild', 'asset'],
    ])
    // the unknown component kept as text, in the page's language; the embedded HTML cleaned
    expect(JSON.stringify(page?.layout?.[5])).toContain('Bientôt')
    const html = page?.layout?.find((b) => b.blockType === 'html')
    expect(html?.blockType === 'html' && html.html).toBe('<p>Hallo</p>')
  })

  it('the imported page renders as the public reads it, its links resolved in its language', async () => {
    const { findPublishedPage } = await import('@/modules/content/pages.server')
    const page = await findPublishedPage(payload, 'fr', 'a-propos')
    expect(page?.layout.map((b) => b.kind)).toEqual(['rich-text', 'image', 'video', 'navigation-buttons', 'article-teasers', 'rich-text', 'html', 'footer-title'])
    expect(JSON.stringify(page?.layout[0])).toContain('"href":"/fr/ejournal/planifier-annee-a-option"')
    const nav = page?.layout.find((b) => b.kind === 'navigation-buttons')
    expect(nav?.kind === 'navigation-buttons' && nav.buttons.map((b) => b.link.href)).toEqual([
      '/fr/jobs',
      '/fr/ejournal/planifier-annee-a-option',
      'https://example.ch/',
      'mailto:info@example.ch',
      expect.stringMatching(/^\/media\/.+\.webp$/),
    ])
    const teasers = page?.layout.find((b) => b.kind === 'article-teasers')
    expect(teasers?.kind === 'article-teasers' && teasers.articles.map((a) => a.title)).toContain('Planifier l’année à option')
  })

  it('writes the article with its rich text, author, category, tags and picture', async () => {
    const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: 'pianificare-anno-opzionale' } }, locale: 'it', depth: 1, overrideAccess: true })
    const article = docs[0]
    expect(article?.title).toBe('Pianificare l’anno opzionale')
    expect(article?.teaser).toBe('Come pianificare presto.')
    expect(article?.author && typeof article.author === 'object' && article.author.name).toBe('Dr. Anna Muster')
    expect(article?.category && typeof article.category === 'object' && article.category.name).toBe('Carriera')
    expect((article?.tags ?? []).map((t) => (typeof t === 'object' ? t.name : t)).sort()).toEqual(['Formazione continua', 'Spital'])
    expect(article?.image && typeof article.image === 'object' && article.image.alt).toBe('Spitalflur')
    const body = JSON.stringify(article?.body)
    for (const node of ['"heading"', '"list"', '"listitem"', '"quote"', '"horizontalrule"', '"table"', '"tablecell"', '"upload"', '"linebreak"', '"blockType":"code"', '🩺'])
      expect(body).toContain(node)
    expect(body).toContain('"relationTo":"links"')
    expect(body).toContain('mailto:info@example.ch')
    // bold; italic and highlight
    const texts = textNodes(article?.body)
    expect(texts.find((t) => t.text === 'Fett')?.format).toBe(1)
    expect(texts.find((t) => t.text === 'kursiv')?.format).toBe(130)
    // a link to a missing story and one to an unknown filter: their text stays, the link does not
    expect(body).toContain('"text":"Weg"')
    expect(body).not.toContain('gibt-es-nicht')
  })

  it('fills the link table with each story’s path on this site', async () => {
    const { docs } = await payload.find({ collection: 'links', where: { identifier: { equals: 'ueber-uns' } }, locale: 'fr', ...SYSTEM })
    expect(docs[0]?.path).toBe('/a-propos')
    const article = await payload.find({ collection: 'links', where: { identifier: { equals: 'ejournal/wahlstudienjahr-planen' } }, locale: 'it', ...SYSTEM })
    expect(article.docs[0]?.path).toBe('/ejournal/pianificare-anno-opzionale')
  })

  it('reports what it could not map', () => {
    const unmapped = first.unmapped.map((l) => `${l.kind} ${l.source}: ${l.text}`)
    expect(unmapped).toContain('pages p-about: component countdown')
    expect(unmapped).toContain('articles a-art1: rich-text node blok')
    expect(unmapped.some((l) => l.startsWith('articles a-art1: link to a story that is not in the space (x-missing)'))).toBe(true)
    expect(unmapped.some((l) => l.startsWith('articles a-art1: link in rich text leads nowhere (unknown-filter)'))).toBe(true)
    expect(unmapped.some((l) => l.startsWith('pages p-about: link to an address this site does not have (/nirgends)'))).toBe(true)
    expect(unmapped.some((l) => l.includes('language en'))).toBe(true)
    expect(unmapped.some((l) => l.includes('datasource colors'))).toBe(true)
    expect(first.skipped).toEqual([{ kind: 'pages', source: 'e-event', text: 'content type event has no collection here' }])
    expect(first.lines(false).join('\n')).toContain('Not mapped')
  })

  it('a second run creates nothing and updates the story that changed', async () => {
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          (['pages', 'articles', 'authors', 'tags', 'article-categories', 'media', 'links'] as const).map(async (c) => [
            c,
            (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
          ]),
        ),
      )
    const before = await count()
    const article = space.data.stories.find((s) => s.uuid === 'a-art1')!
    article.content.title__i18n__fr = 'Bien planifier l’année à option'
    const second = await run()
    expect(await count()).toEqual(before)
    expect(second.counts).toMatchObject({
      pages: { created: 0, updated: 0, unchanged: 1 },
      articles: { created: 0, updated: 1, unchanged: 0 },
      authors: { created: 0, unchanged: 1 },
      media: { created: 0, unchanged: 2 },
      links: { created: 0, unchanged: 5 },
      tags: { created: 0, unchanged: 2 },
    })
    const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: 'planifier-annee-a-option' } }, locale: 'fr', ...SYSTEM })
    expect(docs[0]?.title).toBe('Bien planifier l’année à option')
  }, 60_000)

  it('a dry run reports what would change and writes nothing', async () => {
    const author = space.data.stories.find((s) => s.uuid === 'a-anna')!
    author.content.bio__i18n__fr = 'Médecin, autrice et mentor.'
    const dry = await importSpace(payload, { space: '4242', token: space.token, endpoint: space.endpoint, dryRun: true })
    expect(dry.counts.authors).toMatchObject({ created: 0, updated: 1 })
    expect(dry.lines(true)[0]).toMatch(/^Dry run/)
    const { docs } = await payload.find({ collection: 'authors', where: { slug: { equals: 'anna-muster' } }, locale: 'fr', ...SYSTEM })
    expect(docs[0]?.bio).toBe('Médecin et autrice.')
  }, 60_000)

  it('with --drafts a page not yet published comes in as a draft, a draft article is skipped', async () => {
    const draftPage = {
      id: 5,
      uuid: 'p-draft',
      name: 'Entwurf',
      slug: 'entwurf',
      full_slug: 'entwurf',
      published_at: null,
      content: { _uid: 'u-d', component: 'page', title: 'Entwurf', body: [] },
    }
    const draftArticle = {
      id: 6,
      uuid: 'a-draft',
      name: 'Bald',
      slug: 'bald',
      full_slug: 'ejournal/bald',
      published_at: null,
      content: { _uid: 'u-a', component: 'article', title: 'Bald' },
    }
    space.data.stories.push(draftPage, draftArticle)
    const report = await importSpace(payload, { space: '4242', token: space.token, endpoint: space.endpoint, drafts: true })
    expect(report.counts.pages.created).toBe(1)
    expect(report.skipped).toContainEqual({ kind: 'articles', source: 'a-draft', text: 'a draft: articles here have no drafts' })
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: 'entwurf' } }, locale: 'de', draft: true, ...SYSTEM })
    expect(docs[0]?._status).toBe('draft')
    const { findPublishedPage } = await import('@/modules/content/pages.server')
    expect(await findPublishedPage(payload, 'de', 'entwurf')).toBeNull()
  }, 60_000)

  it('a wrong token or space stops before anything is read', async () => {
    await expect(importSpace(payload, { space: '4242', token: 'wrong', endpoint: space.endpoint })).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    await expect(importSpace(payload, { space: '1', token: space.token, endpoint: space.endpoint })).rejects.toThrow(/belongs to space 4242/)
  })
})
