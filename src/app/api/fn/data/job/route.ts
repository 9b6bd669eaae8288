import { NextResponse, type NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { findPublicJob } from '@/modules/jobs/public-shape.server'
import { SingleItemQuerySchema } from '@/modules/jobs/schemas'
import { apiError, invalidRequest } from '@/lib/http/api-error'

// GET /api/fn/data/job?locale&slug (slug or id): an online job in the public shape, else 404.
export async function GET(req: NextRequest) {
  const query = SingleItemQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const job = await findPublicJob(await payloadClient(), query.data.slug, query.data.locale)
  if (!job) return apiError('notFound')
  return NextResponse.json(job, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
