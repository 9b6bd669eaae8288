import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { InstitutionArticle } from '@/modules/content/institution-articles.server'
import { ArticleCard } from '../content/article-card'
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
            <ArticleCard article={article} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p>
        <a href={localePath(locale, paths.ejournals())}>{t('articlesAll')}</a>
      </p>
    </section>
  )
}
