import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { ArticleTeaser } from '@/modules/content/articles.server'
import { articlePath, ejournalPath } from '@/modules/content/ejournal-path'
import './ejournal.css'

// An article's card in a list (the e-journal, an author's page, related articles, an institution's
// articles, a page's teaser grid) and an article's tags as links to the list filtered by each (ADR 0063).

/** A teaser without a category (an institution's articles, a page's teaser grid) shows none. */
type CardArticle = Omit<ArticleTeaser, 'category'> & { category?: string | null }

export function ArticleCard({ article, locale, headingLevel = 2 }: { article: CardArticle; locale: Locale; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card article-card">
      {article.category && <p className="article-card__category">{article.category}</p>}
      <Heading className="article-card__title">
        <a className="article-card__link" href={articlePath(locale, article.slug)}>
          {article.title}
        </a>
      </Heading>
      {article.teaser && <p>{article.teaser}</p>}
      {article.published_at && (
        <p className="muted article-card__date">
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
        </p>
      )}
    </article>
  )
}

export function ArticleTags({ tags, locale, label }: { tags: readonly { id: number; name: string; slug: string }[]; locale: Locale; label: string }) {
  if (tags.length === 0) return null
  return (
    <nav aria-label={label} className="article-tags">
      <ul className="filter-chips">
        {tags.map((tag) => (
          <li key={tag.id}>
            <a className="category-chip tag-chip" href={ejournalPath(locale, { tag: tag.slug })}>
              <span aria-hidden="true">#</span>
              {tag.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
