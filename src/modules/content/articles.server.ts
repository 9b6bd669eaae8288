import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'

// The e-journal list: published articles (published_at reached), newest first.

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

export async function findPublishedArticles(payload: Payload, { locale, page }: { locale: Locale; page: number }): Promise<ArticlesPage> {
  const result = await payload.find({
    collection: 'articles',
    where: { published_at: { less_than_equal: new Date().toISOString() } },
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
    ? await payload.find({ collection: 'article-categories', where: { id: { in: categoryIds } }, select: { name: true }, depth: 0, pagination: false, locale, overrideAccess: false })
    : null
  const categoryName = new Map((categories?.docs ?? []).map((c) => [c.id, c.name]))
  const items = result.docs.map(
    (a): ArticleTeaser => ({
      id: a.id,
      slug: a.slug,
      title: a.title,
      teaser: a.teaser?.trim() || null,
      published_at: a.published_at ?? null,
      category: categoryName.get(relId(a.category) ?? 0) ?? null,
    }),
  )
  return { items, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}
