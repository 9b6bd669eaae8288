import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { getEssentials } from '@/modules/essentials/essentials.server'
import { toInstitutionListItems } from '@/modules/institutions/list-item.server'
import { ListQuerySchema } from '@/modules/jobs/schemas'

// GET /api/fn/data/institutions?locale&page&limit: active institutions A–Z as list items.
export async function GET(req: NextRequest) {
  const query = ListQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return badRequest(query.error)
  const payload = await payloadClient()
  const { locale, page, limit } = query.data
  const [essentials, result] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({ collection: 'institutions', where: { status: { equals: 'active' } }, sort: 'name', page, limit, depth: 1, locale, overrideAccess: false }),
  ])
  const items = await toInstitutionListItems(payload, result.docs, essentials)
  return NextResponse.json({ items, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages })
}
