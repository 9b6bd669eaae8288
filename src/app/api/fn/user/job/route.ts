import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { isLocale } from '@/i18n/locales'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { userJob } from '@/modules/jobs/cockpit-jobs.server'
import { idTextSchema } from '@/lib/params'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const QuerySchema = z.object({
  id: idTextSchema(),
})

// GET /api/fn/user/job?id -> one of the viewer's ads in the "Job (with content)" shape, null
// for an ad of an institution the viewer does not manage (as for one that does not exist). 401
// without a login, 403 for students, 400 for an id that is not one.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  if (user.role === 'ROLE_STUDENT') return apiError('forbidden')
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const locale = isLocale(user.locale) ? user.locale : 'de'
  return NextResponse.json(await userJob(payload, user, query.data.id, locale), { headers: { 'Cache-Control': 'private, no-store' } })
}
