import { NextResponse, type NextRequest } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { cockpitReviews } from '@/modules/reviews/cockpit.server'
import { apiError } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/reviews -> { owner, new }: the viewer's own reviews (with status) and, for
// managers, the new reviews of their institutions. Labels in the viewer's language (?locale, else
// the account's). 401 when nobody is logged in.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const asked = new URL(req.url).searchParams.get('locale')
  const locale = isLocale(asked) ? asked : isLocale(user.locale) ? user.locale : 'de'
  return NextResponse.json(await cockpitReviews(payload, user, locale), { headers: { 'Cache-Control': 'private, no-store' } })
}
