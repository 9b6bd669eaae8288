import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { institutionSearchAnswer } from '@/modules/institutions/search-api.server'
import { INSTITUTION_SEARCH_DEFAULT_PER_PAGE, INSTITUTION_SEARCH_MAX_PER_PAGE } from '@/modules/institutions/search-sql'
import { apiError, invalidRequest } from '@/lib/http/api-error'

const QuerySchema = z.object({
  locale: LocaleSchema,
  /** the page's filter path after /{lang}/institutions, e.g. "canton-geneve/hopital-universitaire/page-2" (in `locale`'s words) */
  filter: z.string().max(1000).default(''),
  /** page size; the site's pages have 24 */
  limit: z.coerce.number().int().min(1).max(INSTITUTION_SEARCH_MAX_PER_PAGE).default(INSTITUTION_SEARCH_DEFAULT_PER_PAGE),
  /** the page, when the filter path names none */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
})

// GET /api/fn/data/institutions?locale&filter&limit&page: the same search as /{lang}/institutions, as list items.
export async function GET(req: NextRequest) {
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const { locale, filter: path, limit, page } = query.data
  const answer = await institutionSearchAnswer(await payloadClient(), { locale, path, limit, page })
  if (!answer.ok) return apiError('invalid', { fields: { [answer.field]: [answer.message] } })
  return NextResponse.json(answer.body)
}
