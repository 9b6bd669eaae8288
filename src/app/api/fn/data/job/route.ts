import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { findPublicJob } from '@/modules/jobs/public-shape.server'
import { SingleItemQuerySchema } from '@/modules/jobs/schemas'

// GET /api/fn/data/job?locale&slug (slug or id): an online job in the public shape, else 404.
export async function GET(req: NextRequest) {
  const query = SingleItemQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return badRequest(query.error)
  const job = await findPublicJob(await payloadClient(), query.data.slug, query.data.locale)
  if (!job) return NextResponse.json({ error: 'not_found' }, { status: 404 })
  return NextResponse.json(job, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
