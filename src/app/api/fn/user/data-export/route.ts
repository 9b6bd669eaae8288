import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { apiError } from '@/lib/http/api-error'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { takeLimit } from '@/modules/limits/take.server'
import { DATA_EXPORTS_PER_ACCOUNT } from '@/modules/limits/rules'
import { dataExportOf } from '@/modules/privacy/export.server'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/data-export -> everything the platform holds about the signed-in account, as one
// JSON file to download (ADR 0065). 401 without a login, 429 (with Retry-After) over the limit per
// account. Changes nothing but the limit's bucket.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const taken = await takeLimit(payload, DATA_EXPORTS_PER_ACCOUNT, String(user.id))
  if (!taken.ok) return apiError('limited', undefined, { headers: { 'Retry-After': String(taken.retryAfterSeconds) } })
  const data = await dataExportOf(payload, user.id)
  if (!data) return apiError('unauthorized')
  const day = data.exported_at.slice(0, 10)
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="helvemed-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
