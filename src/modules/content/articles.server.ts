import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { mediaUrl, relId } from '@/lib/relations'
import type { Article } from '@/payload-types'
import { localizedValues, otherLocales } from './localized'
import type { RichTextDocument } from './pages.server'

// The e-journal: published articles (published_at reached), newest first, optionally of one
// category; one article by its slug; the categories with their slugs. Slugs are per language.

export const ARTICLES_PER_PAGE = 12

export interface ArticleTeaser {
  id: number
  slug: string
  title: string
  teaser: string | null
  published_at: string | null
  category: string | null
}

export interface ArticlesPage {
  items: ArticleTeaser[]
  total: number
  page: number
  totalPages: number
}

export interface ArticleCategoryItem {
  id: number
  name: string
  slug: string
}

const published = (now: Date): Where => ({ published_at: { less_than_equal: now.toISOString() } })

export async function findPublishedArticles(
  payload: Payload,
  { locale, page, categoryId, now = new Date() }: { locale: Locale; page: number; categoryId?: number; now?: Date },
): Promise<ArticlesPage> {
  const where: Where = categoryId === undefined ? published(now) : { and: [published(now), { category: { equals: categoryId } }] }
  const result = await payload.find({
    collection: 'articles',
    where,
    select: { title: true, slug: true, teaser: true, published_at: true, category: true },
    sort: ['-published_at', '-id'],
    limit: ARTICLES_PER_PAGE,
    page,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  const categoryIds = [...new Set(result.docs.map((a) => relId(a.category)).filter((id): id is number => id !== null))]
  const categories = categoryIds.length
    ? await payload.find({
        collection: 'article-categories',
        where: { id: { in: categoryIds } },
        select: { name: true },
        depth: 0,
        pagination: false,
        locale,
        overrideAccess: false,
      })
    : null
  const categoryName = new Map((categories?.docs ?? []).map((c) => [c.id, c.name]))
  const items = result.docs.map((a): ArticleTeaser => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    teaser: a.teaser?.trim() || null,
    published_at: a.published_at ?? null,
    category: categoryName.get(relId(a.category) ?? 0) ?? null,
  }))
  return { items, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}

/** Every category, by name, with its slug in this language. */
export async function findArticleCategories(payload: Payload, locale: Locale): Promise<ArticleCategoryItem[]> {
  const { docs } = await payload.find({
    collection: 'article-categories',
    select: { name: true, slug: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    locale,
    overrideAccess: false,
  })
  return docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug }))
}

/** A category's slug in every language (hreflang of the filtered list). */
export async function categorySlugs(payload: Payload, id: number): Promise<Partial<Record<Locale, string>>> {
  const doc = await payload.findByID({ collection: 'article-categories', id, locale: 'all', select: { slug: true }, depth: 0, overrideAccess: false })
  return localizedValues(doc.slug)
}

/**
 * The category a slug of another language names (the language switcher keeps the path): its slug
 * in this language, or null.
 */
export async function findCategorySlugFromOtherLanguage(payload: Payload, locale: Locale, slug: string): Promise<string | null> {
  for (const other of otherLocales(locale)) {
    const { docs } = await payload.find({
      collection: 'article-categories',
      where: { slug: { equals: slug } },
      select: { slug: true },
      locale: other,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    if (docs[0]) return (await categorySlugs(payload, docs[0].id))[locale] ?? null
  }
  return null
}

export interface PublicArticle {
  id: number
  slug: string
  title: string
  teaser: string | null
  body: RichTextDocument | null
  published_at: string
  updated_at: string
  author: { name: string; slug: string } | null
  category: { name: string; slug: string } | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  /** the article's slug in each language that has one */
  slugs: Partial<Record<Locale, string>>
}

async function findPublishedArticleId(payload: Payload, locale: Locale, slug: string, now: Date): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, published(now)] },
    select: { slug: true },
    locale,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

async function articleSlugs(payload: Payload, id: number): Promise<Partial<Record<Locale, string>>> {
  const doc = await payload.findByID({ collection: 'articles', id, locale: 'all', select: { slug: true }, depth: 0, overrideAccess: false })
  return localizedValues(doc.slug)
}

function toPublicArticle(doc: Article, slugs: Partial<Record<Locale, string>>): PublicArticle {
  const author = doc.author && typeof doc.author === 'object' ? { name: doc.author.name, slug: doc.author.slug } : null
  const category = doc.category && typeof doc.category === 'object' ? { name: doc.category.name, slug: doc.category.slug } : null
  const url = mediaUrl(doc.image)
  const image = url && doc.image && typeof doc.image === 'object' ? { url, alt: doc.image.alt ?? '', width: doc.image.width ?? null, height: doc.image.height ?? null } : null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    teaser: doc.teaser?.trim() || null,
    body: doc.body ?? null,
    published_at: doc.published_at ?? doc.createdAt,
    updated_at: doc.updatedAt,
    author,
    category,
    image,
    slugs,
  }
}

/** The published article with this slug in this language, or null (unknown, or published_at not reached). */
export async function findPublishedArticle(payload: Payload, locale: Locale, slug: string, now = new Date()): Promise<PublicArticle | null> {
  const id = await findPublishedArticleId(payload, locale, slug, now)
  if (id === null) return null
  const [doc, slugs] = await Promise.all([
    payload.findByID({
      collection: 'articles',
      id,
      locale,
      depth: 1,
      select: { title: true, slug: true, teaser: true, body: true, image: true, category: true, author: true, published_at: true, updatedAt: true, createdAt: true },
      overrideAccess: false,
    }),
    articleSlugs(payload, id),
  ])
  return toPublicArticle(doc, slugs)
}

/** A published article whose slug in another language is this one: its slug in this language, or null. */
export async function findArticleSlugFromOtherLanguage(payload: Payload, locale: Locale, slug: string, now = new Date()): Promise<string | null> {
  for (const other of otherLocales(locale)) {
    const id = await findPublishedArticleId(payload, other, slug, now)
    if (id !== null) return (await articleSlugs(payload, id))[locale] ?? null
  }
  return null
}
