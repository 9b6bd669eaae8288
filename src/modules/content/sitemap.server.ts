import 'server-only'
import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { articlePath, authorPath, ejournalPath } from './ejournal-path'
import { localizedValues } from './localized'
import { publishedPagePaths } from './pages.server'

// Sitemap entries of the content: published articles, e-journal categories and tags, the pages of
// authors with a published article (ADR 0063) and published pages, one URL per language that has
// the item, the others as its hreflang alternates. The e-journal
// stays far below the sitemap's URL limit, so these go into the "pages" part.

type Paths = Partial<Record<Locale, string>>

function entries(base: string, paths: Paths, lastModified: string | undefined, changeFrequency: 'daily' | 'weekly' | 'monthly'): MetadataRoute.Sitemap {
  const present = LOCALES.filter((l) => paths[l] !== undefined)
  const languages = Object.fromEntries(present.map((l) => [`${l}-CH`, `${base}${paths[l]}`]))
  return present.map((l) => ({ url: `${base}${paths[l]}`, lastModified, changeFrequency, alternates: { languages } }))
}

const mapPaths = (values: Paths, toPath: (locale: Locale, value: string) => string): Paths =>
  Object.fromEntries(Object.entries(values).map(([l, v]) => [l, toPath(l as Locale, v)]))

export async function contentSitemapEntries(payload: Payload, base: string, now = new Date()): Promise<MetadataRoute.Sitemap> {
  const [articles, categories, tags, pages] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: { published_at: { less_than_equal: now.toISOString() } },
      locale: 'all',
      select: { slug: true, updatedAt: true, author: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    }),
    payload.find({ collection: 'article-categories', locale: 'all', select: { slug: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: false }),
    payload.find({ collection: 'tags', locale: 'all', select: { slug: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: false }),
    publishedPagePaths(payload),
  ])
  const authorIds = [...new Set(articles.docs.map((a) => relId(a.author)).filter((id): id is number => id !== null))]
  const authors = authorIds.length
    ? (
        await payload.find({
          collection: 'authors',
          where: { id: { in: authorIds } },
          select: { slug: true, updatedAt: true },
          depth: 0,
          pagination: false,
          overrideAccess: false,
        })
      ).docs
    : []
  return [
    ...categories.docs.flatMap((c) =>
      entries(
        base,
        mapPaths(localizedValues(c.slug), (l, s) => ejournalPath(l, s)),
        c.updatedAt,
        'weekly',
      ),
    ),
    ...tags.docs.flatMap((t) =>
      entries(
        base,
        mapPaths(localizedValues(t.slug), (l, s) => ejournalPath(l, { tag: s })),
        t.updatedAt,
        'weekly',
      ),
    ),
    ...articles.docs.flatMap((a) => entries(base, mapPaths(localizedValues(a.slug), articlePath), a.updatedAt, 'monthly')),
    ...authors.flatMap((a) => entries(base, Object.fromEntries(LOCALES.map((l) => [l, authorPath(l, a.slug)])), a.updatedAt, 'weekly')),
    ...pages.flatMap((p) =>
      entries(
        base,
        mapPaths(p.paths, (l, path) => `/${l}/${path}`),
        p.updated_at,
        'monthly',
      ),
    ),
  ]
}
