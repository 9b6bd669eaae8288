import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { issueFormToken } from '@/modules/offers/form-token'

// GET /api/fn/offer/form-token: a fresh signed token for the offer form (ADR 0059). The employers'
// page is kept by the page cache, so the token (its start time and intent key) is asked for by each
// visitor's browser and never stored anywhere: a GET that changes nothing.
export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json({ token: issueFormToken(env().PAYLOAD_SECRET) }, { headers: { 'cache-control': 'no-store' } })
}
