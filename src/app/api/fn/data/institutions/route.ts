import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { getEssentials } from '@/modules/essentials/essentials.server'
import { institutionFilterHref, parseInstitutionFilterPath } from '@/modules/institutions/filter-path'
import { toInstitutionListItems } from '@/modules/institutions/list-item.server'
import { INSTITUTION_SEARCH_DEFAULT_PER_PAGE, INSTITUTION_SEARCH_MAX_PER_PAGE } from '@/modules/institutions/search-sql'
import { searchInstitutions } from '@/modules/institutions/search.server'
import { jobFilterDictionary } from '@/modules/jobs/filter-dictionary.server'

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
  if (!query.success) return badRequest(query.error)
  const { locale, filter: path, limit, page } = query.data
  const payload = await payloadClient()
  const dict = await jobFilterDictionary(payload)
  const parsed = parseInstitutionFilterPath(path.split('/').filter(Boolean), locale, dict)
  if (!parsed.ok) {
    return NextResponse.json({ error: 'invalid_request', fields: { filter: [`${parsed.reason}: ${parsed.segment}`] } }, { status: 400 })
  }
  if (page !== undefined && parsed.filter.page > 1 && page !== parsed.filter.page) {
    return NextResponse.json({ error: 'invalid_request', fields: { page: ['The filter path names another page'] } }, { status: 400 })
  }
  const filter = { ...parsed.filter, page: page ?? parsed.filter.page }
  const [essentials, result] = await Promise.all([getEssentials(payload, locale), searchInstitutions(payload, filter, { locale, perPage: limit })])
  const order = new Map(result.hits.map((hit, i) => [hit.id, i]))
  const { docs } = result.hits.length
    ? await payload.find({ collection: 'institutions', where: { id: { in: [...order.keys()] } }, depth: 1, pagination: false, locale, overrideAccess: false })
    : { docs: [] }
  docs.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  const items = await toInstitutionListItems(payload, docs, essentials)
  return NextResponse.json({
    items,
    total: result.total,
    page: result.page,
    totalPages: result.totalPages,
    canonical: institutionFilterHref(locale, filter, dict),
  })
}
