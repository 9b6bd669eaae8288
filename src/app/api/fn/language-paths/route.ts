import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { localeFromPath } from '@/i18n/locales'
import { queryObject } from '@/lib/http/json'
import { invalidRequest } from '@/lib/http/api-error'
import { languagePathsOf } from '@/modules/seo/language-paths.server'

// The language switcher's links after a navigation in the browser (ADR 0062): the page at `path`
// in every language. The first page of a visit has them in its HTML (the layout).
const QuerySchema = z.object({
  path: z
    .string()
    .max(500)
    .refine((path) => path.startsWith('/') && localeFromPath(path) !== null, 'A path with its language'),
})

export async function GET(req: NextRequest) {
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  return NextResponse.json(await languagePathsOf(query.data.path), { headers: { 'Cache-Control': 'public, max-age=60' } })
}
