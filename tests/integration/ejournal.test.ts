import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// The e-journal's tags, author pages and related articles (ADR 0063), as the public reads them
// (local API, overrideAccess: false, no user).

let payload: Payload
let articles: typeof import('@/modules/content/articles.server')
let list: typeof import('@/modules/content/ejournal-list.server')
let sitemap: typeof import('@/modules/content/sitemap.server')
const SYSTEM = { overrideAccess: true, depth: 0 } as const
const HOUR = 3_600_000
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString()
const ids: Record<string, number> = {}

async function named(collection: 'tags' | 'article-categories', names: Record<'de' | 'fr' | 'it', [string, string]>): Promise<number> {
  const doc = await payload.create({ collection, locale: 'de', data: { name: names.de[0], slug: names.de[1] }, ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await payload.update({ collection, id: doc.id, locale, data: { name: names[locale][0], slug: names[locale][1] }, ...SYSTEM })
  return doc.id
}

async function article(key: string, data: { hoursAgo: number; category?: number; tags?: number[]; author?: number }) {
  const created = await payload.create({
    collection: 'articles',
    locale: 'de',
    data: { title: `Artikel ${key}`, slug: `artikel-${key}`, category: data.category, tags: data.tags ?? [], author: data.author, published_at: at(data.hoursAgo) },
    ...SYSTEM,
  })
  await payload.update({ collection: 'articles', id: created.id, locale: 'it', data: { title: `Articolo ${key}`, slug: `articolo-${key}` }, ...SYSTEM })
  ids[key] = created.id
}

beforeAll(async () => {
  payload = await freshPayload()
  articles = await import('@/modules/content/articles.server')
  list = await import('@/modules/content/ejournal-list.server')
  sitemap = await import('@/modules/content/sitemap.server')
  const career = await named('article-categories', { de: ['Karriere', 'karriere'], fr: ['Carrière', 'carriere'], it: ['Carriera', 'carriera'] })
  const other = await named('article-categories', { de: ['Alltag', 'alltag'], fr: ['Quotidien', 'quotidien'], it: ['Quotidiano', 'quotidiano'] })
  ids.salary = await named('tags', { de: ['Lohn', 'lohn'], fr: ['Salaire', 'salaire'], it: ['Stipendio', 'stipendio'] })
  ids.ward = await named('tags', { de: ['Station', 'station'], fr: ['Service', 'service'], it: ['Reparto', 'reparto'] })
  ids.night = await named('tags', { de: ['Nachtdienst', 'nachtdienst'], fr: ['Garde de nuit', 'garde-de-nuit'], it: ['Turno di notte', 'turno-di-notte'] })
  ids.author = (await payload.create({ collection: 'authors', locale: 'de', data: { name: 'Giulia Test', slug: 'giulia-test', bio: 'Ärztin.' }, ...SYSTEM })).id
  await payload.update({ collection: 'authors', id: ids.author, locale: 'it', data: { bio: 'Medica.' }, ...SYSTEM })
  ids.quiet = (await payload.create({ collection: 'authors', data: { name: 'Ohne Artikel', slug: 'ohne-artikel' }, ...SYSTEM })).id

  // The article whose related ones are asked for: category career, tags salary + ward.
  await article('self', { hoursAgo: 50, category: career, tags: [ids.salary, ids.ward], author: ids.author })
  await article('same-category-two-tags', { hoursAgo: 40, category: career, tags: [ids.salary, ids.ward] })
  await article('two-tags', { hoursAgo: 10, category: other, tags: [ids.salary, ids.ward] })
  await article('same-category', { hoursAgo: 5, category: career })
  await article('one-tag-old', { hoursAgo: 200, category: other, tags: [ids.ward] })
  await article('unrelated-new', { hoursAgo: 1, category: other, tags: [ids.night] })
  await article('unrelated-old', { hoursAgo: 300, category: other })
  await article('lone', { hoursAgo: 2 })
  await article('future', { hoursAgo: -24, category: career, tags: [ids.salary, ids.ward] })
  // Author pagination: 13 more by the author (14 in all with 'self'), one more than a page of 12.
  for (let i = 0; i < 13; i += 1) await article(`by-author-${i}`, { hoursAgo: 400 + i, category: other, author: ids.author })
}, 180_000)

describe('related articles', () => {
  it('ranks shared category and tags first, then the newest others; never itself, never unpublished', async () => {
    const self = await articles.findPublishedArticle(payload, 'de', 'artikel-self')
    expect(self?.tags.map((t) => t.slug)).toEqual(['lohn', 'station'])
    const related = await articles.findRelatedArticles(payload, { locale: 'de', article: self! })
    // category + 2 tags (score 4), then category (2) and two tags (2) by date (newest first).
    expect(related.map((r) => r.slug)).toEqual(['artikel-same-category-two-tags', 'artikel-same-category', 'artikel-two-tags'])
  })

  it('fills up with the newest published articles when few share something', async () => {
    const lone = await articles.findPublishedArticle(payload, 'de', 'artikel-lone')
    const related = await articles.findRelatedArticles(payload, { locale: 'de', article: lone! })
    expect(related.map((r) => r.slug)).toEqual(['artikel-unrelated-new', 'artikel-same-category', 'artikel-two-tags'])

    // Without its category, nothing else shares its one tag: the newest others, itself left out.
    const night = await articles.findPublishedArticle(payload, 'de', 'artikel-unrelated-new')
    const withNight = await articles.findRelatedArticles(payload, { locale: 'de', article: { ...night!, category: null } })
    expect(withNight.map((r) => r.slug)).toEqual(['artikel-lone', 'artikel-same-category', 'artikel-two-tags'])
    expect(related.map((r) => r.slug)).not.toContain('artikel-future')
  })
})

describe('tag filter paths', () => {
  it('lists the articles of a tag, and of a category and a tag, with the path in every language', async () => {
    const tag = await list.resolveEjournalList(payload, 'de', ['thema-lohn'])
    expect(tag?.kind).toBe('list')
    if (tag?.kind !== 'list') return
    expect(tag.result.items.map((a) => a.slug)).toEqual(['artikel-two-tags', 'artikel-same-category-two-tags', 'artikel-self'])
    expect(tag.paths).toEqual({ de: '/de/ejournals/thema-lohn', fr: '/fr/ejournals/theme-salaire', it: '/it/ejournals/tema-stipendio' })

    const both = await list.resolveEjournalList(payload, 'it', ['carriera', 'tema-stipendio'])
    if (both?.kind !== 'list') throw new Error('not a list')
    expect(both.result.items.map((a) => a.slug)).toEqual(['articolo-same-category-two-tags', 'articolo-self'])
    expect(both.paths.de).toBe('/de/ejournals/karriere/thema-lohn')
  })

  it('lists only articles written in the language: none has French text here, so none is listed in French', async () => {
    const fr = await list.resolveEjournalList(payload, 'fr', ['theme-salaire'])
    if (fr?.kind !== 'list') throw new Error('not a list')
    expect(fr.result.items).toEqual([])
    const all = await articles.findPublishedArticles(payload, { locale: 'fr', page: 1 })
    expect(all.items.every((a) => typeof a.slug === 'string')).toBe(true)
    expect(all.total).toBe(0)
  })

  it("moves another language's slug or word to this language's path, and knows no unknown tag", async () => {
    expect(await list.resolveEjournalList(payload, 'it', ['karriere', 'thema-lohn'])).toEqual({ kind: 'moved', to: '/it/ejournals/carriera/tema-stipendio' })
    expect(await list.resolveEjournalList(payload, 'de', ['theme-lohn'])).toEqual({ kind: 'moved', to: '/de/ejournals/thema-lohn' })
    expect(await list.resolveEjournalList(payload, 'de', ['thema-gibt-es-nicht'])).toEqual({ kind: 'moved', to: null })
    expect(await list.resolveEjournalList(payload, 'de', ['thema-lohn', 'karriere'])).toBeNull()
  })
})

describe('author pages', () => {
  it('finds the author with the bio of the language, and pages their published articles by 12', async () => {
    const author = await articles.findAuthor(payload, 'it', 'giulia-test')
    expect(author).toMatchObject({ name: 'Giulia Test', slug: 'giulia-test', bio: 'Medica.' })
    const first = await articles.findPublishedArticles(payload, { locale: 'de', page: 1, authorId: author!.id })
    expect(first).toMatchObject({ total: 14, totalPages: 2, page: 1 })
    expect(first.items[0]?.slug).toBe('artikel-self')
    const second = await articles.findPublishedArticles(payload, { locale: 'de', page: 2, authorId: author!.id })
    expect(second.items.map((a) => a.slug)).toEqual(['artikel-by-author-11', 'artikel-by-author-12'])
    expect(await articles.findAuthor(payload, 'de', 'gibt-es-nicht')).toBeNull()
  })

  it('stores the author as a reference to an authors row in the migrated schema, no name column beside it', async () => {
    const { rows } = await payload.db.pool.query<{ column_name: string; foreign_table: string | null }>(
      `SELECT c.column_name, ccu.table_name AS foreign_table
         FROM information_schema.columns c
         LEFT JOIN information_schema.key_column_usage kcu ON kcu.table_name = c.table_name AND kcu.column_name = c.column_name
         LEFT JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = kcu.constraint_name AND ccu.table_name <> c.table_name
        WHERE c.table_name IN ('articles', 'articles_locales') AND c.column_name LIKE '%author%'`,
    )
    expect(rows).toEqual([{ column_name: 'author_id', foreign_table: 'authors' }])
  })

  it("links the article to its author's row (the relation, not a name)", async () => {
    const self = await articles.findPublishedArticle(payload, 'it', 'articolo-self')
    expect(self?.author).toEqual({ id: ids.author, name: 'Giulia Test', slug: 'giulia-test' })
  })
})

describe('sitemap', () => {
  it('has the tag filter pages and the pages of authors with a published article, with hreflang', async () => {
    const entries = await sitemap.contentSitemapEntries(payload, 'https://www.helvemed.ch')
    const urls = entries.map((e) => e.url)
    expect(urls).toContain('https://www.helvemed.ch/it/ejournals/tema-stipendio')
    expect(urls).toContain('https://www.helvemed.ch/fr/ejournal/auteur/giulia-test')
    expect(urls.some((u) => u.includes('ohne-artikel'))).toBe(false)
    const author = entries.find((e) => e.url === 'https://www.helvemed.ch/de/ejournal/autor/giulia-test')
    expect(author?.alternates?.languages).toEqual({
      'de-CH': 'https://www.helvemed.ch/de/ejournal/autor/giulia-test',
      'fr-CH': 'https://www.helvemed.ch/fr/ejournal/auteur/giulia-test',
      'it-CH': 'https://www.helvemed.ch/it/ejournal/autore/giulia-test',
    })
  })
})
