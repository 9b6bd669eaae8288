import type { Metadata } from 'next'
import { withSharePreview } from '@/modules/seo/share-preview.server'
import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { contentAlternates } from '@/modules/seo/alternates'
import { resolveEjournalList } from '@/modules/content/ejournal-list.server'
import { ejournalPath } from '@/modules/content/ejournal-path'
import { ArticleCard } from '@/ui/content/article-card'
import { ListPage } from '@/ui/list-page'
import { localePath, paths } from '@/modules/routing/routes'

// /{lang}/ejournals[/{category}][/{tag word}-{tag}][/seite-N]: published articles, newest first,
// optionally of one category and one tag (ADR 0063). Another language's slugs or words move to this
// language's path; an unknown category or tag or a page beyond the last is a 404.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

// Metadata and page share one lookup per request.
const loadList = cache(async (lang: Locale, filter: string[] | undefined) => resolveEjournalList(await payloadClient(), lang, filter))

async function listMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  const list = await loadList(lang, filter)
  if (list?.kind !== 'list') return {}
  const t = await getTranslations({ locale: lang, namespace: 'ejournalsPage' })
  const name = [list.category?.name, list.tag?.name].filter(Boolean).join(' · ') || undefined
  const title =
    name === undefined
      ? list.page > 1
        ? t('metaTitlePaged', { page: list.page })
        : t('metaTitle')
      : list.page > 1
        ? t('metaTitleCategoryPaged', { category: name, page: list.page })
        : t('metaTitleCategory', { category: name })
  // The list's own words as its description (ADR 0033), led by the filter's names.
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
  const { result, category, tag, categories, page } = list
  if (page > Math.max(result.totalPages, 1)) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'ejournalsPage' })
  const tagFilter = tag ? { tag: tag.slug } : {}
  const filterName = [category?.name, tag ? `#${tag.name}` : undefined].filter(Boolean).join(' · ')
  const summary = (
    <>
      <nav aria-label={t('categories')}>
        <ul className="filter-chips category-chips">
          <li>
            <a className="category-chip" href={ejournalPath(lang, tagFilter)} aria-current={category ? undefined : 'page'}>
              {t('allCategories')}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a className="category-chip" href={ejournalPath(lang, { category: c.slug, ...tagFilter })} aria-current={category?.id === c.id ? 'page' : undefined}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tag && (
        <p className="active-tag">
          <span>{t('tagActive', { tag: tag.name })}</span> <a href={ejournalPath(lang, { category: category?.slug ?? null })}>{t('tagRemove')}</a>
        </p>
      )}
      <p className="muted">{filterName ? t('categoryCount', { count: result.total, category: filterName }) : t('intro')}</p>
    </>
  )
  return (
    <ListPage
      namespace="ejournalsPage"
      locale={lang}
      basePath={ejournalPath(lang, { category: category?.slug ?? null, tag: tag?.slug ?? null })}
      page={result.page}
      totalPages={result.totalPages}
      summary={summary}
      isEmpty={result.items.length === 0}
      emptyHref={localePath(lang, paths.jobs())}
      empty={
        category || tag ? (
          <div className="empty">
            <p>{t(tag ? 'filterEmpty' : 'categoryEmpty')}</p>
            <a className="btn btn--ghost" href={ejournalPath(lang, null)}>
              {t('allArticles')}
            </a>
          </div>
        ) : undefined
      }
    >
      {result.items.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={lang} />
        </li>
      ))}
    </ListPage>
  )
}
