import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Refusal } from '@/lib/refusal'
import { getEssentials } from '../essentials/essentials.server'
import { filterDictionary } from '../search-path/dictionary.server'
import { institutionFilterHref, parseInstitutionFilterPath } from './filter-path'
import { toInstitutionListItems } from './list-item.server'
import type { InstitutionListItem } from './schemas'
import { searchInstitutions } from './search.server'

export interface InstitutionSearchQuery {
  locale: Locale
  /** the page's filter path after /{lang}/institutions, in `locale`'s words */
  path: string
  limit: number
  /** the page, when the filter path names none */
  page?: number
}

export type InstitutionSearchAnswer =
  | { ok: true; body: { items: InstitutionListItem[]; total: number; page: number; totalPages: number; canonical: string } }
  | (Refusal<'invalid'> & { field: 'filter' | 'page'; message: string })

/** GET /api/fn/data/institutions: the same search as /{lang}/institutions, as list items in rank order. */
export async function institutionSearchAnswer(payload: Payload, query: InstitutionSearchQuery): Promise<InstitutionSearchAnswer> {
  const { locale, path, limit, page } = query
  const dict = await filterDictionary(payload)
  const parsed = parseInstitutionFilterPath(path.split('/').filter(Boolean), locale, dict)
  if (!parsed.ok) return { ok: false, reason: 'invalid', field: 'filter', message: `${parsed.reason}: ${parsed.segment}` }
  if (page !== undefined && parsed.filter.page > 1 && page !== parsed.filter.page)
    return { ok: false, reason: 'invalid', field: 'page', message: 'The filter path names another page' }
  const filter = { ...parsed.filter, page: page ?? parsed.filter.page }
  const [essentials, result] = await Promise.all([getEssentials(payload, locale), searchInstitutions(payload, filter, { locale, perPage: limit })])
  const order = new Map(result.hits.map((hit, i) => [hit.id, i]))
  const { docs } = result.hits.length
    ? await payload.find({ collection: 'institutions', where: { id: { in: [...order.keys()] } }, depth: 1, pagination: false, locale, overrideAccess: false })
    : { docs: [] }
  docs.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  const items = await toInstitutionListItems(payload, docs, essentials)
  return { ok: true, body: { items, total: result.total, page: result.page, totalPages: result.totalPages, canonical: institutionFilterHref(locale, filter, dict) } }
}
