import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { findOnlineJobs } from '@/modules/jobs/public.server'
import { ListQuerySchema } from '@/modules/jobs/schemas'

// GET /api/fn/data/jobs?locale&page: online jobs as list items, newest first. Filters come with the search.
export async function GET(req: NextRequest) {
  const query = ListQuerySchema.omit({ limit: true }).safeParse(queryObject(req.url))
  if (!query.success) return badRequest(query.error)
  const result = await findOnlineJobs(await payloadClient(), query.data)
  return NextResponse.json({ items: result.items.map((i) => i.job), total: result.total, page: result.page, totalPages: result.totalPages })
}
