import { NextResponse } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { publishedPagePaths } from '@/modules/content/pages.server'

export const dynamic = 'force-dynamic'

// Read by the proxy (src/proxy.ts): every published content page's path in every language, so a path
// that names none gets the rendered 404 page from the proxy (modules/routing/missing-page.ts).
export async function GET() {
  const pages = await publishedPagePaths(await payloadClient())
  const paths = [...new Set(pages.flatMap((page) => Object.values(page.paths).filter((p): p is string => typeof p === 'string')))]
  return NextResponse.json({ paths }, { headers: { 'Cache-Control': 'no-store' } })
}
