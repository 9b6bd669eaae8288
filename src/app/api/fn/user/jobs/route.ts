import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { userJobs } from '@/modules/jobs/cockpit-jobs.server'
import { UserJobsQuerySchema } from '@/modules/jobs/schemas'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/jobs?filter=pendingAccess|active|expired|future|draft -> the viewer's ads of
// that group in the spec's "Job (detail)" shape (only institutions the viewer manages; the team's
// all). 401 without a login, 403 for students (the jobs guard deny-student), 400 for another filter.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  if (user.role === 'ROLE_STUDENT') return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
  const query = UserJobsQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return badRequest(query.error)
  return NextResponse.json(await userJobs(payload, user, query.data.filter), { headers: { 'Cache-Control': 'private, no-store' } })
}
