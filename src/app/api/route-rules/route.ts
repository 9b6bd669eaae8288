import { NextResponse } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { activeRedirects } from '@/modules/routing/redirects.server'

export const dynamic = 'force-dynamic'

// Read by the proxy (src/proxy.ts) to apply the team's redirects on every request.
export async function GET() {
  const rules = await activeRedirects(await payloadClient())
  return NextResponse.json({ rules }, { headers: { 'Cache-Control': 'no-store' } })
}
