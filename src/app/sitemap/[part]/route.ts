import { payloadClient } from '@/lib/payload'
import { sitemapXml } from '@/modules/seo/sitemap-xml'
import { parseSitemapId, sitemapEntries } from '@/modules/seo/sitemap.server'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

// /sitemap/{id}.xml: one part of the sitemap (ids listed in /sitemap.xml).
export async function GET(_req: Request, { params }: { params: Promise<{ part: string }> }) {
  const id = (await params).part.replace(/\.xml$/, '')
  if (!parseSitemapId(id)) return new Response('Not Found', { status: 404 })
  const base = env().PUBLIC_URL
  const entries = await sitemapEntries(await payloadClient(), id, base)
  return new Response(sitemapXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })
}
