import type { Metadata } from 'next'
import { withSharePreview } from '@/modules/seo/share-preview.server'
import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import { LOCALES, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { contentAlternates } from '@/modules/seo/alternates'
import { categorySlugs, findArticleCategories, findCategorySlugFromOtherLanguage, findPublishedArticles } from '@/modules/content/articles.server'
import { articlePath, ejournalPath, parseEjournalPath } from '@/modules/content/ejournal-path'
import { ListPage } from '@/ui/list-page'
import { localePath, paths } from '@/modules/routing/routes'

// /{lang}/ejournals[/{category}][/seite-N]: published articles, newest first, optionally of one
// category. Another language's category slug moves to this language's; an unknown category or a
// page beyond the last is a 404.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

// Metadata and page share one lookup per request.
const loadList = cache(async (lang: Locale, filter: string[] | undefined) => {
  const parsed = parseEjournalPath(filter)
  if (!parsed) return null
  const payload = await payloadClient()
  const categories = await findArticleCategories(payload, lang)
  const category = parsed.category === null ? null : (categories.find((c) => c.slug === parsed.category) ?? null)
  if (parsed.category !== null && !category) {
    const moved = await findCategorySlugFromOtherLanguage(payload, lang, parsed.category)
    return { kind: 'moved' as const, to: moved === null ? null : ejournalPath(lang, moved, parsed.page) }
  }
  const [result, slugs] = await Promise.all([
    findPublishedArticles(payload, { locale: lang, page: parsed.page, categoryId: category?.id }),
    category ? categorySlugs(payload, category.id) : Promise.resolve(null),
  ])
  const paths: Partial<Record<Locale, string>> = {}
  for (const l of LOCALES) {
    if (!slugs) paths[l] = ejournalPath(l, null, parsed.page)
    else if (slugs[l]) paths[l] = ejournalPath(l, slugs[l] ?? null, parsed.page)
  }
  return { kind: 'list' as const, page: parsed.page, categories, category, result, paths }
})

async function listMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  const list = await loadList(lang, filter)
  if (list?.kind !== 'list') return {}
  const t = await getTranslations({ locale: lang, namespace: 'ejournalsPage' })
  const name = list.category?.name
  const title =
    name === undefined
      ? list.page > 1
        ? t('metaTitlePaged', { page: list.page })
        : t('metaTitle')
      : list.page > 1
        ? t('metaTitleCategoryPaged', { category: name, page: list.page })
        : t('metaTitleCategory', { category: name })
  // The list's own words as its description (ADR 0033), led by the category's name.
  const description = name === undefined ? t('intro') : `${name} – ${t('intro')}`
  return { title, description, alternates: contentAlternates(env().PUBLIC_URL, lang, list.paths) }
}

/** The list's metadata with its share preview (ADR 0062). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang } = await props.params
  return withSharePreview(await listMetadata(props), lang)
}

export default async function EjournalsPage({ params }: Props) {
  const { lang, filter } = await params
  const list = await loadList(lang, filter)
  if (!list) pageNotFound()
  if (list.kind === 'moved') {
    if (list.to) permanentRedirect(list.to)
    pageNotFound()
  }
  const { result, category, categories, page } = list
  if (page > Math.max(result.totalPages, 1)) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'ejournalsPage' })
  const summary = (
    <>
      <nav aria-label={t('categories')}>
        <ul className="filter-chips category-chips">
          <li>
            <a className="category-chip" href={ejournalPath(lang, null)} aria-current={category ? undefined : 'page'}>
              {t('allCategories')}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a className="category-chip" href={ejournalPath(lang, c.slug)} aria-current={category?.id === c.id ? 'page' : undefined}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="muted">{category ? t('categoryCount', { count: result.total, category: category.name }) : t('intro')}</p>
    </>
  )
  return (
    <ListPage
      namespace="ejournalsPage"
      locale={lang}
      basePath={ejournalPath(lang, category?.slug ?? null)}
      page={result.page}
      totalPages={result.totalPages}
      summary={summary}
      isEmpty={result.items.length === 0}
      emptyHref={localePath(lang, paths.jobs())}
      empty={
        category ? (
          <div className="empty">
            <p>{t('categoryEmpty')}</p>
            <a className="btn btn--ghost" href={ejournalPath(lang, null)}>
              {t('allArticles')}
            </a>
          </div>
        ) : undefined
      }
    >
      {result.items.map((article) => (
        <li key={article.id}>
          <article className="card article-card">
            {article.category && <p className="article-card__category">{article.category}</p>}
            <h2 className="article-card__title">
              <a className="article-card__link" href={articlePath(lang, article.slug)}>
                {article.title}
              </a>
            </h2>
            {article.teaser && <p>{article.teaser}</p>}
            {article.published_at && (
              <p className="muted article-card__date">
                <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
              </p>
            )}
          </article>
        </li>
      ))}
    </ListPage>
  )
}
