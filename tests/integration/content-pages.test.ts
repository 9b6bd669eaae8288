import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { LEGAL_PAGE_KEYS, LEGAL_PAGE_PATHS } from '@/modules/content/legal-pages'
import { freshPayload } from '../support/test-db'

// Content pages (ADR 0023): content pages (legal pages first) and the e-journal's article page and
// category filter, as the public reads them (local API, overrideAccess: false, no user).

let payload: Payload
let pages: typeof import('@/modules/content/pages.server')
let articles: typeof import('@/modules/content/articles.server')
let sitemap: typeof import('@/modules/content/sitemap.server')
const SYSTEM = { overrideAccess: true, depth: 0 } as const
const DAY = 86_400_000
const ids = { career: 0, conditions: 0, live: 0, future: 0 }

const doc = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

async function localized<T extends 'article-categories' | 'articles'>(
  collection: T,
  de: Record<string, unknown>,
  other: Record<'fr' | 'it', Record<string, unknown>>,
): Promise<number> {
  const created = await payload.create({ collection, locale: 'de', data: de as never, ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await payload.update({ collection, id: created.id, locale, data: other[locale] as never, ...SYSTEM })
  return created.id
}

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-pages-'))
  payload = await freshPayload()
  pages = await import('@/modules/content/pages.server')
  articles = await import('@/modules/content/articles.server')
  sitemap = await import('@/modules/content/sitemap.server')
  // The demo seed's legal pages, exactly as `npm start` loads them.
  const { insertLegalPages } = await import('../../scripts/seed/insert/pages')
  await insertLegalPages({ payload, anchor: Date.now(), mediaDir: process.env.MEDIA_DIR, log: () => {} })

  ids.career = await localized(
    'article-categories',
    { name: 'Karriere', slug: 'karriere' },
    { fr: { name: 'Carrière', slug: 'carriere' }, it: { name: 'Carriera', slug: 'carriera' } },
  )
  ids.conditions = await localized(
    'article-categories',
    { name: 'Arbeitsbedingungen', slug: 'arbeitsbedingungen' },
    { fr: { name: 'Conditions de travail', slug: 'conditions-de-travail' }, it: { name: 'Condizioni di lavoro', slug: 'condizioni-di-lavoro' } },
  )
  const author = await payload.create({ collection: 'authors', data: { name: 'Dr. med. Test Autorin', slug: 'test-autorin' }, ...SYSTEM })
  ids.live = await localized(
    'articles',
    {
      title: 'Lohn im ersten Jahr',
      slug: 'lohn-im-ersten-jahr',
      teaser: 'Was realistisch ist.',
      body: doc('Der ganze Text.'),
      category: ids.career,
      author: author.id,
      published_at: new Date(Date.now() - DAY).toISOString(),
    },
    {
      fr: { title: 'Salaire la première année', slug: 'salaire-premiere-annee', teaser: 'Ce qui est réaliste.' },
      it: { title: 'Salario il primo anno', slug: 'salario-primo-anno', teaser: 'Cosa è realistico.' },
    },
  )
  ids.future = await localized(
    'articles',
    { title: 'Noch nicht erschienen', slug: 'noch-nicht-erschienen', category: ids.career, published_at: new Date(Date.now() + DAY).toISOString() },
    { fr: { title: 'Pas encore paru', slug: 'pas-encore-paru' }, it: { title: 'Non ancora uscito', slug: 'non-ancora-uscito' } },
  )
}, 120_000)

describe('content pages', () => {
  it('serves every seeded legal page in de, fr and it at the path the site links to, marked as a template', async () => {
    for (const key of LEGAL_PAGE_KEYS) {
      for (const locale of LOCALES) {
        const page = await pages.findPublishedPage(payload, locale, LEGAL_PAGE_PATHS[key][locale])
        expect(page, `${key} ${locale}`).not.toBeNull()
        expect(page?.paths).toEqual(LEGAL_PAGE_PATHS[key])
        expect(JSON.stringify(page?.body)).toMatch(/Vorlage – nicht rechtsverbindlich|Modèle – sans valeur juridique|Modello – non giuridicamente vincolante/)
      }
    }
    expect((await pages.findPublishedPage(payload, 'de', 'datenschutz'))?.title).toBe('Datenschutzerklärung')
    expect(JSON.stringify((await pages.findPublishedPage(payload, 'de', 'datenschutz'))?.body)).toContain('nDSG')
  })

  it('finds nothing at an unknown path or at another language’s path, and names the path in this language', async () => {
    expect(await pages.findPublishedPage(payload, 'de', 'gibt-es-nicht')).toBeNull()
    expect(await pages.findPublishedPage(payload, 'fr', 'datenschutz')).toBeNull()
    expect(await pages.findPagePathFromOtherLanguage(payload, 'fr', 'datenschutz')).toBe('protection-des-donnees')
    expect(await pages.findPagePathFromOtherLanguage(payload, 'fr', 'gibt-es-nicht')).toBeNull()
  })

  it('shows the public only published pages; a newer draft of a published page stays unpublished', async () => {
    const draft = await payload.create({ collection: 'pages', locale: 'de', data: { title: 'Entwurf', path: 'entwurf', _status: 'draft' }, draft: true, ...SYSTEM })
    expect(await pages.findPublishedPage(payload, 'de', 'entwurf')).toBeNull()
    expect((await payload.find({ collection: 'pages', where: { path: { equals: 'entwurf' } }, overrideAccess: false })).docs).toHaveLength(0)
    const team = await payload.find({ collection: 'pages', where: { id: { equals: draft.id } }, draft: true, overrideAccess: true })
    expect(team.docs).toHaveLength(1)

    const imprint = await pages.findPublishedPage(payload, 'de', 'impressum')
    await payload.update({ collection: 'pages', id: imprint!.id, locale: 'de', data: { title: 'Impressum (neuer Entwurf)' }, draft: true, ...SYSTEM })
    expect((await pages.findPublishedPage(payload, 'de', 'impressum'))?.title).toBe('Impressum')
  })

  it('refuses paths of the site’s own routes, a taken path, and another path for a legal page', async () => {
    const create = (data: Record<string, unknown>) => payload.create({ collection: 'pages', locale: 'de', data: { title: 'X', _status: 'published', ...data } as never, ...SYSTEM })
    await expect(create({ path: 'jobs/kardiologie' })).rejects.toThrow()
    await expect(create({ path: '/mit-slash' })).rejects.toThrow()
    await expect(create({ path: 'datenschutz' })).rejects.toThrow()
    const privacy = await pages.findPublishedPage(payload, 'de', 'datenschutz')
    await expect(payload.update({ collection: 'pages', id: privacy!.id, locale: 'de', data: { path: 'privacy-neu' }, ...SYSTEM })).rejects.toThrow()
    expect((await pages.findPublishedPage(payload, 'de', 'datenschutz'))?.id).toBe(privacy!.id)
  })
})

describe('e-journal', () => {
  it('reads a published article with its author, category and slugs; an unpublished or unknown one is null', async () => {
    const article = await articles.findPublishedArticle(payload, 'de', 'lohn-im-ersten-jahr')
    expect(article).toMatchObject({
      title: 'Lohn im ersten Jahr',
      teaser: 'Was realistisch ist.',
      author: { name: 'Dr. med. Test Autorin' },
      category: { name: 'Karriere', slug: 'karriere' },
    })
    expect(article?.slugs).toEqual({ de: 'lohn-im-ersten-jahr', fr: 'salaire-premiere-annee', it: 'salario-primo-anno' })
    expect(JSON.stringify(article?.body)).toContain('Der ganze Text.')
    expect(await articles.findPublishedArticle(payload, 'de', 'noch-nicht-erschienen')).toBeNull()
    expect(await articles.findPublishedArticle(payload, 'de', 'gibt-es-nicht')).toBeNull()
    expect(await articles.findArticleSlugFromOtherLanguage(payload, 'fr', 'lohn-im-ersten-jahr')).toBe('salaire-premiere-annee')
    expect(await articles.findArticleSlugFromOtherLanguage(payload, 'fr', 'noch-nicht-erschienen')).toBeNull()
  })

  it('filters the list by category, published articles only', async () => {
    const career = await articles.findPublishedArticles(payload, { locale: 'de', page: 1, categoryId: ids.career })
    expect(career.items.map((a) => a.slug)).toEqual(['lohn-im-ersten-jahr'])
    expect((await articles.findPublishedArticles(payload, { locale: 'de', page: 1, categoryId: ids.conditions })).total).toBe(0)
    expect((await articles.findArticleCategories(payload, 'fr')).map((c) => c.slug)).toEqual(['carriere', 'conditions-de-travail'])
    expect(await articles.findCategorySlugFromOtherLanguage(payload, 'it', 'karriere')).toBe('carriera')
    expect(await articles.findCategorySlugFromOtherLanguage(payload, 'it', 'unbekannt')).toBeNull()
  })

  it('lists categories, published articles and published pages in the sitemap, nothing unpublished', async () => {
    const urls = (await sitemap.contentSitemapEntries(payload, 'https://helvemed.test')).map((e) => e.url)
    expect(urls).toContain('https://helvemed.test/de/ejournals/karriere')
    expect(urls).toContain('https://helvemed.test/fr/ejournal/salaire-premiere-annee')
    expect(urls).toContain('https://helvemed.test/it/note-legali')
    expect(urls.some((u) => u.includes('noch-nicht-erschienen') || u.includes('entwurf'))).toBe(false)
  })
})
