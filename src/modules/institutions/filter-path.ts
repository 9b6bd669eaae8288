import { z } from '@/lib/zod'
import { isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { normaliseSearchText } from '../search-path/text'
import { afterPrefix, decodeSegment, knownKeysInOrder, readInt, termSlugs } from '../search-path/segments'
import { FILTER_VOCABULARY, indexFilterDictionary, type FilterDictionary, type FilterIndex } from '../search-path/vocabulary'
import { localePath, paths } from '../routing/routes'

// Grammar of /{lang}/institutions/{segments…} (ADR 0010), the job grammar's kind (ADR 0008) with the
// same slugs and words: every segment names one value, in this canonical order:
//   field slugs, region slugs, category slugs (each list in dictionary order),
//   pro-arbeitgeber|employeurs-pro|datori-di-lavoro-pro, suche-{words}, seite-{n}
// Defaults are omitted (not professional, page 1). Level slugs are not part of it (unknown segment).

export const INSTITUTION_FILTER_MAX_PAGE = 10_000
export const INSTITUTION_FILTER_MAX_TEXT_LENGTH = 100

/** The lists an institution filter names by slug, in canonical segment order. */
export const INSTITUTION_FILTER_LISTS = ['fields', 'regions', 'categories'] as const
export type InstitutionFilterList = (typeof INSTITUTION_FILTER_LISTS)[number]

/** The one word of this grammar that the job grammar lacks; text and page use the job grammar's words. */
export const INSTITUTION_PROFESSIONAL_WORD: Record<Locale, string> = {
  de: 'pro-arbeitgeber',
  fr: 'employeurs-pro',
  it: 'datori-di-lavoro-pro',
}

const listSchema = z.array(z.string()).default([])

export const InstitutionFilterSchema = z.object({
  fields: listSchema,
  regions: listSchema,
  categories: listSchema,
  /** only professional institutions: the flag, or paid (product) ads online */
  professional: z.boolean().default(false),
  text: z
    .string()
    .refine((text) => normaliseSearchText(text).length <= INSTITUTION_FILTER_MAX_TEXT_LENGTH, 'Text too long')
    .optional(),
  page: z.int().min(1).max(INSTITUTION_FILTER_MAX_PAGE).default(1),
})

export type InstitutionFilter = z.infer<typeof InstitutionFilterSchema>

/** The one representation of a filter: known keys in list order, defaults dropped, text normalised. */
export function normaliseInstitutionFilter(filter: InstitutionFilter, dict: FilterDictionary): InstitutionFilter {
  const index = indexFilterDictionary(dict)
  const normal: InstitutionFilter = {
    fields: knownKeysInOrder(filter.fields, index, 'fields'),
    regions: knownKeysInOrder(filter.regions, index, 'regions'),
    categories: knownKeysInOrder(filter.categories, index, 'categories'),
    professional: Boolean(filter.professional),
    page: filter.page,
  }
  const text = normaliseSearchText(filter.text ?? '')
  if (text !== '') normal.text = text
  return normal
}

/** Canonical segments for a filter (normalised first; keys missing from the dictionary are left out). */
export function formatInstitutionFilterPath(filter: InstitutionFilter, locale: Locale, dict: FilterDictionary): string[] {
  const index = indexFilterDictionary(dict)
  const words = FILTER_VOCABULARY[locale]
  const normal = normaliseInstitutionFilter(filter, dict)
  const segments = termSlugs(normal, INSTITUTION_FILTER_LISTS, index, locale)
  if (normal.professional) segments.push(INSTITUTION_PROFESSIONAL_WORD[locale])
  if (normal.text) segments.push(`${words.text}-${normal.text.split(' ').join('-')}`)
  if (normal.page > 1) segments.push(`${words.page}-${normal.page}`)
  return segments
}

export type InstitutionFilterPathResult =
  | { ok: true; filter: InstitutionFilter; canonical: string[]; /** false: redirect to institutionFilterHref */ isCanonical: boolean }
  | { ok: false; reason: 'unknown-segment' | 'invalid'; segment: string }

type Draft = Omit<InstitutionFilter, 'page' | 'professional'> & { page?: number; professional?: boolean }
type Outcome = 'ok' | 'unknown-segment' | 'invalid'

/** Reads path segments (raw or percent-encoded); never throws. A repeated or out-of-range value is invalid. */
export function parseInstitutionFilterPath(segments: readonly string[], locale: Locale, dict: FilterDictionary): InstitutionFilterPathResult {
  try {
    if (!isLocale(locale) || !Array.isArray(segments)) return { ok: false, reason: 'invalid', segment: '' }
    const index = indexFilterDictionary(dict)
    const draft: Draft = { fields: [], regions: [], categories: [] }
    const decoded: string[] = []
    for (const raw of segments) {
      const segment = typeof raw === 'string' ? decodeSegment(raw) : ''
      decoded.push(segment)
      const outcome = readSegment(segment, locale, index, draft)
      if (outcome !== 'ok') return { ok: false, reason: outcome, segment: typeof raw === 'string' ? raw : '' }
    }
    const filter = normaliseInstitutionFilter({ ...draft, professional: draft.professional ?? false, page: draft.page ?? 1 }, dict)
    const canonical = formatInstitutionFilterPath(filter, locale, dict)
    const isCanonical = canonical.length === decoded.length && canonical.every((segment, i) => segment === decoded[i])
    return { ok: true, filter, canonical, isCanonical }
  } catch {
    // A malformed dictionary is the caller's bug, but a request must still get an answer (404).
    return { ok: false, reason: 'invalid', segment: '' }
  }
}

function readSegment(segment: string, locale: Locale, index: FilterIndex, draft: Draft): Outcome {
  const words = FILTER_VOCABULARY[locale]
  const term = index.bySlug[locale].get(segment)
  if (term) {
    if (term.list === 'levels') return 'unknown-segment'
    if (draft[term.list].includes(term.key)) return 'invalid'
    draft[term.list].push(term.key)
    return 'ok'
  }
  if (segment === INSTITUTION_PROFESSIONAL_WORD[locale]) {
    if (draft.professional) return 'invalid'
    draft.professional = true
    return 'ok'
  }
  const text = afterPrefix(segment, words.text)
  if (text !== undefined) {
    const normal = normaliseSearchText(text)
    if (normal === '' || normal.length > INSTITUTION_FILTER_MAX_TEXT_LENGTH || draft.text !== undefined) return 'invalid'
    draft.text = normal
    return 'ok'
  }
  const page = afterPrefix(segment, words.page)
  if (page !== undefined) {
    const number = readInt(page, INSTITUTION_FILTER_MAX_PAGE)
    if (number === undefined || number < 1 || draft.page !== undefined) return 'invalid'
    draft.page = number
    return 'ok'
  }
  return 'unknown-segment'
}

/** Percent-encoded canonical link, e.g. /fr/institutions/canton-geneve/hopital-universitaire/page-2. */
export function institutionFilterHref(locale: Locale, filter: InstitutionFilter, dict: FilterDictionary): string {
  const path = formatInstitutionFilterPath(filter, locale, dict).map((segment) => `/${encodeURIComponent(segment)}`)
  return localePath(locale, `${paths.institutions()}${path.join('')}`)
}

/**
 * The page's reading of a path: in its own language, else (after a language switch) in another
 * language's words, which is then not canonical (redirect to this language's path).
 */
export function parseInstitutionFilterPathAnyLanguage(segments: readonly string[], locale: Locale, dict: FilterDictionary): InstitutionFilterPathResult {
  const own = parseInstitutionFilterPath(segments, locale, dict)
  if (own.ok || own.reason !== 'unknown-segment') return own
  for (const other of LOCALES) {
    if (other === locale) continue
    const foreign = parseInstitutionFilterPath(segments, other, dict)
    if (foreign.ok) return { ...foreign, canonical: formatInstitutionFilterPath(foreign.filter, locale, dict), isCanonical: false }
  }
  return own
}
