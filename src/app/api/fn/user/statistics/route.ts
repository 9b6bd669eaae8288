import { NextResponse, type NextRequest } from 'next/server'
import { readBodyText } from '@/lib/http/read-body'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { statisticsAccess, statisticsErrors } from '@/modules/statistics/access'
import { swissToday } from '@/modules/statistics/dates'
import { statisticsRequestSchema } from '@/modules/statistics/request-schema'
import { statisticsFor } from '@/modules/statistics/statistics.server'
import { apiError } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

// POST /api/fn/user/statistics {from, to, institutions, jobs} -> the jobs response (jobs
// given) or institutions response (jobs empty), for the institutions the viewer manages (the
// team: all). 401 without a login, 403 for students and accounts without a role (guards auth,
// role, deny-student), 400 with translated field messages for a bad body (ADR 0038).
export async function POST(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  const access = statisticsAccess(user)
  if (access !== 'ok') return apiError(access, undefined, { headers: NO_STORE })
  const body = await readBodyText(req, 8 * 1024)
  if (!body.ok) return apiError('tooLarge', undefined, { headers: NO_STORE })
  const json = parseJson(body.text)
  const parsed = statisticsRequestSchema(swissToday()).safeParse(json)
  if (!parsed.success) {
    const locale = new URL(req.url).searchParams.get('locale') ?? (json as { locale?: unknown } | undefined)?.locale
    return apiError('invalid', { fields: statisticsErrors(parsed.error, locale) }, { headers: NO_STORE })
  }
  return NextResponse.json(await statisticsFor(payload, user!, parsed.data), { headers: NO_STORE })
}
