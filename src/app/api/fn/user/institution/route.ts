import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { isLocale } from '@/i18n/locales'
import { LocaleSchema } from '@/i18n/locale-schema'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { institutionFull } from '@/modules/institutions/profile.server'
import { idTextSchema } from '@/lib/params'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const QuerySchema = z.object({
  id: idTextSchema(),
  locale: LocaleSchema.optional(),
})

// GET /api/fn/user/institution?id -> the "Institution (full)" shape or null. Null for a profile
// the viewer may not see, exactly as for one that does not exist (no IDOR); 400 for an id that is
// not one; 401 when nobody is logged in.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const locale = query.data.locale ?? (isLocale(user.locale) ? user.locale : 'de')
  return NextResponse.json(await institutionFull(payload, user, query.data.id, locale), { headers: { 'Cache-Control': 'private, no-store' } })
}
