import { NextResponse } from 'next/server'
import { appReadiness } from '@/modules/ops/readiness.server'

export const dynamic = 'force-dynamic'

// Readiness for load balancers (ADR 0046): 200 when the database answers and the migrations are
// current, else 503 with the check that failed. Never cached.
export async function GET() {
  const readiness = await appReadiness()
  return NextResponse.json(readiness, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
