import type { MetadataRoute } from 'next'
import { escapeHtml } from '@/lib/text/escape'

// Sitemap XML for one part, with hreflang alternates (xhtml:link), as search engines read it.

export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${new Date(e.lastModified).toISOString()}</lastmod>` : ''
    const alternates = Object.entries(e.alternates?.languages ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(String(href))}"/>`)
      .join('')
    return `  <url><loc>${escapeHtml(e.url)}</loc>${lastmod}${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
