import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { SLUG_PATTERN } from '@/modules/essentials/slugify'
import { contentAlternates } from '@/modules/seo/alternates'
import { findArticleSlugFromOtherLanguage, findPublishedArticle, findRelatedArticles, type PublicArticle } from '@/modules/content/articles.server'
import { articleJsonLd, BRAND_SHARE_IMAGE } from '@/modules/content/article-json-ld'
import { articlePath, authorPath, ejournalPath } from '@/modules/content/ejournal-path'
import { ArticleCard, ArticleTags } from '@/ui/content/article-card'
import { RichText } from '@/ui/content/rich-text'
import { JsonLd } from '@/ui/json-ld'
import { isShareableImage, metaDescription, shareMetadata } from '@/modules/seo/share'

// /{lang}/ejournal/{slug}: one published article (published_at reached) with its tags, a link to its
// author's page, its related articles and its structured data (ADR 0063). Another language's slug
// moves to this language's; an unknown or unpublished article is a 404.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; slug: string }> }

const loadArticle = cache(async (lang: Locale, slug: string) => (SLUG_PATTERN.test(slug) ? findPublishedArticle(await payloadClient(), lang, slug) : null))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params
  const article = await loadArticle(lang, slug)
  if (!article) return {}
  const paths = Object.fromEntries(Object.entries(article.slugs).map(([l, s]) => [l, articlePath(l as Locale, s)]))
  const base = env().PUBLIC_URL
  const alternates = contentAlternates(base, lang, paths)
  const description = metaDescription(article.teaser ?? article.title)
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  // Share previews with the article's picture (ADR 0033).
  return {
    title: article.title,
    description,
    alternates,
    ...shareMetadata(base, {
      locale: lang,
      siteName: tMeta('siteName'),
      type: 'article',
      title: article.title,
      description,
      url: alternates.canonical ?? `${base}${articlePath(lang, article.slug)}`,
      image: article.image,
      generated: shareImage({ l: lang, t: article.title, s: article.category?.name }),
      // Should the drawn picture be unavailable: the brand's 1200x630 picture, not the small site icon.
      icon: BRAND_SHARE_IMAGE,
      publishedTime: article.published_at,
    }),
  }
}

export default async function ArticlePage({ params }: Props) {
  const { lang, slug } = await params
  const article = await loadArticle(lang, slug)
  if (!article) {
    const moved = SLUG_PATTERN.test(slug) ? await findArticleSlugFromOtherLanguage(await payloadClient(), lang, slug) : null
    if (moved) permanentRedirect(articlePath(lang, moved))
    pageNotFound()
  }
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'articlePage' })
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  const related = await findRelatedArticles(await payloadClient(), { locale: lang, article })
  return (
    <div className="container page detail-page">
      <p className="back-link">
        <a href={ejournalPath(lang, null)}>
          <span aria-hidden="true">← </span>
          {t('back')}
        </a>
      </p>
      <article className="article-page">
        <header className="article-page__header">
          {article.category && (
            <p className="article-card__category">
              <a href={ejournalPath(lang, article.category.slug)}>{article.category.name}</a>
            </p>
          )}
          <h1>{article.title}</h1>
          {article.teaser && <p className="article-page__lead">{article.teaser}</p>}
          <p className="muted article-page__meta">
            {article.author && (
              <span className="author-byline">
                {t.rich('by', { name: article.author.name, author: (chunks) => <a href={authorPath(lang, article.author?.slug ?? '')}>{chunks}</a> })} ·{' '}
              </span>
            )}
            <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
          </p>
        </header>
        {article.image && (
          // eslint-disable-next-line @next/next/no-img-element -- sized plain img like InstitutionImage (uploads served by Payload)
          <img
            className="article-page__image"
            src={article.image.url}
            alt={article.image.alt}
            width={article.image.width ?? undefined}
            height={article.image.height ?? undefined}
            decoding="async"
          />
        )}
        {article.body && <RichText data={article.body} locale={lang} />}
        <ArticleTags tags={article.tags} locale={lang} label={t('tags')} />
      </article>
      {related.length > 0 && (
        <section className="related-articles" aria-labelledby="related-articles">
          <h2 id="related-articles">{t('related')}</h2>
          <ul className="grid card-list">
            {related.map((r) => (
              <li key={r.id}>
                <ArticleCard article={r} locale={lang} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={articleJsonLd(env().PUBLIC_URL, jsonLdInput(lang, article, tMeta('siteName')))} />
    </div>
  )
}

function jsonLdInput(lang: Locale, article: PublicArticle, siteName: string) {
  return {
    locale: lang,
    title: article.title,
    description: article.teaser,
    path: articlePath(lang, article.slug),
    image: isShareableImage(article.image) ? article.image.url : null,
    published_at: article.published_at,
    updated_at: article.updated_at,
    author: article.author ? { name: article.author.name, path: authorPath(lang, article.author.slug) } : null,
    siteName,
    tags: article.tags.map((tag) => tag.name),
    category: article.category?.name ?? null,
  }
}
