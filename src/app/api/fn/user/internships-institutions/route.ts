import type { NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { gate, listOrEmpty, privateJson } from '@/modules/internships/api.server'
import { finderRows } from '@/modules/internships/finder.server'
import { InstitutionStatisticsRowSchema } from '@/modules/internships/schemas'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/internships-institutions -> institution statistics rows: per
// field the internships, published WSJ reviews and their average rating. A shape failure answers
// an empty list (docs/product-rules.md#shapes) and is logged.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const gated = gate(await userFromHeaders(payload, req.headers))
  if (!gated.ok) return gated.response
  const rows = await finderRows(payload, gated.viewer)
  return privateJson(
    listOrEmpty(
      payload,
      InstitutionStatisticsRowSchema,
      rows.map((r) => r.row),
      'internships-institutions',
    ),
  )
}
