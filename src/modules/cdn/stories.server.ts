import 'server-only'
import type { Payload, Where } from 'payload'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { mediaPath } from '../media/media-files'
import type { SbFile } from './rich-text'

// The documents behind the delivery API's stories and datasources (ADR 0068), read with locale
// 'all' so one read serves every language. Published: pages with status published, articles whose
// published_at has passed; draft: the pages' latest versions and every article.

type Doc = Record<string, unknown>

export interface LoadedDocs {
  pages: Doc[]
  articles: Doc[]
  authors: Doc[]
  links: Doc[]
  tags: Doc[]
  categories: Doc[]
  files: Map<number, SbFile>
  siteUrl: string
}

function addFile(files: Map<number, SbFile>, value: unknown) {
  if (!value || typeof value !== 'object') return
  const doc = value as Doc
  if (typeof doc.id !== 'number' || typeof doc.filename !== 'string' || !doc.filename) return
  const alt = typeof doc.alt === 'string' ? doc.alt : doc.alt && typeof doc.alt === 'object' ? ((doc.alt as Doc).de as string | undefined) : undefined
  files.set(doc.id, {
    id: doc.id,
    url: absoluteUrl(mediaPath(doc.filename)),
    alt: alt ?? null,
    filename: doc.filename,
    isImage: typeof doc.mimeType === 'string' && doc.mimeType.startsWith('image/'),
  })
}

export async function loadStoryDocs(payload: Payload, draft: boolean): Promise<LoadedDocs> {
  const common = { locale: 'all', depth: 1, pagination: false, overrideAccess: true } as const
  const published: Where = { published_at: { less_than_equal: new Date().toISOString() } }
  const [pages, articles, authors, links, tags, categories] = await Promise.all([
    payload.find({ ...common, collection: 'pages', draft, ...(draft ? {} : { where: { _status: { equals: 'published' } } }) }),
    payload.find({ ...common, collection: 'articles', ...(draft ? {} : { where: published }) }),
    payload.find({ ...common, collection: 'authors' }),
    payload.find({ ...common, collection: 'links', depth: 0 }),
    payload.find({ ...common, collection: 'tags', depth: 0 }),
    payload.find({ ...common, collection: 'article-categories', depth: 0 }),
  ])
  // the files the documents name, populated by depth 1 (image fields, link fields, rich-text uploads and links)
  const files = new Map<number, SbFile>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    if ('filename' in value && 'mimeType' in value) return addFile(files, value)
    Object.values(value).forEach(walk)
  }
  for (const doc of [...pages.docs, ...articles.docs, ...authors.docs]) walk(doc)
  return {
    pages: pages.docs as unknown as Doc[],
    articles: articles.docs as unknown as Doc[],
    authors: authors.docs as unknown as Doc[],
    links: links.docs as unknown as Doc[],
    tags: tags.docs as unknown as Doc[],
    categories: categories.docs as unknown as Doc[],
    files,
    siteUrl: absoluteUrl(''),
  }
}
