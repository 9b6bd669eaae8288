import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import StoryblokClient from 'storyblok-js-client'
import { StoryblokRichText } from '@storyblok/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// The content delivery API (ADR 0068) read by Storyblok's own clients: storyblok-js-client against
// the real route handlers served on a loopback port, @storyblok/react's rich-text renderer on a
// story's rich text.

let payload: Payload
let server: http.Server
let base = ''
const SYSTEM = { overrideAccess: true, depth: 0 } as const
const tokens = { public: '', preview: '', slow: '', revoked: '' }
const ids = { author: 0, article: 0, linkRow: 0, page: 0 }
/** Statuses the server answered, in order (the client hides its retries). */
const statuses: number[] = []

const text = (t: string, format = 0) => ({ type: 'text', text: t, format, style: '', mode: 'normal', detail: 0, version: 1 })
const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, format: '', indent: 0, version: 1, direction: 'ltr', ...extra })
const richDoc = (children: unknown[]) => ({ root: node('root', children) })

function body(linkRow: number) {
  return richDoc([
    node('heading', [text('Der Lohn')], { tag: 'h2' }),
    node('paragraph', [
      text('Fett', 1),
      text(' und '),
      text('kursiv', 2),
      text(' mit '),
      node('link', [text('Quelle')], { fields: { linkType: 'custom', url: 'https://example.ch/lohn', newTab: true } }),
      text(' und '),
      node('link', [text('Angebot')], { fields: { linkType: 'internal', doc: { relationTo: 'links', value: linkRow } } }),
    ]),
    node('list', [node('listitem', [text('eins')], { value: 1 }), node('listitem', [text('zwei')], { value: 2 })], { listType: 'bullet', tag: 'ul' }),
    node('quote', [text('Zitat')]),
    node('table', [
      node('tablerow', [node('tablecell', [node('paragraph', [text('Kopf')])], { headerState: 1 })]),
      node('tablerow', [node('tablecell', [node('paragraph', [text('Wert')])], { headerState: 0 })]),
    ]),
  ])
}

async function serve(): Promise<string> {
  const v1 = await import('@/app/v1/cdn/[...path]/route')
  const v2 = await import('@/app/v2/cdn/[...path]/route')
  server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const match = /^\/(v1|v2)\/cdn\/(.+)$/.exec(url.pathname)
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers })
      const route = match?.[1] === 'v1' ? v1 : v2
      const segments = (match?.[2] ?? '').split('/').map(decodeURIComponent)
      const response = req.method === 'OPTIONS' ? route.OPTIONS() : await route.GET(request, { params: Promise.resolve({ path: segments }) })
      statuses.push(response.status)
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((e: unknown) => {
      res.writeHead(500)
      res.end(String(e))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function token(name: string, kind: 'public' | 'preview', extra: Record<string, unknown> = {}): Promise<string> {
  const created = await payload.create({ collection: 'cdn-tokens', data: { name, kind, ...extra } as never, ...SYSTEM })
  const read = await payload.findByID({ collection: 'cdn-tokens', id: created.id, ...SYSTEM })
  expect(read.token_hash).not.toContain(read.token ?? 'x')
  return read.token ?? ''
}

const client = (accessToken: string) => new StoryblokClient({ accessToken, endpoint: `${base}/v2`, cache: { type: 'none' } })

beforeAll(async () => {
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-cdn-'))
  payload = await freshPayload()
  for (const [collection, key, slugs] of [
    ['fields', 'CARDIOLOGY', { de: 'kardiologie', fr: 'cardiologie', it: 'cardiologia' }],
    ['regions', 'BE', { de: 'kanton-bern', fr: 'canton-berne', it: 'cantone-berna' }],
  ] as const) {
    const doc = await payload.create({ collection, locale: 'de', data: { key, value: key, slug: slugs.de }, ...SYSTEM })
    for (const locale of ['fr', 'it'] as const) await payload.update({ collection, id: doc.id, locale, data: { slug: slugs[locale], value: key }, ...SYSTEM })
  }
  const offer = await payload.create({ collection: 'links', locale: 'de', data: { identifier: 'offer', path: '/angebot' }, ...SYSTEM })
  await payload.update({ collection: 'links', id: offer.id, locale: 'fr', data: { path: '/offre' }, ...SYSTEM })
  ids.linkRow = offer.id
  const { insertGuidePage } = await import('../../scripts/seed/insert/pages')
  await insertGuidePage({ payload, anchor: Date.now(), mediaDir: process.env.MEDIA_DIR, log: () => {} } as never)

  const category = await payload.create({ collection: 'article-categories', locale: 'de', data: { name: 'Karriere', slug: 'karriere' }, ...SYSTEM })
  const tag = await payload.create({ collection: 'tags', locale: 'de', data: { name: 'Lohn', slug: 'lohn' }, ...SYSTEM })
  await payload.update({ collection: 'tags', id: tag.id, locale: 'fr', data: { name: 'Salaire', slug: 'salaire' }, ...SYSTEM })
  ids.author = (await payload.create({ collection: 'authors', data: { name: 'Dr. med. Anna Muster', slug: 'anna-muster' }, ...SYSTEM })).id
  const day = 86_400_000
  for (let i = 0; i < 7; i++) {
    const article = await payload.create({
      collection: 'articles',
      locale: 'de',
      data: {
        title: `Artikel ${i}`,
        slug: `artikel-${i}`,
        teaser: `Teaser ${i}`,
        body: body(offer.id) as never,
        category: category.id,
        tags: i === 0 ? [tag.id] : [],
        author: ids.author,
        published_at: new Date(Date.now() - (i + 1) * day).toISOString(),
      },
      ...SYSTEM,
    })
    if (i === 0) {
      ids.article = article.id
      await payload.update({ collection: 'articles', id: article.id, locale: 'fr', data: { title: 'Article 0', slug: 'article-0' }, ...SYSTEM })
    }
  }
  // scheduled: not published yet
  await payload.create({ collection: 'articles', locale: 'de', data: { title: 'Später', slug: 'spaeter', published_at: new Date(Date.now() + day).toISOString() }, ...SYSTEM })
  ids.page = (await payload.create({ collection: 'pages', locale: 'de', data: { title: 'Entwurf', path: 'entwurf-seite', _status: 'draft' }, draft: true, ...SYSTEM })).id

  tokens.public = await token('Partner', 'public')
  tokens.preview = await token('Vorschau', 'preview')
  tokens.slow = await token('Langsam', 'public', { requests_per_second: 1 })
  tokens.revoked = await token('Alt', 'public', { revoked: true })
  base = await serve()
}, 180_000)

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

type Story = {
  id: number
  uuid: string
  full_slug: string
  name: string
  lang: string
  content: Record<string, unknown>
  tag_list: string[]
  translated_slugs: { path: string; lang: string }[]
}

describe('the delivery API through storyblok-js-client', () => {
  it('reads stories with the filters, languages and headers of Storyblok', async () => {
    const sb = client(tokens.public)
    const all = await sb.get('cdn/stories', { per_page: 100 })
    const stories = all.data.stories as Story[]
    expect(all.total).toBe(10) // the guide, its modal story, 7 articles, the author; not the scheduled article nor the draft
    expect(all.perPage).toBe(100)
    expect(stories.map((s) => s.full_slug)).not.toContain('ejournal/spaeter')
    expect(typeof all.data.cv).toBe('number')
    expect(new Set(stories.map((s) => s.id)).size).toBe(10)

    const fr = await sb.get('cdn/stories', { language: 'fr', starts_with: 'ejournal/', sort_by: 'name:asc', per_page: 3 })
    expect(fr.total).toBe(8) // 7 articles and the author's page
    expect((fr.data.stories as Story[]).map((s) => s.name)).toEqual(['Article 0', 'Artikel 1', 'Artikel 2'])
    const article0 = (fr.data.stories as Story[])[0]!
    expect(article0).toMatchObject({ full_slug: 'ejournal/article-0', lang: 'fr', tag_list: ['salaire'] })
    expect(article0.translated_slugs).toEqual(expect.arrayContaining([expect.objectContaining({ lang: 'it', path: 'ejournal/artikel-0' })]))

    const byUuids = await sb.get('cdn/stories', { by_uuids: article0.uuid, excluding_fields: 'body,teaser' })
    const only = (byUuids.data.stories as Story[])[0]!
    expect(only.full_slug).toBe('ejournal/artikel-0')
    expect(only.content).not.toHaveProperty('body')
    expect(only.content).not.toHaveProperty('teaser')
    expect(only.content).toMatchObject({ component: 'article', title: 'Artikel 0', category: 'karriere' })

    const bySlugs = await sb.get('cdn/stories', { by_slugs: 'ejournal/artikel-1,ejournal/autor/*', sort_by: 'full_slug:asc' })
    expect((bySlugs.data.stories as Story[]).map((s) => s.full_slug)).toEqual(['ejournal/artikel-1', 'ejournal/autor/anna-muster'])
    const authors = await sb.get('cdn/stories', { filter_query: { component: { in: 'author' } } })
    expect((authors.data.stories as Story[]).map((s) => s.full_slug)).toEqual(['ejournal/autor/anna-muster'])
    const liked = await sb.get('cdn/stories', { filter_query: { title: { like: 'artikel 1*' }, category: { is: 'karriere' } } })
    expect((liked.data.stories as Story[]).map((s) => s.name)).toEqual(['Artikel 1'])
    const tagged = await sb.get('cdn/stories', { with_tag: 'lohn', content_type: 'article' } as never)
    expect((tagged.data.stories as Story[]).map((s) => s.full_slug)).toEqual(['ejournal/artikel-0'])
  })

  it('resolves relations into rels and links into links, as the client inserts them', async () => {
    const sb = client(tokens.public)
    const res = await sb.get('cdn/stories', { starts_with: 'ejournal/artikel-0', resolve_relations: 'article.author', resolve_links: 'url' })
    const story = (res.data.stories as Story[])[0]!
    expect(story.content.author).toMatchObject({ name: 'Dr. med. Anna Muster', full_slug: 'ejournal/autor/anna-muster', content: { component: 'author' } })

    const guide = await sb.getStory('wahlstudienjahr-leitfaden', { resolve_links: 'story', resolve_relations: 'teasers.articles' })
    const guideStory = guide.data.story as Story
    const layout = guideStory.content.layout as { component: string; _uid: string; buttons?: { link: Record<string, unknown> }[] }[]
    expect(layout.map((b) => b.component)).toEqual(
      expect.arrayContaining(['rich_text', 'navigation_buttons', 'html', 'video', 'image', 'teasers', 'footer_title', 'footer_buttons']),
    )
    expect(layout.every((b) => typeof b._uid === 'string' && b._uid.length > 0)).toBe(true)
    const footer = layout.find((b) => b.component === 'footer_buttons')!
    const storyLink = footer.buttons!.map((b) => b.link).find((l) => l.linktype === 'story')
    expect(storyLink).toMatchObject({ fieldtype: 'multilink', linktype: 'story', cached_url: 'angebot' })

    const linked = await sb.get(`cdn/stories/${guideStory.full_slug}`, { resolve_links: 'url' })
    expect((linked.data.links as { slug: string }[]).map((l) => l.slug)).toContain('angebot')
  })

  it('finds a story by full slug, id and uuid, and answers 404 for an unknown one', async () => {
    const sb = client(tokens.public)
    const bySlug = await sb.getStory('ejournal/artikel-0', { language: 'fr' })
    const story = bySlug.data.story as Story
    expect(story.name).toBe('Article 0')
    expect(((await sb.getStory(String(story.id))).data.story as Story).uuid).toBe(story.uuid)
    expect(((await sb.getStory(story.uuid, { find_by: 'uuid' })).data.story as Story).id).toBe(story.id)
    await expect(sb.getStory('ejournal/gibt-es-nicht')).rejects.toMatchObject({ status: 404, message: 'This record could not be found' })
  })

  it('pages through everything with getAll', async () => {
    const all = (await client(tokens.public).getAll('cdn/stories', { per_page: 3 })) as Story[]
    expect(all).toHaveLength(10)
    expect(new Set(all.map((s) => s.uuid)).size).toBe(10)
  })

  it('reads spaces/me, links and datasource entries', async () => {
    const sb = client(tokens.public)
    const me = await sb.get('cdn/spaces/me')
    expect(me.data.space).toMatchObject({ name: 'Helvemed', language_codes: ['fr', 'it'] })
    const stories = await sb.get('cdn/stories', { per_page: 1 })
    expect(me.data.space.version).toBe(stories.data.cv)
    const links = await sb.get('cdn/links', { starts_with: 'ejournal/autor' })
    expect(Object.values(links.data.links as Record<string, { slug: string }>).map((l) => l.slug)).toEqual(['ejournal/autor/anna-muster'])
    const tags = await sb.get('cdn/datasource_entries', { datasource: 'tags', dimension: 'fr' } as never)
    expect(tags.data.datasource_entries).toEqual([expect.objectContaining({ name: 'Lohn', value: 'lohn', dimension_value: 'Salaire' })])
  })

  it('retries a 429 and gets through', async () => {
    const sb = client(tokens.slow)
    statuses.length = 0
    const results = []
    for (let i = 0; i < 3; i++) results.push(await sb.get('cdn/stories', { per_page: 1, page: i + 1 }))
    expect(results.map((r) => r.data.stories.length)).toEqual([1, 1, 1])
    expect(statuses).toContain(429)
    const raw = await fetch(`${base}/v2/cdn/stories?token=${tokens.slow}`)
    const again = raw.status === 429 ? raw : await fetch(`${base}/v2/cdn/stories?token=${tokens.slow}`)
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('refuses missing, unknown and revoked tokens, and drafts to a public token, with 401 in Storyblok’s shape', async () => {
    for (const bad of ['nope', tokens.revoked]) {
      await expect(client(bad).get('cdn/stories', {})).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    }
    const raw = await fetch(`${base}/v2/cdn/stories`)
    expect(raw.status).toBe(401)
    expect(await raw.json()).toEqual({ error: 'Unauthorized' })
    await expect(client(tokens.public).get('cdn/stories', { version: 'draft' })).rejects.toMatchObject({ status: 401 })
  })

  it('keeps a token through an edit in /admin and shuts it out once revoked', async () => {
    const shown = await token('Befristet', 'public')
    const row = (await payload.find({ collection: 'cdn-tokens', where: { name: { equals: 'Befristet' } }, ...SYSTEM })).docs[0]!
    await payload.update({ collection: 'cdn-tokens', id: row.id, data: { name: 'Befristet (Partner AG)' }, ...SYSTEM })
    expect((await payload.findByID({ collection: 'cdn-tokens', id: row.id, ...SYSTEM })).token).toBe(shown)
    expect((await fetch(`${base}/v2/cdn/spaces/me?token=${shown}`)).status).toBe(200)
    await payload.update({ collection: 'cdn-tokens', id: row.id, data: { revoked: true }, ...SYSTEM })
    expect((await fetch(`${base}/v2/cdn/spaces/me?token=${shown}`)).status).toBe(401)
  })

  it('shows drafts to a preview token only', async () => {
    const draft = await client(tokens.preview).get('cdn/stories', { version: 'draft', starts_with: 'entwurf' })
    expect((draft.data.stories as Story[]).map((s) => s.full_slug)).toEqual(['entwurf-seite'])
    const published = await client(tokens.preview).get('cdn/stories', { starts_with: 'entwurf' })
    expect(published.data.stories).toEqual([])
  })

  it('refuses bad parameters with 422, never a 500', async () => {
    for (const query of ['filter_query[title][regex]=x', 'filter_query=x', 'per_page=abc', 'page=0', 'version=final', 'sort_by=name;drop', 'language=en', 'resolve_links=all']) {
      const res = await fetch(`${base}/v2/cdn/stories?token=${tokens.public}&${query}`)
      expect(res.status, query).toBe(422)
    }
    expect((await fetch(`${base}/v2/cdn/datasource_entries?token=${tokens.public}`)).status).toBe(422)
    expect((await fetch(`${base}/v2/cdn/nothing?token=${tokens.public}`)).status).toBe(404)
    const capped = await fetch(`${base}/v2/cdn/stories?token=${tokens.public}&per_page=1000`)
    expect(capped.headers.get('per-page')).toBe('100')
  })

  it('answers from its cache until the content version changes; an old cv is still answered from the cache', async () => {
    const url = (cv?: number) => `${base}/v2/cdn/stories/ejournal/artikel-2?token=${tokens.public}${cv === undefined ? '' : `&cv=${cv}`}`
    const first = await fetch(url())
    const { cv, story } = (await first.json()) as { cv: number; story: Story }
    expect(story.name).toBe('Artikel 2')
    const second = await fetch(url(cv))
    expect(second.headers.get('x-cache')).toBe('HIT')
    await new Promise((r) => setTimeout(r, 1100))
    await payload.update({ collection: 'articles', where: { slug: { equals: 'artikel-2' } }, locale: 'de', data: { title: 'Artikel 2 neu' }, ...SYSTEM })
    const fresh = (await (await fetch(url())).json()) as { cv: number; story: Story }
    expect(fresh.cv).toBeGreaterThan(cv)
    expect(fresh.story.name).toBe('Artikel 2 neu')
    const old = await fetch(url(cv))
    expect(old.headers.get('x-cache')).toBe('HIT')
    expect(((await old.json()) as { story: Story }).story.name).toBe('Artikel 2')
    const newer = await fetch(url(fresh.cv))
    expect(((await newer.json()) as { story: Story }).story.name).toBe('Artikel 2 neu')
  })

  it('serves the OAuth variant under /v1 with the token in Authorization, and CORS for GET', async () => {
    const sb = new StoryblokClient({ oauthToken: tokens.public, endpoint: `${base}/v1`, cache: { type: 'none' } })
    const res = await sb.get('cdn/stories', { per_page: 2 })
    expect(res.data.stories).toHaveLength(2)
    const preflight = await fetch(`${base}/v2/cdn/stories`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
    const get = await fetch(`${base}/v2/cdn/spaces/me?token=${tokens.public}`)
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('rich text through @storyblok/react', () => {
  it('renders an article’s body as Storyblok’s renderer does, links and marks included', async () => {
    const res = await client(tokens.public).getStory('ejournal/artikel-0')
    const html = renderToStaticMarkup(createElement(StoryblokRichText, { document: (res.data.story as Story).content.body as never }))
    expect(html).toContain('<h2>Der Lohn</h2>')
    expect(html).toContain('<strong>Fett</strong>')
    expect(html).toContain('<em>kursiv</em>')
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example\.ch\/lohn"[^>]*target="_blank"[^>]*>Quelle<\/a>|<a [^>]*target="_blank"[^>]*href="https:\/\/example\.ch\/lohn"[^>]*>Quelle<\/a>/,
    )
    expect(html).toMatch(/<a [^>]*href="\/angebot"[^>]*>Angebot<\/a>/)
    expect(html).toContain('<ul><li><p>eins</p></li><li><p>zwei</p></li></ul>')
    expect(html).toContain('<blockquote><p>Zitat</p></blockquote>')
    expect(html).toMatch(/<table>.*<th[^>]*><p>Kopf<\/p><\/th>.*<td[^>]*><p>Wert<\/p><\/td>.*<\/table>/)
  })
})
