import { NextResponse, type NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { findPublicInstitution } from '@/modules/institutions/public-shape.server'
import { SingleItemQuerySchema } from '@/modules/jobs/schemas'
import { apiError, invalidRequest } from '@/lib/http/api-error'

// GET /api/fn/data/institution?locale&slug (slug or id): an active institution in the public shape, else 404.
export async function GET(req: NextRequest) {
  const query = SingleItemQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const institution = await findPublicInstitution(await payloadClient(), query.data.slug, query.data.locale)
  if (!institution) return apiError('notFound')
  return NextResponse.json(institution, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
