import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { pageNotFound } from '@/lib/http/not-found.server'
import { parsePagingPath } from '@/lib/paging-path'
import { payloadClient } from '@/lib/payload'
import { findAuthor, findPublishedArticles } from '@/modules/content/articles.server'
import { BRAND_SHARE_IMAGE, profilePageJsonLd } from '@/modules/content/article-json-ld'
import { authorPath, ejournalPath } from '@/modules/content/ejournal-path'
import { SLUG_PATTERN } from '@/modules/essentials/slugify'
import { AUTHOR_PAGE_WORDS } from '@/modules/routing/routes'
import { perLanguageAlternates } from '@/modules/seo/alternates'
import { metaDescription, shareMetadata } from '@/modules/seo/share'
import { ArticleCard } from '@/ui/content/article-card'
import { JsonLd } from '@/ui/json-ld'
import { ListPage } from '@/ui/list-page'

// An author's page (/de/ejournal/autor/{slug}, /fr/ejournal/auteur/…, /it/ejournal/autore/…;
// ADR 0063): name, photo, bio in the page's language and their published articles, paged like the
// e-journal. Each language's route folder calls these two with its word; another language's word
// moves to this language's path. An unknown author or a page beyond the last is a 404.

export interface AuthorRoute {
  lang: string
  author: string
  page?: string[]
}

const loadAuthor = cache(async (lang: Locale, slug: string, page: number) => {
  if (!SLUG_PATTERN.test(slug)) return null
  const payload = await payloadClient()
  const author = await findAuthor(payload, lang, slug)
  if (!author) return null
  const result = await findPublishedArticles(payload, { locale: lang, page, authorId: author.id })
  return { author, result }
})

export async function authorMetadata({ lang, author: slug, page: segments }: AuthorRoute): Promise<Metadata> {
  const page = parsePagingPath(segments)
  if (!isLocale(lang) || page === null) return {}
  const found = await loadAuthor(lang, slug, page)
  if (!found) return {}
  const { author } = found
  const t = await getTranslations({ locale: lang, namespace: 'authorPage' })
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  const title = page > 1 ? t('metaTitlePaged', { name: author.name, page }) : t('metaTitle', { name: author.name })
  const description = metaDescription(author.bio ?? t('description', { name: author.name }))
  const base = env().PUBLIC_URL
  const alternates = perLanguageAlternates(base, lang, (l) => authorPath(l, author.slug, page))
  return {
    title,
    description,
    alternates,
    ...shareMetadata(base, {
      locale: lang,
      siteName: tMeta('siteName'),
      title,
      description,
      url: alternates.canonical ?? `${base}${authorPath(lang, author.slug, page)}`,
      image: BRAND_SHARE_IMAGE,
      logo: author.image,
    }),
  }
}

export async function AuthorPage({ route, word }: { route: AuthorRoute; word: string }) {
  const { lang, author: slug } = route
  if (!isLocale(lang)) pageNotFound()
  const page = parsePagingPath(route.page)
  if (page === null) pageNotFound()
  if (AUTHOR_PAGE_WORDS[lang] !== word) permanentRedirect(authorPath(lang, slug, page))
  const found = await loadAuthor(lang, slug, page)
  if (!found) pageNotFound()
  const { author, result } = found
  if (page > Math.max(result.totalPages, 1)) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'authorPage' })
  const tArticle = await getTranslations({ locale: lang, namespace: 'articlePage' })
  const photo = author.image
  const summary = (
    <>
      <div className="author-page__header">
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element -- sized plain img like the article's image (uploads served by Payload)
          <img className="author-page__photo" src={photo.url} alt={photo.alt} width={112} height={112} decoding="async" />
        )}
        {author.bio && <p className="author-page__bio">{author.bio}</p>}
      </div>
      <p className="back-link">
        <a href={ejournalPath(lang, null)}>
          <span aria-hidden="true">← </span>
          {tArticle('back')}
        </a>
      </p>
      <h2>{t('articles', { name: author.name })}</h2>
      <p className="muted">{t('count', { count: result.total, name: author.name })}</p>
      <JsonLd
        data={profilePageJsonLd(env().PUBLIC_URL, {
          locale: lang,
          updated_at: author.updated_at,
          author: { name: author.name, path: authorPath(lang, author.slug), image: author.image?.url ?? null, bio: author.bio },
        })}
      />
    </>
  )
  return (
    <ListPage
      namespace="ejournalsPage"
      locale={lang}
      basePath={authorPath(lang, author.slug)}
      page={result.page}
      totalPages={result.totalPages}
      summary={summary}
      heading={author.name}
      isEmpty={result.items.length === 0}
      emptyHref={ejournalPath(lang, null)}
      empty={
        <div className="empty">
          <p>{t('empty', { name: author.name })}</p>
        </div>
      }
    >
      {result.items.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={lang} headingLevel={3} />
        </li>
      ))}
    </ListPage>
  )
}
