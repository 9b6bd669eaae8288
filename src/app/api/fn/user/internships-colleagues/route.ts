import type { NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { gate, privateJson } from '@/modules/internships/api.server'
import { colleaguesOf } from '@/modules/internships/colleagues.server'
import { ColleaguesQuerySchema } from '@/modules/internships/schemas'
import { invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/internships-colleagues?id={own internship} -> other students whose internship at
// the same institution overlaps it (the "Internship" shape, another student's record; docs/product-rules.md#elective-year). Another student's
// internship id, an unknown one, or a viewer who opted out: an empty list.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const gated = gate(await userFromHeaders(payload, req.headers))
  if (!gated.ok) return gated.response
  const query = ColleaguesQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const found = await colleaguesOf(payload, gated.viewer, query.data.id)
  return privateJson(found?.entries.map((e) => e.colleague) ?? [])
}
