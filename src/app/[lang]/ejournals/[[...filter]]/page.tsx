import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { findPublishedArticles } from '@/modules/content/articles.server'
import { ListPage, pagedListMetadata } from '@/ui/list-page'
import { parsePagingPath } from '@/ui/pagination'

// /{lang}/ejournals[/seite-N]: published articles, newest first. Category filters and the article
// page come with the e-journal issue, so the teasers do not link yet.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  return pagedListMetadata('ejournalsPage', lang, filter)
}

export default async function EjournalsPage({ params }: Props) {
  const { lang, filter } = await params
  const page = parsePagingPath(filter)
  if (page === null) notFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'ejournalsPage' })
  const result = await findPublishedArticles(await payloadClient(), { locale: lang, page })
  if (page > Math.max(result.totalPages, 1)) notFound()
  return (
    <ListPage
      namespace="ejournalsPage"
      locale={lang}
      basePath={`/${lang}/ejournals`}
      page={result.page}
      totalPages={result.totalPages}
      summary={<p className="muted">{t('intro')}</p>}
      isEmpty={result.items.length === 0}
      emptyHref={`/${lang}/jobs`}
    >
      {result.items.map((article) => (
        <li key={article.id}>
          <article className="card article-card">
            {article.category && <p className="article-card__category">{article.category}</p>}
            <h2 className="article-card__title">{article.title}</h2>
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
