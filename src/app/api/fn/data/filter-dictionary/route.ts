import { NextResponse } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { filterDictionary } from '@/modules/search-path/dictionary.server'

export const dynamic = 'force-dynamic'

// The slugs of the filter paths in all three languages. Read by the proxy (src/proxy.ts), which
// answers non-canonical search paths with a 301 before the page renders.
export async function GET() {
  const jobs = await filterDictionary(await payloadClient())
  return NextResponse.json({ jobs }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
