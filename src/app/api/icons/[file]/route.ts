import { NextResponse, type NextRequest } from 'next/server'
import { apiError, invalidRequest } from '@/lib/http/api-error'
import { queryObject } from '@/lib/http/json'
import { ICON_SET_VERSIONS, iconSetFileName, isIconSet } from '@/modules/icons/icon-name'
import { IconRequestSchema } from '@/modules/icons/icon-request'
import { iconSubset } from '@/modules/icons/icon-set.server'

// The icon service (ADR 0062): GET /api/icons/{prefix}.json?icons=a,b answers those icons of a set
// from its local npm package, in Iconify's JSON. The answer depends on the package only, so an
// address with the set's version (`v=`) is kept for a year; without it, for a day.
export async function GET(req: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const query = IconRequestSchema.safeParse({ ...queryObject(req.url), prefix: iconSetFileName(file) ?? '' })
  if (!query.success) return invalidRequest(query.error)
  const { prefix, icons, v } = query.data
  if (!isIconSet(prefix)) return apiError('notFound')
  const current = v === ICON_SET_VERSIONS[prefix]
  return NextResponse.json(await iconSubset(prefix, icons), {
    headers: { 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=86400' },
  })
}
