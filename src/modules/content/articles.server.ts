import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { mediaUrl, relId, relIds } from '@/lib/relations'
import type { Article } from '@/payload-types'
import { localizedValues, otherLocales } from './localized'
import type { RichTextDocument } from './pages.server'
import { resolveRichText } from './links/links.server'

// The e-journal: published articles (published_at reached), newest first, optionally of one
// category, tag or author; one article by its slug with its related articles; the categories and
// tags with their slugs (per language); an author by slug (ADR 0063).

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

// Published, and written in the language asked for (the team may write an article in some languages
// only: it has no slug in the others and is not listed there; ADR 0063).
const published = (now: Date): Where => ({ and: [{ published_at: { less_than_equal: now.toISOString() } }, { slug: { exists: true } }] })

export interface ArticlesQuery {
  locale: Locale
  page: number
  categoryId?: number
  tagId?: number
  authorId?: number
  now?: Date
}

export async function findPublishedArticles(payload: Payload, { locale, page, categoryId, tagId, authorId, now = new Date() }: ArticlesQuery): Promise<ArticlesPage> {
  const conditions: Where[] = [published(now)]
  if (categoryId !== undefined) conditions.push({ category: { equals: categoryId } })
  if (tagId !== undefined) conditions.push({ tags: { in: [tagId] } })
  if (authorId !== undefined) conditions.push({ author: { equals: authorId } })
  const result = await payload.find({
    collection: 'articles',
    where: { and: conditions },
    select: { title: true, slug: true, teaser: true, published_at: true, category: true },
    sort: ['-published_at', '-id'],
    limit: ARTICLES_PER_PAGE,
    page,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return { items: await teasersOf(payload, locale, result.docs), total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}

type TeaserDoc = Pick<Article, 'id' | 'slug' | 'title' | 'teaser' | 'published_at' | 'category'>

/** Teasers of articles read at depth 0: their categories' names in one more query. */
async function teasersOf(payload: Payload, locale: Locale, docs: TeaserDoc[]): Promise<ArticleTeaser[]> {
  const categoryIds = [...new Set(docs.map((a) => relId(a.category)).filter((id): id is number => id !== null))]
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
  return docs.map((a): ArticleTeaser => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    teaser: a.teaser?.trim() || null,
    published_at: a.published_at ?? null,
    category: categoryName.get(relId(a.category) ?? 0) ?? null,
  }))
}

/** The collections whose items have a name and a slug per language: the list's filters. */
export type ArticleFilterCollection = 'article-categories' | 'tags'

/** Every category (or tag), by name, with its slug in this language. */
export async function findArticleCategories(payload: Payload, locale: Locale, collection: ArticleFilterCollection = 'article-categories'): Promise<ArticleCategoryItem[]> {
  const { docs } = await payload.find({
    collection,
    select: { name: true, slug: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    locale,
    overrideAccess: false,
  })
  return docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug }))
}

/** The tag with this slug in this language, or null. */
export async function findTag(payload: Payload, locale: Locale, slug: string): Promise<ArticleCategoryItem | null> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { slug: { equals: slug } },
    select: { name: true, slug: true },
    locale,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ? { id: docs[0].id, name: docs[0].name, slug: docs[0].slug } : null
}

/** A category's (or tag's) slug in every language (hreflang of the filtered list). */
export async function categorySlugs(payload: Payload, id: number, collection: ArticleFilterCollection = 'article-categories'): Promise<Partial<Record<Locale, string>>> {
  const doc = await payload.findByID({ collection, id, locale: 'all', select: { slug: true }, depth: 0, overrideAccess: false })
  return localizedValues(doc.slug)
}

/**
 * The category a slug of another language names (the language switcher keeps the path): its slug
 * in this language, or null.
 */
export async function findCategorySlugFromOtherLanguage(
  payload: Payload,
  locale: Locale,
  slug: string,
  collection: ArticleFilterCollection = 'article-categories',
): Promise<string | null> {
  for (const other of otherLocales(locale)) {
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      select: { slug: true },
      locale: other,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    if (docs[0]) return (await categorySlugs(payload, docs[0].id, collection))[locale] ?? null
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
  author: { id: number; name: string; slug: string } | null
  category: { id: number; name: string; slug: string } | null
  /** the article's tags that have a slug in this language, by name */
  tags: { id: number; name: string; slug: string }[]
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
  const author = doc.author && typeof doc.author === 'object' ? { id: doc.author.id, name: doc.author.name, slug: doc.author.slug } : null
  const category = doc.category && typeof doc.category === 'object' ? { id: doc.category.id, name: doc.category.name, slug: doc.category.slug } : null
  const tags = (doc.tags ?? [])
    .flatMap((tag) => (typeof tag === 'object' && tag.slug?.trim() && tag.name?.trim() ? [{ id: tag.id, name: tag.name, slug: tag.slug }] : []))
    .sort((a, b) => a.name.localeCompare(b.name))
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
    tags,
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
      select: { title: true, slug: true, teaser: true, body: true, image: true, category: true, tags: true, author: true, published_at: true, updatedAt: true, createdAt: true },
      overrideAccess: false,
    }),
    articleSlugs(payload, id),
  ])
  const article = toPublicArticle(doc, slugs)
  // Links in the text through the one resolver of content (ADR 0061), as on content pages.
  return article.body ? { ...article, body: await resolveRichText(payload, locale, article.body) } : article
}

/** A published article whose slug in another language is this one: its slug in this language, or null. */
export async function findArticleSlugFromOtherLanguage(payload: Payload, locale: Locale, slug: string, now = new Date()): Promise<string | null> {
  for (const other of otherLocales(locale)) {
    const id = await findPublishedArticleId(payload, other, slug, now)
    if (id !== null) return (await articleSlugs(payload, id))[locale] ?? null
  }
  return null
}

/** How many related articles the article page shows, and how many recent candidates they are chosen from. */
export const RELATED_SHOWN = 3
export const RELATED_CANDIDATES = 24

/**
 * The related articles of an article (docs/product-rules.md#e-journal, ADR 0063): published ones other than
 * itself; those sharing its category or a tag first (a shared category counts as much as two shared
 * tags, more shared tags rank higher, then the newer), then the newest others. Two bounded queries:
 * the newest RELATED_CANDIDATES sharing something (indexes on category_id and articles_rels.tags_id),
 * and RELATED_SHOWN + RELATED_SHOWN newest to fill up.
 */
export async function findRelatedArticles(
  payload: Payload,
  { locale, article, now = new Date() }: { locale: Locale; article: Pick<PublicArticle, 'id' | 'category' | 'tags'>; now?: Date },
): Promise<ArticleTeaser[]> {
  const tagIds = article.tags.map((t) => t.id)
  const shares: Where[] = [...(article.category ? [{ category: { equals: article.category.id } }] : []), ...(tagIds.length ? [{ tags: { in: tagIds } }] : [])]
  const notItself: Where = { id: { not_equals: article.id } }
  const select = { title: true, slug: true, teaser: true, published_at: true, category: true, tags: true } as const
  const query = { collection: 'articles' as const, select, sort: ['-published_at', '-id'], depth: 0, locale, pagination: false, overrideAccess: false }
  const candidates = shares.length ? (await payload.find({ ...query, where: { and: [published(now), notItself, { or: shares }] }, limit: RELATED_CANDIDATES })).docs : []
  const score = (doc: (typeof candidates)[number]) =>
    (article.category && relId(doc.category) === article.category.id ? 2 : 0) + relIds(doc.tags).filter((id) => tagIds.includes(id)).length
  // Array.prototype.sort is stable: equal scores keep the query's newest-first order.
  const chosen = candidates
    .map((doc) => ({ doc, score: score(doc) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, RELATED_SHOWN)
    .map((c) => c.doc)
  if (chosen.length < RELATED_SHOWN) {
    const taken = new Set([article.id, ...chosen.map((d) => d.id)])
    const recent = await payload.find({ ...query, where: { and: [published(now), { id: { not_in: [...taken] } }] }, limit: RELATED_SHOWN - chosen.length })
    chosen.push(...recent.docs)
  }
  return teasersOf(payload, locale, chosen)
}

export interface PublicAuthor {
  id: number
  name: string
  slug: string
  bio: string | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  updated_at: string
}

/** The author with this slug (the same in every language), with the bio in this language, or null. */
export async function findAuthor(payload: Payload, locale: Locale, slug: string): Promise<PublicAuthor | null> {
  const { docs } = await payload.find({
    collection: 'authors',
    where: { slug: { equals: slug } },
    select: { name: true, slug: true, bio: true, image: true, updatedAt: true },
    locale,
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const url = mediaUrl(doc.image)
  const image = url && doc.image && typeof doc.image === 'object' ? { url, alt: doc.image.alt ?? '', width: doc.image.width ?? null, height: doc.image.height ?? null } : null
  return { id: doc.id, name: doc.name, slug: doc.slug, bio: doc.bio?.trim() || null, image, updated_at: doc.updatedAt }
}
