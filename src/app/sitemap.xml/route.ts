import { payloadClient } from '@/lib/payload'
import { sitemapCounts, sitemapIds, sitemapPartUrl } from '@/modules/seo/sitemap.server'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

// /sitemap.xml: the index of the sitemap parts that app/sitemap.ts serves at /sitemap/{id}.xml.
export async function GET() {
  const base = env().PUBLIC_URL
  const ids = sitemapIds(await sitemapCounts(await payloadClient()))
  const entries = ids.map((id) => `  <sitemap><loc>${sitemapPartUrl(base, id)}</loc></sitemap>`).join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })
}
