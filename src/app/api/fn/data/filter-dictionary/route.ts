import { NextResponse } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { filterDictionary } from '@/modules/search-path/dictionary.server'

export const dynamic = 'force-dynamic'

// The slugs of the filter paths in all three languages, for callers of the data API (the soak
// benchmark builds its filter paths from it). The proxy reads the same dictionary in its own process
// (modules/routing/proxy-tables.server.ts, ADR 0056).
export async function GET() {
  const jobs = await filterDictionary(await payloadClient())
  return NextResponse.json({ jobs }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
