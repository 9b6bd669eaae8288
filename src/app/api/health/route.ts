import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

// Liveness for load balancers (ADR 0046): the process answers. No database, no Payload: a
// database outage makes /api/ready fail, not this, so the process is not restarted for it.
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
