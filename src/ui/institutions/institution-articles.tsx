import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { InstitutionArticle } from '@/modules/content/institution-articles.server'
import { articlePath } from '@/modules/content/ejournal-path'
import { localePath, paths } from '@/modules/routing/routes'

/** E-journal articles about the institution, each linking to its article page; nothing when there are none. */
export async function InstitutionArticles({ articles, locale }: { articles: InstitutionArticle[]; locale: Locale }) {
  if (articles.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'institutionsPage' })
  return (
    <section aria-labelledby="institution-articles">
      <h2 id="institution-articles">{t('articlesTitle')}</h2>
      <ul className="grid card-list">
        {articles.map((article) => (
          <li key={article.id}>
            <article className="card article-card">
              <h3 className="article-card__title">
                <a className="article-card__link" href={articlePath(locale, article.slug)}>
                  {article.title}
                </a>
              </h3>
              {article.teaser && <p>{article.teaser}</p>}
              {article.published_at && (
                <p className="muted article-card__date">
                  <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
      <p>
        <a href={localePath(locale, paths.ejournals())}>{t('articlesAll')}</a>
      </p>
    </section>
  )
}
