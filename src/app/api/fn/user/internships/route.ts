import type { NextRequest } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { gate, privateJson } from '@/modules/internships/api.server'
import { ownInternships } from '@/modules/internships/own.server'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/internships -> the viewer's own internships (the "Internship" shape, own record),
// by start date. 401 without a session, 403 for anyone but students (and the team).
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  const gated = gate(user)
  if (!gated.ok) return gated.response
  const asked = new URL(req.url).searchParams.get('locale')
  const locale = isLocale(asked) ? asked : isLocale(user?.locale) ? user.locale : 'de'
  const entries = await ownInternships(payload, gated.viewer, locale)
  return privateJson(entries.map((e) => e.internship))
}
