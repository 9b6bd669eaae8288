import { NextResponse, type NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { getInitData } from '@/modules/init/init.server'
import { InitQuerySchema } from '@/modules/init/schemas'
import { invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const query = InitQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const data = await getInitData(await payloadClient(), query.data.locale)
  return NextResponse.json(data, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300', Vary: 'Accept-Encoding' } })
}
