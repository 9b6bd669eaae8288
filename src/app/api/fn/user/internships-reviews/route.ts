import type { NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { isLocale, LOCALES } from '@/i18n/locales'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { gate, listOrEmpty, privateJson } from '@/modules/internships/api.server'
import { wsjReviewsOf } from '@/modules/internships/finder.server'
import { InternshipReviewsQuerySchema } from '@/modules/internships/schemas'
import { ReviewReadSchema } from '@/modules/reviews/shapes'
import { invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const QuerySchema = InternshipReviewsQuerySchema.extend({ locale: z.enum(LOCALES).optional() })

// GET /api/fn/user/internships-reviews?id={institution}&field={field key} -> the published WSJ
// reviews of that institution for that field (Review, read shape, without individual salaries).
// A shape failure answers an empty list (docs/product-rules.md#shapes) and is logged.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  const gated = gate(user)
  if (!gated.ok) return gated.response
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const locale = query.data.locale ?? (isLocale(user?.locale) ? user.locale : 'de')
  const reviews = await wsjReviewsOf(payload, gated.viewer, query.data.id, query.data.field, locale)
  return privateJson(listOrEmpty(payload, ReviewReadSchema, reviews, 'internships-reviews'))
}
