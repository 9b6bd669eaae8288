import { xmlParser } from './parse-feed'

// A sitemap of job pages (ADR 0070): a urlset's page addresses, or a sitemap index's sitemaps
// (the crawler reads a bounded number of them, one level deep).

export type Sitemap = { kind: 'pages'; urls: string[] } | { kind: 'index'; sitemaps: string[] }

const locs = (entries: unknown): string[] =>
  (Array.isArray(entries) ? entries : []).map((e) => (e && typeof e === 'object' ? String((e as { loc?: unknown }).loc ?? '').trim() : '')).filter((loc) => loc !== '')

const child = (node: unknown, key: string): unknown => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined)

/** The sitemap's addresses, or null when the body is not a sitemap. */
export function parseSitemap(body: string): Sitemap | null {
  let doc: Record<string, unknown>
  try {
    doc = xmlParser.parse(body) as Record<string, unknown>
  } catch {
    return null
  }
  if ('urlset' in doc) return { kind: 'pages', urls: locs(child(doc.urlset, 'url')) }
  if ('sitemapindex' in doc) return { kind: 'index', sitemaps: locs(child(doc.sitemapindex, 'sitemap')) }
  return null
}
