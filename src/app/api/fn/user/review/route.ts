import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { isLocale, LOCALES } from '@/i18n/locales'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { reviewForViewer } from '@/modules/reviews/cockpit.server'
import { ReviewPublicIdSchema } from '@/modules/reviews/public-id'
import { reviewIdOf } from '@/modules/reviews/public-id.server'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const QuerySchema = z.object({ id: ReviewPublicIdSchema, locale: z.enum(LOCALES).optional() })

// GET /api/fn/user/review?id={public id} -> the review (read shape) or null. Null for an id the
// viewer may not see, exactly as for one that does not exist (no IDOR); 400 for an id that is not
// a public id at all (a row number included: ADR 0018). 401 when nobody is logged in.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const locale = query.data.locale ?? (isLocale(user.locale) ? user.locale : 'de')
  const id = await reviewIdOf(payload, query.data.id)
  const found = id === null ? null : await reviewForViewer(payload, user, id, locale)
  return NextResponse.json(found?.review ?? null, { headers: { 'Cache-Control': 'private, no-store' } })
}
