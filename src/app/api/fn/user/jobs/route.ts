import { NextResponse, type NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { userJobs } from '@/modules/jobs/cockpit-jobs.server'
import { UserJobsQuerySchema } from '@/modules/jobs/schemas'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/jobs?filter=pendingAccess|active|expired|future|draft -> the viewer's ads of
// that group in the "Job (detail)" shape (only institutions the viewer manages; the team's
// all). 401 without a login, 403 for students (the jobs guard deny-student), 400 for another filter.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  if (user.role === 'ROLE_STUDENT') return apiError('forbidden')
  const query = UserJobsQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  return NextResponse.json(await userJobs(payload, user, query.data.filter), { headers: { 'Cache-Control': 'private, no-store' } })
}
