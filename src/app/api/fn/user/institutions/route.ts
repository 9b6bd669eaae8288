import { NextResponse, type NextRequest } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { userInstitutions } from '@/modules/institutions/user-institutions.server'
import { apiError } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/institutions -> { active, requested, all_institutions }: ids in name order of
// the profiles the viewer manages (active memberships and children whose parent link the team
// confirmed) and of the viewer's open requests; the team gets every institution and the flag
// (docs/product-rules.md#institutions). 401 when nobody is logged in.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const answer = await userInstitutions(payload, user, isLocale(user.locale) ? user.locale : 'de')
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
}
