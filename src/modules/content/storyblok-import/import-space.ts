import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import { slugify } from '../../essentials/slugify'
import { paths } from '../../routing/routes'
import { pagePathProblem } from '../page-path'
import { assetUrl, createMedia, downloadAsset } from './assets'
import { blocksFromComponents, componentsOf, type BlockContext } from './blocks'
import { createImportClient, isStoryblokError, type ImportClient } from './client'
import { blocksWithoutDeadLinks, withoutDeadLinks } from './dead-links'
import { mappingStore, type MappedKind, type MappingStore } from './mapping'
import { ImportReport, type ImportKind } from './report'
import { isRichText, lexicalFromStoryblok, plainText } from './rich-text'
import {
  DatasourceEntrySchema,
  DatasourceSchema,
  LinkSchema,
  SpaceSchema,
  StorySchema,
  isAssetField,
  translatedContent,
  walkValues,
  type DatasourceEntry,
  type Space,
  type Story,
  type StoryblokLink,
} from './source'

// `npm run import:storyblok` (ADR 0069): a Storyblok space -> our collections through Payload's
// local API (so the collections' hooks and validations run), idempotent through content_imports.
// Order: space, stories in every language, links, datasources, assets, then link table, tags and
// categories, authors, articles, pages (each may point at what came before).

export interface ImportOptions {
  space: string
  token: string
  oauth?: string
  endpoint?: string
  dryRun?: boolean
  drafts?: boolean
  /** for the content API and the asset downloads (tests) */
  fetch?: typeof fetch
  assetMaxBytes?: number
  assetTimeoutMs?: number
}

type Collection = 'pages' | 'articles' | 'authors' | 'tags' | 'article-categories' | 'links'
type StoryKind = 'page' | 'article' | 'author'
/** A story in each of our languages (the space's default language is German). */
type Translated = { uuid: string; kind: StoryKind | null; byLocale: Partial<Record<Locale, Story>> }
type Data = Record<string, unknown>

const SYSTEM = { overrideAccess: true, depth: 0 } as const
const TAG_SOURCES = new Set(['tags', 'tag'])
const CATEGORY_SOURCES = new Set(['categories', 'category', 'articlecategories'])

const fingerprintOf = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex')
const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const kindOf = (story: Story): StoryKind | null => {
  const name = story.content.component.toLowerCase()
  return name === 'page' || name === 'article' || name === 'author' ? name : null
}

/** A story's path in a language, without the language: its translated slug, else its full slug. */
function storyPath(story: Story, locale: Locale, defaultStory: Story): string {
  const translated = defaultStory.translated_slugs?.find((t) => t.lang === locale)?.path
  const raw = locale === DEFAULT_LOCALE ? defaultStory.full_slug : (translated ?? story.full_slug)
  return raw.replace(new RegExp(`^${locale}/`), '').replace(/^\/+|\/+$/g, '')
}
const lastSegment = (path: string) => path.split('/').pop() ?? path

export async function importSpace(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const report = new ImportReport()
  const client = createImportClient({ token: options.token, oauth: options.oauth, endpoint: options.endpoint, fetch: options.fetch })
  const version = options.drafts ? 'draft' : 'published'
  const dryRun = options.dryRun === true

  const space = SpaceSchema.parse((await client.get('cdn/spaces/me')).data).space
  if (String(space.id) !== String(options.space)) throw new Error(`the token belongs to space ${space.id} (${space.name}), not to space ${options.space}`)
  const store = mappingStore(payload, `storyblok:${space.id}`)
  const languages = otherLanguages(space, report)

  const stories = await readStories(client, version, languages, report)
  const links = await readList(client, 'cdn/links', { version }, 'links', LinkSchema, report)
  const datasources = await readDatasources(client, languages, report)

  let placeholder = 0
  const upsert = async (
    kind: ImportKind,
    mapped: MappedKind,
    sourceId: string,
    collection: Collection,
    byLocale: Partial<Record<Locale, Data>>,
    extra: { draft?: boolean } = {},
  ) => {
    const fingerprint = fingerprintOf(byLocale)
    const previous = await store.get(mapped, sourceId)
    const exists = previous ? await payload.findByID({ collection, id: previous.docId, ...SYSTEM, disableErrors: true, draft: true }) : null
    if (exists && previous?.fingerprint === fingerprint) {
      report.count(kind, 'unchanged')
      return exists.id as number
    }
    if (dryRun) {
      report.count(kind, exists ? 'updated' : 'created')
      return exists ? (exists.id as number) : --placeholder
    }
    try {
      let id = exists ? (exists.id as number) : null
      for (const locale of LOCALES) {
        const data = byLocale[locale]
        if (!data) continue
        const draft = extra.draft === true
        if (id === null) id = (await payload.create({ collection, locale, data: data as never, draft, ...SYSTEM })).id as number
        else await payload.update({ collection, id, locale, data: data as never, draft, ...SYSTEM })
      }
      if (id === null) return null
      await store.set(mapped, sourceId, { collection, docId: id, fingerprint })
      report.count(kind, exists ? 'updated' : 'created')
      return id
    } catch (error) {
      report.count(kind, 'skipped', sourceId, saveProblem(error))
      return exists ? (exists.id as number) : null
    }
  }

  // Assets first: every asset field, rich-text image and file link in any language.
  const assetIds = new Map<string, number>()
  for (const [address, alt] of assetAddresses(stories)) {
    const id = await importAsset(payload, store, report, address, alt, { ...options, dryRun }, () => --placeholder)
    if (id !== null) assetIds.set(address, id)
  }

  // The link table: one row per story (folders included), its path in each language where our site shows it.
  const linkIds = new Map<string, number>()
  for (const link of links) {
    const story = stories.get(link.uuid)
    const byLocale: Partial<Record<Locale, Data>> = {}
    for (const locale of [DEFAULT_LOCALE, ...languages]) {
      const path = linkPath(link, story, locale)
      byLocale[locale] = locale === DEFAULT_LOCALE ? { identifier: link.slug, path, is_folder: link.is_folder } : { path }
    }
    const id = await upsert('links', 'link', link.uuid, 'links', byLocale)
    if (id !== null) linkIds.set(link.uuid, id)
  }

  const tagIds = await importEntries(datasources.tags, 'tags', 'tag', 'tags', languages, upsert)
  const categoryIds = await importEntries(datasources.categories, 'categories', 'category', 'article-categories', languages, upsert)
  // Storyblok's own tags on stories become tags too (their name in every language).
  for (const name of new Set([...stories.values()].flatMap((s) => s.byLocale[DEFAULT_LOCALE]?.tag_list ?? []))) {
    if (tagIds.has(name) || !slugify(name)) continue
    const data = Object.fromEntries([DEFAULT_LOCALE, ...languages].map((l) => [l, { name, slug: slugify(name) }]))
    const id = await upsert('tags', 'tag', `tag_list:${name}`, 'tags', data)
    if (id !== null) tagIds.set(name, id)
  }

  const authorIds = new Map<string, number>()
  const articleIds = new Map<string, number>()
  const context = (source: string, kind: ImportKind): BlockContext => ({
    storyLink: (uuid) => linkIds.get(uuid) ?? null,
    asset: (url) => assetIds.get(url) ?? null,
    article: (uuid) => articleIds.get(uuid) ?? null,
    unmapped: (what) => report.note(kind, source, what),
  })
  const dead = (kind: ImportKind, source: string) => (what: string) => report.note(kind, source, what)
  const cleanText = async (value: unknown, kind: ImportKind, story: Translated, locale: Locale) => {
    const doc = isRichText(value) ? lexicalFromStoryblok(value, context(story.uuid, kind)) : null
    return dryRun ? doc : withoutDeadLinks(doc, payload, locale, dead(kind, story.uuid))
  }
  const assetOf = (value: unknown) => (isAssetField(value) ? (assetIds.get(value.filename) ?? null) : null)
  const ofKind = (kind: StoryKind) => [...stories.values()].filter((s) => s.kind === kind)

  for (const story of ofKind('author')) {
    const byLocale: Partial<Record<Locale, Data>> = {}
    for (const [locale, s] of entries(story)) {
      const c = s.content
      const bio = isRichText(c.bio) ? plainText(c.bio) : str(c.bio)
      byLocale[locale] =
        locale === DEFAULT_LOCALE
          ? { name: str(c.name) || s.name, slug: slugify(s.slug) || s.uuid, bio: bio || undefined, image: assetOf(c.image) ?? undefined }
          : { bio: bio || undefined }
    }
    const id = await upsert('authors', 'story', story.uuid, 'authors', byLocale)
    if (id !== null) authorIds.set(story.uuid, id)
  }

  for (const story of ofKind('article')) {
    if (options.drafts && !story.byLocale[DEFAULT_LOCALE]?.published_at) {
      report.count('articles', 'skipped', story.uuid, 'a draft: articles here have no drafts')
      continue
    }
    const byLocale: Partial<Record<Locale, Data>> = {}
    for (const [locale, s] of entries(story)) {
      const c = s.content
      const path = storyPath(s, locale, story.byLocale[DEFAULT_LOCALE] ?? s)
      const common = {
        title: str(c.title) || s.name,
        slug: slugify(lastSegment(path)) || slugify(s.slug),
        teaser: str(c.teaser) || str(c.intro) || str(c.lead) || undefined,
        body: (await cleanText(c.body ?? c.text ?? c.long_text ?? c.content, 'articles', story, locale)) ?? undefined,
      }
      byLocale[locale] = locale === DEFAULT_LOCALE ? { ...common, ...articleRelations(c, s, { assetOf, authorIds, tagIds, categoryIds }, report, story.uuid) } : common
    }
    const id = await upsert('articles', 'story', story.uuid, 'articles', byLocale)
    if (id !== null) articleIds.set(story.uuid, id)
  }

  for (const story of ofKind('page')) {
    const draft = options.drafts === true && !story.byLocale[DEFAULT_LOCALE]?.published_at
    const byLocale: Partial<Record<Locale, Data>> = {}
    let refused: string | null = null
    for (const [locale, s] of entries(story)) {
      const c = s.content
      const path = storyPath(s, locale, story.byLocale[DEFAULT_LOCALE] ?? s)
      const problem = pagePathProblem(path)
      if (problem) {
        refused = `its ${locale} path "${path}" cannot be a page here (${problem === 'reserved' ? 'a route of the site' : 'lowercase words joined by "-" and "/" only'})`
        break
      }
      const ctx = context(story.uuid, 'pages')
      const blocks = blocksFromComponents(c.body ?? c.blocks ?? c.layout, ctx)
      const layout = dryRun ? blocks : await blocksWithoutDeadLinks(blocks, payload, locale, dead('pages', story.uuid))
      const seo = c.seo && typeof c.seo === 'object' ? (c.seo as Record<string, unknown>) : {}
      byLocale[locale] = {
        title: str(c.title) || s.name,
        path,
        description: (str(c.description) || str(seo.description)).slice(0, 300) || undefined,
        body: (isRichText(c.body) ? await cleanText(c.body, 'pages', story, locale) : null) ?? undefined,
        layout: componentsOf(c.body ?? c.blocks ?? c.layout).length ? layout : [],
        _status: draft ? 'draft' : 'published',
      }
    }
    if (refused) report.count('pages', 'skipped', story.uuid, refused)
    else await upsert('pages', 'story', story.uuid, 'pages', byLocale, { draft })
  }

  for (const story of stories.values())
    if (!story.kind) report.count('pages', 'skipped', story.uuid, `content type ${story.byLocale[DEFAULT_LOCALE]?.content.component ?? '?'} has no collection here`)
  return report
}

function otherLanguages(space: Space, report: ImportReport): Locale[] {
  const ours: Locale[] = []
  for (const code of space.language_codes) {
    if ((LOCALES as readonly string[]).includes(code) && code !== DEFAULT_LOCALE) ours.push(code as Locale)
    else report.note('space', String(space.id), `language ${code} is not one of the site's (de, fr, it): not imported`)
  }
  return ours
}

const entries = (story: Translated) => LOCALES.flatMap((l) => (story.byLocale[l] ? [[l, story.byLocale[l]] as const] : []))

async function readList<T>(
  client: ImportClient,
  path: string,
  params: Data,
  entity: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  report: ImportReport,
): Promise<T[]> {
  const raw = await client.getAll<unknown>(path, params, entity)
  const out: T[] = []
  for (const item of raw) {
    const parsed = schema.safeParse(item)
    if (parsed.success) out.push(parsed.data)
    else report.note('space', path, `an entry of ${entity} could not be read`)
  }
  return out
}

/** Every story in the default language (pages of 25), then in each other language by uuid (batches of 50). */
async function readStories(client: ImportClient, version: string, languages: Locale[], report: ImportReport): Promise<Map<string, Translated>> {
  const base = (await readList(client, 'cdn/stories', { version }, 'stories', StorySchema, report)).filter((s) => !s.is_folder)
  const stories = new Map<string, Translated>()
  for (const story of base)
    stories.set(story.uuid, { uuid: story.uuid, kind: kindOf(story), byLocale: { [DEFAULT_LOCALE]: { ...story, content: translatedContent(story.content, null) } } })
  for (const language of languages) {
    const translated = await client.storiesByUuids<unknown>([...stories.keys()], { version, language })
    for (const item of translated) {
      const parsed = StorySchema.safeParse(item)
      const entry = parsed.success ? stories.get(parsed.data.uuid) : undefined
      if (parsed.success && entry) entry.byLocale[language] = { ...parsed.data, content: translatedContent(parsed.data.content, language) }
    }
  }
  return stories
}

type Entries = { slug: string; byLanguage: Partial<Record<Locale, DatasourceEntry[]>> }

async function readDatasources(client: ImportClient, languages: Locale[], report: ImportReport): Promise<{ tags: Entries[]; categories: Entries[] }> {
  const all = await readList(client, 'cdn/datasources', {}, 'datasources', DatasourceSchema, report)
  const out = { tags: [] as Entries[], categories: [] as Entries[] }
  for (const source of all) {
    const name = source.slug.toLowerCase().replace(/[-_]/g, '')
    const target = TAG_SOURCES.has(name) ? out.tags : CATEGORY_SOURCES.has(name) ? out.categories : null
    if (!target) {
      report.note('space', `datasource ${source.slug}`, 'no collection here (tags and categories are imported)')
      continue
    }
    const byLanguage: Entries['byLanguage'] = {
      [DEFAULT_LOCALE]: await readList(client, 'cdn/datasource_entries', { datasource: source.slug }, 'datasource_entries', DatasourceEntrySchema, report),
    }
    for (const language of languages)
      byLanguage[language] = await readList(client, 'cdn/datasource_entries', { datasource: source.slug, dimension: language }, 'datasource_entries', DatasourceEntrySchema, report)
    target.push({ slug: source.slug, byLanguage })
  }
  return out
}

type Upsert = (kind: ImportKind, mapped: MappedKind, sourceId: string, collection: Collection, byLocale: Partial<Record<Locale, Data>>) => Promise<number | null>

/** Datasource entries -> tags or categories: the value is the German slug, a dimension's name the translation. */
async function importEntries(sources: Entries[], kind: ImportKind, mapped: MappedKind, collection: Collection, languages: Locale[], upsert: Upsert): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const source of sources) {
    for (const entry of source.byLanguage[DEFAULT_LOCALE] ?? []) {
      const byLocale: Partial<Record<Locale, Data>> = { [DEFAULT_LOCALE]: { name: entry.name, slug: slugify(entry.value) || slugify(entry.name) } }
      for (const language of languages) {
        const translated = source.byLanguage[language]?.find((e) => e.id === entry.id)
        const name = translated?.dimension_value || entry.name
        byLocale[language] = { name, slug: slugify(name) }
      }
      const id = await upsert(kind, mapped, `${source.slug}:${entry.value}`, collection, byLocale)
      if (id !== null) {
        ids.set(entry.value, id)
        ids.set(entry.name, id)
      }
    }
  }
  return ids
}

function articleRelations(
  c: Story['content'],
  s: Story,
  maps: { assetOf: (v: unknown) => number | null; authorIds: Map<string, number>; tagIds: Map<string, number>; categoryIds: Map<string, number> },
  report: ImportReport,
  source: string,
): Data {
  const authorRef = typeof c.author === 'string' ? c.author : str((c.author as { uuid?: unknown } | undefined)?.uuid)
  const author = authorRef ? maps.authorIds.get(authorRef) : undefined
  if (authorRef && author === undefined) report.note('articles', source, `author ${authorRef} is not an author story of the space`)
  const categoryRef = str(c.category)
  const category = categoryRef ? maps.categoryIds.get(categoryRef) : undefined
  if (categoryRef && category === undefined) report.note('articles', source, `category ${categoryRef} is not in a categories datasource`)
  const tagRefs = [...(Array.isArray(c.tags) ? c.tags.filter((t): t is string => typeof t === 'string') : []), ...s.tag_list]
  const tags = [...new Set(tagRefs.flatMap((t) => (maps.tagIds.has(t) ? [maps.tagIds.get(t) as number] : [])))]
  for (const t of tagRefs) if (!maps.tagIds.has(t)) report.note('articles', source, `tag ${t} is not in a tags datasource`)
  const date = str(c.date) || str(c.published_at) || s.first_published_at || s.published_at || undefined
  return { image: maps.assetOf(c.image) ?? undefined, author, category, tags, published_at: date ? new Date(date.replace(' ', 'T')).toISOString() : undefined }
}

/** A link row's path in a language: where our site shows what the story became. */
function linkPath(link: StoryblokLink, story: Translated | undefined, locale: Locale): string {
  const alternate = link.alternates.find((a) => a.lang === locale)?.path
  const raw = (locale === DEFAULT_LOCALE ? link.real_path || link.slug : alternate || link.real_path || link.slug) ?? link.slug
  const fallback = `/${raw.replace(/^\/+/, '')}`
  const s = story?.byLocale[locale] ?? story?.byLocale[DEFAULT_LOCALE]
  const base = story?.byLocale[DEFAULT_LOCALE]
  if (!story || !s || !base) return fallback
  const path = storyPath(s, locale, base)
  if (story.kind === 'page') return `/${path}`
  if (story.kind === 'article') return paths.article(slugify(lastSegment(path)) || slugify(s.slug))
  if (story.kind === 'author') return paths.author(locale, slugify(base.slug) || base.uuid)
  return fallback
}

/** Every asset address in the stories with its alt text (asset fields, rich-text images, file links). */
function assetAddresses(stories: Map<string, Translated>): Map<string, string> {
  const found = new Map<string, string>()
  for (const story of stories.values())
    for (const s of Object.values(story.byLocale))
      walkValues(s?.content, (value) => {
        if (isAssetField(value)) {
          if (!found.get(value.filename)) found.set(value.filename, value.alt ?? '')
          return
        }
        if (!value || typeof value !== 'object') return
        const node = value as { type?: unknown; attrs?: Record<string, unknown>; linktype?: unknown; url?: unknown }
        if (node.type === 'image' && typeof node.attrs?.src === 'string' && !found.get(node.attrs.src)) found.set(node.attrs.src, str(node.attrs.alt))
        if (node.type === 'link' && node.attrs?.linktype === 'asset' && typeof node.attrs.href === 'string' && !found.has(node.attrs.href)) found.set(node.attrs.href, '')
        if (node.linktype === 'asset' && typeof node.url === 'string' && node.url && !found.has(node.url)) found.set(node.url, '')
      })
  return found
}

async function importAsset(
  payload: Payload,
  store: MappingStore,
  report: ImportReport,
  address: string,
  alt: string,
  options: ImportOptions,
  placeholder: () => number,
): Promise<number | null> {
  const fingerprint = fingerprintOf({ address, alt })
  const previous = await store.get('asset', address)
  const exists = previous ? await payload.findByID({ collection: 'media', id: previous.docId, ...SYSTEM, disableErrors: true }) : null
  if (exists && previous?.fingerprint === fingerprint) {
    report.count('media', 'unchanged')
    return exists.id
  }
  if (exists) {
    // the same address: the file is the same; only its alt text changed
    if (!options.dryRun) {
      await payload.update({ collection: 'media', id: exists.id, locale: DEFAULT_LOCALE, data: { alt: alt || undefined }, ...SYSTEM })
      await store.set('asset', address, { collection: 'media', docId: exists.id, fingerprint })
    }
    report.count('media', 'updated')
    return exists.id
  }
  if (options.dryRun) {
    report.count('media', 'created')
    return placeholder()
  }
  const file = await downloadAsset(assetUrl(address), { fetch: options.fetch, maxBytes: options.assetMaxBytes, timeoutMs: options.assetTimeoutMs })
  if (!file.ok) {
    report.count('media', 'skipped', address, file.reason)
    return null
  }
  try {
    const id = await createMedia(payload, file, alt)
    await store.set('asset', address, { collection: 'media', docId: id, fingerprint })
    report.count('media', 'created')
    return id
  } catch (error) {
    report.count('media', 'skipped', address, saveProblem(error))
    return null
  }
}

/** A refused save in a line: Payload's field errors, else the message. */
function saveProblem(error: unknown): string {
  if (isStoryblokError(error)) return `${error.status} ${error.message}`
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data
  if (data?.errors?.length) return data.errors.map((e) => `${e.path ?? '?'}: ${e.message ?? ''}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}
