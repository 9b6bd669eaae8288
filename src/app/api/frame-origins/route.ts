import { NextResponse } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { linkAdFrameOrigins } from '@/modules/jobs/link-ad-frames.server'

export const dynamic = 'force-dynamic'

// Read by the proxy (src/proxy.ts): which job page may frame which employer origin (its CSP frame-src).
export async function GET() {
  const jobs = await linkAdFrameOrigins(await payloadClient())
  return NextResponse.json({ jobs }, { headers: { 'Cache-Control': 'no-store' } })
}
