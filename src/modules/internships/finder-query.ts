import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { FINDER_SORTS, type FinderFilter } from './finder-sorts'

// The finder's query string (?field=&region=&lang=&sort=&show=). A value that names nothing is
// dropped (the page shows everything instead of an error); `show` is the field whose reviews the
// reviews-{id} screen shows, kept apart from the filter so opening reviews keeps the list as it was.

const KEY = z.string().regex(/^[A-Z][A-Z0-9_]{1,60}$/)
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v)

export interface FinderQuery extends FinderFilter {
  show: string | null
}

export function parseFinderQuery(params: Record<string, string | string[] | undefined>): FinderQuery {
  const key = (v: unknown) => {
    const parsed = KEY.safeParse(one(v))
    return parsed.success ? parsed.data : null
  }
  const lang = LocaleSchema.safeParse(one(params.lang))
  const sort = z.enum(FINDER_SORTS).safeParse(one(params.sort))
  const region = z
    .string()
    .regex(/^[A-Z]{2}$/)
    .safeParse(one(params.region))
  return {
    field: key(params.field),
    region: region.success ? region.data : null,
    lang: lang.success ? lang.data : null,
    sort: sort.success ? sort.data : 'name',
    show: key(params.show),
  }
}

/** The query string of a finder state (without defaults), for links that keep the filters. */
export function finderSearch(query: Partial<FinderQuery>): string {
  const params = new URLSearchParams()
  for (const name of ['field', 'region', 'lang', 'sort', 'show'] as const) {
    const value = query[name]
    if (value && !(name === 'sort' && value === 'name')) params.set(name, value)
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}
