import type { Locale } from '@/i18n/locales'

// schema.org structured data of the e-journal (ADR 0063): `Article` on an article page
// (https://developers.google.com/search/docs/appearance/structured-data/article: headline, image,
// datePublished, dateModified, author as a Person with the URL of the author's page) and
// `ProfilePage` with its `Person` on an author's page
// (https://developers.google.com/search/docs/appearance/structured-data/profile-page). Pure: plain
// input and the site's base URL in, the object for ui/json-ld.tsx out. Empty values are left out.

/** The publisher's logo (Google: a raster of at least 112x112) and the picture of an article without one. */
export const PUBLISHER_LOGO = { url: '/icons/icon-512.png', width: 512, height: 512 } as const
export const BRAND_SHARE_IMAGE = { url: '/brand/share-1200x630.png', width: 1200, height: 630 } as const

type Json = string | number | boolean | undefined | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const absolute = (base: string, url: string) => new URL(url, `${base.replace(/\/+$/, '')}/`).href
const withoutEmpty = (object: JsonObject): JsonObject =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)))

export interface JsonLdAuthor {
  name: string
  /** the author page's path (/de/ejournal/autor/…) */
  path: string
  image?: string | null
  bio?: string | null
}

export interface ArticleJsonLdInput {
  locale: Locale
  title: string
  description: string | null
  /** the article's canonical path */
  path: string
  /** site-relative or absolute URL of the article's raster picture */
  image: string | null
  published_at: string
  updated_at: string
  author: JsonLdAuthor | null
  siteName: string
  tags: string[]
  category: string | null
}

function person(base: string, author: JsonLdAuthor): JsonObject {
  return withoutEmpty({
    '@type': 'Person',
    name: author.name,
    url: absolute(base, author.path),
    image: author.image ? absolute(base, author.image) : undefined,
    description: author.bio ?? undefined,
  })
}

function organization(base: string, siteName: string): JsonObject {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absolute(base, '/'),
    logo: { '@type': 'ImageObject', url: absolute(base, PUBLISHER_LOGO.url), width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height },
  }
}

export function articleJsonLd(base: string, input: ArticleJsonLdInput): JsonObject {
  const url = absolute(base, input.path)
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description ?? undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: `${input.locale}-CH`,
    image: [absolute(base, input.image ?? BRAND_SHARE_IMAGE.url)],
    datePublished: new Date(input.published_at).toISOString(),
    dateModified: new Date(input.updated_at).toISOString(),
    author: input.author ? [person(base, input.author)] : [organization(base, input.siteName)],
    publisher: organization(base, input.siteName),
    articleSection: input.category ?? undefined,
    keywords: input.tags.length ? input.tags.join(', ') : undefined,
  })
}

export interface ProfilePageJsonLdInput {
  locale: Locale
  author: JsonLdAuthor
  /** when the author's row last changed */
  updated_at: string
}

export function profilePageJsonLd(base: string, input: ProfilePageJsonLdInput): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(base, input.author.path),
    inLanguage: `${input.locale}-CH`,
    dateModified: new Date(input.updated_at).toISOString(),
    mainEntity: person(base, input.author),
  }
}
