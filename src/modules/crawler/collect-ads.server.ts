import 'server-only'
import type { Pool } from 'pg'
import { isLocale, type Locale } from '@/i18n/locales'
import { FetchRefusal } from './fetch-http'
import type { FetchSession } from './fetch-session'
import { adOfFeedItem, adOfPosting, type CrawledAd } from './map-posting'
import { feedItems } from './parse-feed'
import { htmlLanguage, jobPostingsOf } from './parse-jsonld'
import { parseSitemap } from './parse-sitemap'
import type { CrawlProblem, CrawlStatus, SourceKind } from './source-kinds'

// Reads one source (ADR 0070): its page, feed or sitemap, then each ad's page; a 304 reads the
// body kept from the last 200 (crawl_pages). The outcome says whether the source was read
// completely (ok), with some ad pages missing (partial) or not at all (failed): only an ok crawl
// may take missing ads offline.

export const MAX_PAGES = 200
export const MAX_SITEMAPS = 10

export interface SourceToCrawl {
  id: number
  kind: SourceKind
  url: string
  language: 'auto' | Locale
}

export interface FoundAd extends CrawledAd {
  locale: Locale | null
}

export interface Collected {
  status: CrawlStatus
  ads: FoundAd[]
  errors: number
  problem: CrawlProblem | null
}

interface Page {
  url: string
  body: string
}

export async function collectAds(pool: Pool, source: SourceToCrawl, session: FetchSession, rateMs: number): Promise<Collected> {
  const state = { errors: 0, problem: null as CrawlProblem | null, partial: false }
  const fail = (err: unknown) => {
    state.errors++
    state.problem ??= err instanceof FetchRefusal ? err.problem : 'network'
  }

  async function read(url: string, accept: string): Promise<Page> {
    const kept = await pool.query<{ etag: string | null; last_modified: string | null; body: string }>(
      'SELECT etag, last_modified, body FROM crawl_pages WHERE source_id = $1 AND url = $2',
      [source.id, url],
    )
    const row = kept.rows[0]
    const outcome = await session.get(url, { rateMs, accept, validators: row ? { etag: row.etag, lastModified: row.last_modified } : null })
    if (outcome.kind === 'unchanged' && row) return { url, body: row.body }
    if (outcome.kind === 'unchanged') throw new FetchRefusal('http_status', `304 without a kept answer at ${url}`)
    if (outcome.validators.etag || outcome.validators.lastModified) {
      await pool.query(
        `INSERT INTO crawl_pages (source_id, url, etag, last_modified, body, content_type, fetched_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (source_id, url) DO UPDATE SET etag = $3, last_modified = $4, body = $5, content_type = $6, fetched_at = now()`,
        [source.id, url, outcome.validators.etag, outcome.validators.lastModified, outcome.body.replace(/\u0000/g, ''), outcome.contentType],
      )
    }
    return { url: outcome.url, body: outcome.body }
  }

  const languageOf = (ad: CrawledAd, page: string | null, fallback: string | null): Locale | null => {
    if (source.language !== 'auto') return source.language
    const candidates = [ad.language, page, fallback]
    return candidates.find((c): c is Locale => isLocale(c)) ?? null
  }

  const adsOfPage = (page: Page, fallback: string | null = null): FoundAd[] => {
    const lang = htmlLanguage(page.body)
    return jobPostingsOf(page.body)
      .map((posting) => adOfPosting(posting, page.url))
      .filter((ad): ad is CrawledAd => ad !== null)
      .map((ad) => ({ ...ad, locale: languageOf(ad, lang, fallback) }))
  }

  let listing: Page
  try {
    listing = await read(
      source.url,
      source.kind === 'jsonld'
        ? 'text/html'
        : source.kind === 'feed'
          ? 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5'
          : 'application/xml, text/xml',
    )
  } catch (err) {
    fail(err)
    return { status: 'failed', ads: [], errors: state.errors, problem: state.problem }
  }

  const ads: FoundAd[] = []
  const readPages = async (urls: string[], fallbackFor: (url: string) => { lang: string | null; ad: CrawledAd | null } = () => ({ lang: null, ad: null })) => {
    if (urls.length > MAX_PAGES) {
      state.partial = true
      state.problem ??= 'too_many'
    }
    for (const url of urls.slice(0, MAX_PAGES)) {
      try {
        const page = await read(url, 'text/html')
        const found = adsOfPage(page, fallbackFor(url).lang)
        const fallback = fallbackFor(url).ad
        if (found.length > 0) ads.push(...found)
        else if (fallback) ads.push({ ...fallback, locale: languageOf(fallback, htmlLanguage(page.body), fallbackFor(url).lang) })
      } catch (err) {
        fail(err)
        state.partial = true
      }
    }
  }

  if (source.kind === 'jsonld') {
    ads.push(...adsOfPage(listing))
  } else if (source.kind === 'feed') {
    const items = feedItems(listing.body)
    if (items === null) {
      fail(new FetchRefusal('parse', `not a feed: ${source.url}`))
      return { status: 'failed', ads: [], errors: state.errors, problem: state.problem }
    }
    const byUrl = new Map(items.filter((i) => i.url).map((i) => [new URL(i.url, listing.url).href, i]))
    await readPages([...byUrl.keys()], (url) => {
      const item = byUrl.get(url)
      return { lang: item?.language ?? null, ad: item ? adOfFeedItem({ ...item, url }) : null }
    })
  } else {
    const sitemap = parseSitemap(listing.body)
    if (sitemap === null) {
      fail(new FetchRefusal('parse', `not a sitemap: ${source.url}`))
      return { status: 'failed', ads: [], errors: state.errors, problem: state.problem }
    }
    const pages = sitemap.kind === 'pages' ? sitemap.urls : []
    if (sitemap.kind === 'index') {
      if (sitemap.sitemaps.length > MAX_SITEMAPS) {
        state.partial = true
        state.problem ??= 'too_many'
      }
      for (const child of sitemap.sitemaps.slice(0, MAX_SITEMAPS)) {
        try {
          const parsed = parseSitemap((await read(new URL(child, listing.url).href, 'application/xml, text/xml')).body)
          if (parsed?.kind === 'pages') pages.push(...parsed.urls)
          else throw new FetchRefusal('parse', `not a sitemap of pages: ${child}`)
        } catch (err) {
          fail(err)
          state.partial = true
        }
      }
    }
    await readPages([...new Set(pages.map((p) => new URL(p, listing.url).href))])
  }

  const unique = new Map<string, FoundAd>()
  for (const ad of ads) if (!unique.has(ad.original)) unique.set(ad.original, ad)
  return { status: state.partial ? 'partial' : 'ok', ads: [...unique.values()], errors: state.errors, problem: state.problem }
}
