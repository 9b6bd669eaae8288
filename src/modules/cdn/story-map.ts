import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import { localePath, paths } from '../routing/routes'
import { resolveLink, type LinkTarget } from '../content/links/link-target'
import { targetOfStoredLink, type StoredLink } from '../content/links/link-target'
import { storyblokRichText, type RichTextContext, type SbFile, type SbLinkAttrs } from './rich-text'
import { storyId, storyUuid, type StorySource } from './story-ids'

// Our documents as Storyblok stories, one language at a time (ADR 0068, "The mapping"). Pure: the
// documents come in read with locale 'all' (localized fields as { de, fr, it }) by stories.server.ts.

type Doc = Record<string, unknown>

export interface CdnStory {
  name: string
  created_at: string
  published_at: string | null
  updated_at: string
  id: number
  uuid: string
  content: Record<string, unknown>
  slug: string
  full_slug: string
  sort_by_date: string | null
  position: number
  tag_list: string[]
  is_startpage: boolean
  parent_id: number
  meta_data: null
  group_id: string
  first_published_at: string | null
  release_id: null
  lang: string
  path: null
  alternates: { id: number; name: string; slug: string; full_slug: string; is_folder: boolean; parent_id: number }[]
  default_full_slug: string
  translated_slugs: { path: string; name: string; lang: string }[]
}

/** A row of the link table that is no story's (Storyblok's link object; ADR 0068). */
export interface CdnLinkRow {
  id: number
  uuid: string
  slug: string
  name: string
  is_folder: boolean
  parent_id: number
  published: boolean
  position: number
  is_startpage: boolean
  real_path: string
}

/** The documents a story set is made of. */
export interface StoryDocs {
  pages: Doc[]
  articles: Doc[]
  authors: Doc[]
  links: Doc[]
  files: ReadonlyMap<number, SbFile>
  siteUrl: string
}

export interface StorySet {
  stories: CdnStory[]
  linkRows: CdnLinkRow[]
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** A localized value in this language, else in German (the site's fallback). */
function local(value: unknown, lang: Locale): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && LOCALES.some((l) => l in (value as Doc))) {
    const v = (value as Doc)[lang]
    const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
    return empty ? (value as Doc)[DEFAULT_LOCALE] : v
  }
  return value
}

const localStr = (value: unknown, lang: Locale) => str(local(value, lang))

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

const underscored = (slug: string) => slug.replace(/-/g, '_')

function fullSlugOf(source: StorySource, doc: Doc, lang: Locale): string {
  if (source === 'pages') return localStr(doc.path, lang).replace(/^\/+|\/+$/g, '')
  if (source === 'articles') return paths.article(localStr(doc.slug, lang)).replace(/^\//, '')
  return paths.author(lang, str(doc.slug)).replace(/^\//, '')
}

const nameOf = (source: StorySource, doc: Doc, lang: Locale) => (source === 'authors' ? str(doc.name) : localStr(doc.title, lang))

class Mapper {
  /** full slug (per language) -> uuid, for story links of the link table */
  private bySlug = new Map<string, string>()

  constructor(
    private docs: StoryDocs,
    private lang: Locale,
  ) {
    for (const [source, list] of this.sources()) {
      for (const doc of list) {
        const id = idOf(doc)
        if (id === null) continue
        for (const l of LOCALES) this.bySlug.set(`${l}:${fullSlugOf(source, doc, l)}`, storyUuid(source, id))
      }
    }
  }

  sources(): [StorySource, Doc[]][] {
    return [
      ['pages', this.docs.pages],
      ['articles', this.docs.articles],
      ['authors', this.docs.authors],
    ]
  }

  private fileOf(value: unknown): SbFile | null {
    if (value && typeof value === 'object') {
      const doc = value as Doc
      const id = idOf(doc)
      return id === null ? null : (this.docs.files.get(id) ?? null)
    }
    return typeof value === 'number' ? (this.docs.files.get(value) ?? null) : null
  }

  asset(value: unknown) {
    const file = this.fileOf(value)
    if (!file) return null
    return { fieldtype: 'asset', id: file.id, filename: file.url, alt: file.alt ?? '', name: file.filename, title: '', copyright: '', focus: '', is_external_url: false }
  }

  /** The link table's row as the uuid of the story at its path, else of the row itself. */
  private rowOf(value: unknown): { uuid: string; path: string } | null {
    const id = idOf(value)
    if (id === null) return null
    const row = value && typeof value === 'object' ? (value as Doc) : this.docs.links.find((l) => idOf(l) === id)
    const path = row ? localStr(row.path, this.lang).replace(/^\/+|\/+$/g, '') : ''
    return { uuid: this.bySlug.get(`${this.lang}:${path}`) ?? storyUuid('links', id), path }
  }

  linkAttrs = (target: LinkTarget): SbLinkAttrs | null => {
    switch (target.kind) {
      case 'story': {
        const row = this.rowOf(this.docs.links.find((l) => idOf(l) === target.story) ?? target.story)
        return row ? { href: `/${row.path}`, uuid: row.uuid, anchor: null, target: null, linktype: 'story' } : null
      }
      case 'asset': {
        const file = this.fileOf(target.asset)
        return file ? { href: file.url, uuid: null, anchor: null, target: null, linktype: 'asset' } : null
      }
      case 'email':
        return { href: target.email, uuid: null, anchor: null, target: null, linktype: 'email' }
      case 'external':
        return { href: target.url, uuid: null, anchor: null, target: target.newTab === false ? '_self' : '_blank', linktype: 'url' }
      case 'internal': {
        const result = resolveLink(target, { locale: this.lang, stories: new Map(), assets: new Map(), dictionary: null })
        const href = result.ok ? result.link.href : localePath(this.lang, `/${[target.route, ...(target.filters ?? [])].join('/')}`)
        return { href: `${this.docs.siteUrl}${href}`, uuid: null, anchor: null, target: null, linktype: 'url' }
      }
    }
  }

  private richTextContext: RichTextContext = { link: this.linkAttrs, file: (value) => this.fileOf(value) }

  richText(value: unknown) {
    return storyblokRichText(local(value, this.lang), this.richTextContext)
  }

  /** The block link field as a Storyblok multilink. */
  multilink(link: unknown) {
    const empty = { fieldtype: 'multilink', linktype: 'url', id: '', url: '', cached_url: '' }
    const target = targetOfStoredLink(link as StoredLink | null)
    if (!target) return empty
    if (target.kind === 'story') {
      const row = this.rowOf((link as { story?: unknown }).story)
      return row ? { fieldtype: 'multilink', linktype: 'story', id: row.uuid, url: '', cached_url: row.path } : empty
    }
    const attrs = this.linkAttrs(target)
    if (!attrs) return empty
    if (attrs.linktype === 'email') return { fieldtype: 'multilink', linktype: 'email', id: '', email: attrs.href, url: '', cached_url: '' }
    return { fieldtype: 'multilink', linktype: attrs.linktype, id: '', url: attrs.href, cached_url: attrs.href, ...(attrs.target === '_blank' ? { target: '_blank' } : {}) }
  }

  private button = (button: Doc) => ({ _uid: str(button.id), component: 'button', label: str(button.label), style: str(button.style), link: this.multilink(button.link) })

  block = (block: Doc): Record<string, unknown> => {
    const base = { _uid: str(block.id), component: underscored(str(block.blockType)) }
    switch (block.blockType) {
      case 'rich-text':
        return { ...base, body: storyblokRichText(block.body, this.richTextContext) }
      case 'navigation-buttons':
      case 'footer-buttons':
        return { ...base, buttons: ((block.buttons as Doc[] | undefined) ?? []).map(this.button) }
      case 'footer-title':
        return { ...base, title: str(block.title) }
      case 'html':
        return { ...base, html: str(block.html) }
      case 'video':
        return { ...base, url: str(block.url), title: str(block.title), ratio: str(block.ratio) }
      case 'image':
        return { ...base, image: this.asset(block.image), alt: str(block.alt), caption: str(block.caption) }
      case 'teasers': {
        const articles = ((block.articles as unknown[] | undefined) ?? []).map(idOf).filter((id): id is number => id !== null)
        const jobs = ((block.jobs as unknown[] | undefined) ?? []).map(idOf).filter((id): id is number => id !== null)
        return {
          ...base,
          title: str(block.title),
          source: str(block.source),
          count: block.count ?? 3,
          articles: articles.map((id) => storyUuid('articles', id)),
          jobs: jobs.map(String),
        }
      }
      default:
        return base
    }
  }

  content(source: StorySource, doc: Doc, uuid: string): Record<string, unknown> {
    const lang = this.lang
    if (source === 'pages') {
      const layout = (local(doc.layout, lang) as Doc[] | undefined) ?? []
      return {
        _uid: uuid,
        component: 'page',
        title: localStr(doc.title, lang),
        description: localStr(doc.description, lang),
        section: str(doc.section) || 'primary',
        body: this.richText(doc.body),
        layout: layout.map(this.block),
      }
    }
    if (source === 'articles') {
      const authorId = idOf(doc.author)
      const category = doc.category && typeof doc.category === 'object' ? localStr((doc.category as Doc).slug, DEFAULT_LOCALE) : ''
      return {
        _uid: uuid,
        component: 'article',
        title: localStr(doc.title, lang),
        teaser: localStr(doc.teaser, lang),
        body: this.richText(doc.body),
        image: this.asset(doc.image),
        category,
        tags: this.tagsOf(doc),
        author: authorId === null ? '' : storyUuid('authors', authorId),
        institutions: ((doc.institutions as unknown[] | undefined) ?? [])
          .map(idOf)
          .filter((id) => id !== null)
          .map(String),
      }
    }
    return { _uid: uuid, component: 'author', name: str(doc.name), bio: localStr(doc.bio, lang), image: this.asset(doc.image) }
  }

  tagsOf(doc: Doc): string[] {
    return ((doc.tags as unknown[] | undefined) ?? []).map((tag) => (tag && typeof tag === 'object' ? localStr((tag as Doc).slug, this.lang) : '')).filter(Boolean)
  }

  story(source: StorySource, doc: Doc): CdnStory | null {
    const docId = idOf(doc)
    if (docId === null) return null
    const lang = this.lang
    const uuid = storyUuid(source, docId)
    const id = storyId(source, docId)
    const fullSlug = fullSlugOf(source, doc, lang)
    if (!fullSlug && source !== 'pages') return null
    const createdAt = str(doc.createdAt)
    const updatedAt = str(doc.updatedAt)
    const articleDate = source === 'articles' ? str(doc.published_at) || null : null
    const others = LOCALES.filter((l) => l !== lang)
    return {
      name: nameOf(source, doc, lang),
      created_at: createdAt,
      published_at: articleDate ?? updatedAt,
      updated_at: updatedAt,
      id,
      uuid,
      content: this.content(source, doc, uuid),
      slug: fullSlug.split('/').pop() ?? '',
      full_slug: fullSlug,
      sort_by_date: articleDate,
      position: 0,
      tag_list: source === 'articles' ? this.tagsOf(doc) : [],
      is_startpage: source === 'pages' && fullSlug === '',
      parent_id: 0,
      meta_data: null,
      group_id: uuid,
      first_published_at: articleDate ?? (createdAt || null),
      release_id: null,
      lang: lang === DEFAULT_LOCALE ? 'default' : lang,
      path: null,
      alternates: others.map((l) => {
        const slug = fullSlugOf(source, doc, l)
        return { id, name: nameOf(source, doc, l), slug: slug.split('/').pop() ?? '', full_slug: slug, is_folder: false, parent_id: 0 }
      }),
      default_full_slug: fullSlugOf(source, doc, DEFAULT_LOCALE),
      translated_slugs: others.map((l) => ({ path: fullSlugOf(source, doc, l), name: nameOf(source, doc, l), lang: l })),
    }
  }

  linkRows(stories: CdnStory[]): CdnLinkRow[] {
    const taken = new Set(stories.map((s) => s.full_slug))
    const rows: CdnLinkRow[] = []
    for (const doc of this.docs.links) {
      const id = idOf(doc)
      const path = localStr(doc.path, this.lang).replace(/^\/+|\/+$/g, '')
      if (id === null || taken.has(path)) continue
      rows.push({
        id: storyId('links', id),
        uuid: storyUuid('links', id),
        slug: path,
        name: str(doc.identifier),
        is_folder: doc.is_folder === true,
        parent_id: 0,
        published: true,
        position: 0,
        is_startpage: false,
        real_path: `/${path}`,
      })
    }
    return rows
  }
}

/** Every story in one language, the newest first (Storyblok's default order), and the link table's own rows. */
export function buildStorySet(docs: StoryDocs, lang: Locale): StorySet {
  const mapper = new Mapper(docs, lang)
  const stories: CdnStory[] = []
  for (const [source, list] of mapper.sources()) {
    for (const doc of list) {
      const story = mapper.story(source, doc)
      if (story) stories.push(story)
    }
  }
  stories.sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id)
  return { stories, linkRows: mapper.linkRows(stories) }
}
