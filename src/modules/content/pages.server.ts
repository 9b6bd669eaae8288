import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import type { SessionUser } from '../accounts/session.server'
import { isAdminUser } from '../access/access'
import { localizedValues, otherLocales } from './localized'
import { resolveRichText } from './links/links.server'
import { pageBlocks, type PageBlock } from './page-layout.server'
import type { Section } from './page-sections'

// Content pages for the public: published documents only (the collection's read rule, applied
// with overrideAccess: false and no user), found by their path in one language. The team's preview
// reads the latest draft instead, as that user (ADR 0061, "Live preview of drafts").

export type RichTextDocument = NonNullable<Page['body']>

export interface PublicPage {
  id: number
  title: string
  description: string | null
  body: RichTextDocument | null
  /** the page's blocks, ready to render (page-layout.server.ts) */
  layout: PageBlock[]
  /** the section colour (docs/product-rules.md#content) */
  section: Section
  path: string
  /** the page's path in each language that has one (hreflang, the language switcher) */
  paths: Partial<Record<Locale, string>>
  updated_at: string
}

async function findIdByPath(payload: Payload, locale: Locale, path: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    select: { path: true },
    locale,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

async function pathsOf(payload: Payload, id: number): Promise<Partial<Record<Locale, string>>> {
  const doc = await payload.findByID({ collection: 'pages', id, locale: 'all', select: { path: true }, depth: 0, overrideAccess: false })
  return localizedValues(doc.path)
}

/** The published page at this path in this language, or null. */
export async function findPublishedPage(payload: Payload, locale: Locale, path: string): Promise<PublicPage | null> {
  const id = await findIdByPath(payload, locale, path)
  if (id === null) return null
  const [doc, paths] = await Promise.all([payload.findByID({ collection: 'pages', id, locale, depth: 1, overrideAccess: false }), pathsOf(payload, id)])
  return publicPage(payload, locale, path, doc, paths)
}

/**
 * The latest draft of the page at this path in this language, for a team member's preview, or null
 * (anybody else gets null: the caller's draft-mode cookie is never enough). Read as that user, so
 * the collection's read rule admits the drafts.
 */
export async function findPageDraft(payload: Payload, viewer: SessionUser | null, locale: Locale, path: string): Promise<PublicPage | null> {
  if (!viewer || !isAdminUser(viewer)) return null
  const asTeam = { user: viewer, overrideAccess: false, draft: true } as const
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, depth: 1, limit: 1, pagination: false, ...asTeam })
  const doc = docs[0]
  if (!doc) return null
  const all = await payload.findByID({ collection: 'pages', id: doc.id, locale: 'all', select: { path: true }, depth: 0, ...asTeam })
  return publicPage(payload, locale, path, doc, localizedValues(all.path))
}

async function publicPage(payload: Payload, locale: Locale, path: string, doc: Page, paths: Partial<Record<Locale, string>>): Promise<PublicPage> {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description?.trim() || null,
    body: doc.body ? await resolveRichText(payload, locale, doc.body) : null,
    layout: await pageBlocks(payload, locale, doc.layout),
    section: doc.section ?? 'primary',
    path,
    paths,
    updated_at: doc.updatedAt,
  }
}

/**
 * A published page whose path in another language is this one (the language switcher keeps the
 * path: /fr/datenschutz): its path in this language, or null.
 */
export async function findPagePathFromOtherLanguage(payload: Payload, locale: Locale, path: string): Promise<string | null> {
  for (const other of otherLocales(locale)) {
    const id = await findIdByPath(payload, other, path)
    if (id !== null) return (await pathsOf(payload, id))[locale] ?? null
  }
  return null
}

/** Every published page with its paths (the sitemap). */
export async function publishedPagePaths(payload: Payload): Promise<{ paths: Partial<Record<Locale, string>>; updated_at: string }[]> {
  const { docs } = await payload.find({ collection: 'pages', locale: 'all', select: { path: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: false })
  return docs.map((doc) => ({ paths: localizedValues(doc.path), updated_at: doc.updatedAt }))
}
