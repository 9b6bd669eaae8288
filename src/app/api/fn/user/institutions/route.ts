import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { userInstitutionIds } from '@/modules/institutions/membership.server'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/institutions -> { active, requested }: ids of the profiles the viewer manages
// (active memberships and children whose parent link the team confirmed) and of the viewer's open
// requests (spec section 7). 401 when nobody is logged in.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  const { active, requested } = await userInstitutionIds(payload, user)
  return NextResponse.json({ active, requested }, { headers: { 'Cache-Control': 'private, no-store' } })
}
