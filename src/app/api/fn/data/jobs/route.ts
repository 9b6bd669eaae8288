import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { activeInstitutionName } from '@/modules/jobs/employer-filter.server'
import { filterDictionary } from '@/modules/search-path/dictionary.server'
import { jobFilterHref, parseJobFilterPath } from '@/modules/jobs/filter-path'
import { jobCardsByIds } from '@/modules/jobs/public.server'
import { searchJobs } from '@/modules/jobs/search.server'
import { apiError, invalidRequest } from '@/lib/http/api-error'

const QuerySchema = z.object({
  locale: LocaleSchema,
  /** the page's filter path after /{lang}/jobs, e.g. "kardiologie/teilzeit/seite-2" (in `locale`'s words) */
  filter: z.string().max(1000).default(''),
})

// GET /api/fn/data/jobs?locale&filter: the same search as /{lang}/jobs, as list items.
export async function GET(req: NextRequest) {
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const { locale, filter: path } = query.data
  const payload = await payloadClient()
  const dict = await filterDictionary(payload)
  const parsed = parseJobFilterPath(path.split('/').filter(Boolean), locale, dict)
  if (!parsed.ok) {
    return apiError('invalid', { fields: { filter: [`${parsed.reason}: ${parsed.segment}`] } })
  }
  if (parsed.filter.institution !== undefined && (await activeInstitutionName(payload, parsed.filter.institution)) === null) {
    return apiError('invalid', { fields: { filter: [`unknown-institution: ${parsed.filter.institution}`] } })
  }
  const result = await searchJobs(payload, parsed.filter)
  const items = await jobCardsByIds(payload, result.ids, locale)
  return NextResponse.json({
    items: items.map((i) => i.job),
    total: result.total,
    totalCapped: result.totalCapped,
    page: result.page,
    totalPages: result.totalPages,
    canonical: jobFilterHref(locale, parsed.filter, dict),
  })
}
