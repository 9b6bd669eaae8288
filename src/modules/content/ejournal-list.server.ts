import 'server-only'
import type { Payload } from 'payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import {
  categorySlugs,
  findArticleCategories,
  findCategorySlugFromOtherLanguage,
  findPublishedArticles,
  findTag,
  type ArticleCategoryItem,
  type ArticleFilterCollection,
  type ArticlesPage,
} from './articles.server'
import { ejournalPath, parseEjournalPath } from './ejournal-path'

// What the e-journal list's path asks for (ADR 0063): the category and tag it names in this
// language, the page of articles and the list's path in every language that has both slugs; or
// where a path of another language (its slugs, its tag or page word) moves to; or null (404).

export type EjournalList =
  | {
      kind: 'list'
      page: number
      categories: ArticleCategoryItem[]
      category: ArticleCategoryItem | null
      tag: ArticleCategoryItem | null
      result: ArticlesPage
      paths: Partial<Record<Locale, string>>
    }
  | { kind: 'moved'; to: string | null }

/** This language's slug for a slug of this or another language, or null when nothing has it. */
async function slugHere(payload: Payload, locale: Locale, slug: string | null, own: ArticleCategoryItem | null, collection: ArticleFilterCollection) {
  if (slug === null) return { slug: null, known: true }
  if (own) return { slug: own.slug, known: true }
  const moved = await findCategorySlugFromOtherLanguage(payload, locale, slug, collection)
  return { slug: moved, known: moved !== null }
}

export async function resolveEjournalList(payload: Payload, locale: Locale, segments: string[] | undefined): Promise<EjournalList | null> {
  const parsed = parseEjournalPath(segments)
  if (!parsed) return null
  const [categories, tag] = await Promise.all([findArticleCategories(payload, locale), parsed.tag === null ? null : findTag(payload, locale, parsed.tag)])
  const category = parsed.category === null ? null : (categories.find((c) => c.slug === parsed.category) ?? null)
  const [categoryHere, tagHere] = await Promise.all([
    slugHere(payload, locale, parsed.category, category, 'article-categories'),
    slugHere(payload, locale, parsed.tag, tag, 'tags'),
  ])
  if (!categoryHere.known || !tagHere.known) return { kind: 'moved', to: null }
  const canonical = ejournalPath(locale, { category: categoryHere.slug, tag: tagHere.slug }, parsed.page)
  const asked = `/${locale}/ejournals${segments?.length ? `/${segments.join('/')}` : ''}`
  if (canonical !== asked) return { kind: 'moved', to: canonical }
  const [result, categoryAll, tagAll] = await Promise.all([
    findPublishedArticles(payload, { locale, page: parsed.page, categoryId: category?.id, tagId: tag?.id }),
    category ? categorySlugs(payload, category.id) : null,
    tag ? categorySlugs(payload, tag.id, 'tags') : null,
  ])
  const paths: Partial<Record<Locale, string>> = {}
  for (const l of LOCALES) {
    const c = categoryAll ? categoryAll[l] : null
    const t = tagAll ? tagAll[l] : null
    if (c !== undefined && t !== undefined) paths[l] = ejournalPath(l, { category: c, tag: t }, parsed.page)
  }
  return { kind: 'list', page: parsed.page, categories, category, tag, result, paths }
}
