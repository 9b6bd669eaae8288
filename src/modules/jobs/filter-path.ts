import { z } from '@/lib/zod'
import { isLocale, type Locale } from '@/i18n/locales'
import {
  FILTER_LISTS,
  FILTER_VOCABULARY,
  indexFilterDictionary,
  type FilterDictionary,
  type JobFilterEmployment,
  type FilterIndex,
  type JobFilterSort,
} from '../search-path/vocabulary'
import { afterPrefix, decodeSegment, knownKeysInOrder, readInt, termSlugs } from '../search-path/segments'
import { localePath, paths } from '../routing/routes'
import { normaliseSearchText } from '../search-path/text'

// Grammar of /{lang}/jobs/{segments…}; every segment names one value, in this canonical order:
//   field slugs, level slugs, region slugs, category slugs (each list in dictionary order),
//   arbeitgeber-{institution id}, pensum-{min}-{max}, vollzeit|teilzeit, lohn-ab-{chf}, {zip}-{km}km, suche-{words}, sortierung-{sort}, seite-{n}
// Defaults are omitted: pensum 0–100, sort newest, page 1; relevance without text is dropped.
// Segments are compared decoded; jobFilterHref percent-encodes them.

export const JOB_FILTER_MAX_PAGE = 10_000
export const JOB_FILTER_MAX_SALARY = 9_999_999
export const JOB_FILTER_MAX_TEXT_LENGTH = 100
export const JOB_FILTER_MAX_KM = 200
/** institution ids (PostgreSQL serials; the path reads at most nine digits) */
export const JOB_FILTER_MAX_INSTITUTION = 999_999_999

const listSchema = z.array(z.string()).default([])
const percentSchema = z.int().min(0).max(100)

export const JobFilterSchema = z
  .object({
    fields: listSchema,
    levels: listSchema,
    regions: listSchema,
    categories: listSchema,
    /** one employer's ads (institution id); the page answers 404 when it is not an active institution */
    institution: z.int().min(1).max(JOB_FILTER_MAX_INSTITUTION).optional(),
    pensumMin: percentSchema.optional(),
    pensumMax: percentSchema.optional(),
    employment: z.enum(['FULL_TIME', 'PART_TIME']).optional(),
    salaryMin: z.int().min(1).max(JOB_FILTER_MAX_SALARY).optional(),
    text: z
      .string()
      .refine((text) => normaliseSearchText(text).length <= JOB_FILTER_MAX_TEXT_LENGTH, 'Text too long')
      .optional(),
    near: z
      .object({
        zip: z.string().regex(/^[1-9]\d{3}$/),
        km: z.int().min(1).max(JOB_FILTER_MAX_KM),
      })
      .optional(),
    page: z.int().min(1).max(JOB_FILTER_MAX_PAGE).default(1),
    sort: z.enum(['newest', 'relevance', 'salary']).optional(),
  })
  .refine((filter) => (filter.pensumMin ?? 0) <= (filter.pensumMax ?? 100), {
    message: 'pensumMin must not exceed pensumMax',
    path: ['pensumMin'],
  })

export type JobFilter = z.infer<typeof JobFilterSchema>

/** The one representation of a filter: known keys in list order, defaults dropped, text normalised. */
export function normaliseJobFilter(filter: JobFilter, dict: FilterDictionary): JobFilter {
  const index = indexFilterDictionary(dict)
  const normal: JobFilter = {
    fields: knownKeysInOrder(filter.fields, index, 'fields'),
    levels: knownKeysInOrder(filter.levels, index, 'levels'),
    regions: knownKeysInOrder(filter.regions, index, 'regions'),
    categories: knownKeysInOrder(filter.categories, index, 'categories'),
    page: filter.page,
  }
  if (filter.institution !== undefined) normal.institution = filter.institution
  if (filter.pensumMin !== undefined || filter.pensumMax !== undefined) {
    const min = filter.pensumMin ?? 0
    const max = filter.pensumMax ?? 100
    if (min !== 0 || max !== 100) {
      normal.pensumMin = min
      normal.pensumMax = max
    }
  }
  if (filter.employment) normal.employment = filter.employment
  if (filter.salaryMin !== undefined) normal.salaryMin = filter.salaryMin
  if (filter.near) normal.near = { zip: filter.near.zip, km: filter.near.km }
  const text = normaliseSearchText(filter.text ?? '')
  if (text !== '') normal.text = text
  if (filter.sort === 'salary' || (filter.sort === 'relevance' && text !== '')) normal.sort = filter.sort
  return normal
}

/** Canonical segments for a filter (normalised first; keys missing from the dictionary are left out). */
export function formatJobFilterPath(filter: JobFilter, locale: Locale, dict: FilterDictionary): string[] {
  const index = indexFilterDictionary(dict)
  const words = FILTER_VOCABULARY[locale]
  const normal = normaliseJobFilter(filter, dict)
  const segments = termSlugs(normal, FILTER_LISTS, index, locale)
  if (normal.institution !== undefined) segments.push(`${words.employer}-${normal.institution}`)
  if (normal.pensumMin !== undefined && normal.pensumMax !== undefined) {
    segments.push(`${words.pensum}-${normal.pensumMin}-${normal.pensumMax}`)
  }
  if (normal.employment) segments.push(words.employment[normal.employment])
  if (normal.salaryMin !== undefined) segments.push(`${words.salary}-${normal.salaryMin}`)
  if (normal.near) segments.push(`${normal.near.zip}-${normal.near.km}km`)
  if (normal.text) segments.push(`${words.text}-${normal.text.split(' ').join('-')}`)
  if (normal.sort) segments.push(`${words.sort}-${words.sortBy[normal.sort]}`)
  if (normal.page > 1) segments.push(`${words.page}-${normal.page}`)
  return segments
}

export type JobFilterPathFailure = { ok: false; reason: 'unknown-segment' | 'invalid'; segment: string }

export type JobFilterPathResult =
  | {
      ok: true
      filter: JobFilter
      canonical: string[]
      /** false: answer with a 301 to jobFilterHref(locale, filter) */
      isCanonical: boolean
    }
  | JobFilterPathFailure

type Draft = Omit<JobFilter, 'page'> & { page?: number }

/** Reads path segments (raw or percent-encoded); never throws. A repeated or out-of-range value is invalid. */
export function parseJobFilterPath(segments: readonly string[], locale: Locale, dict: FilterDictionary): JobFilterPathResult {
  try {
    if (!isLocale(locale) || !Array.isArray(segments)) return { ok: false, reason: 'invalid', segment: '' }
    const index = indexFilterDictionary(dict)
    const draft: Draft = { fields: [], levels: [], regions: [], categories: [] }
    const decoded: string[] = []
    for (const raw of segments) {
      const segment = typeof raw === 'string' ? decodeSegment(raw) : ''
      decoded.push(segment)
      const outcome = readSegment(segment, locale, index, draft)
      if (outcome !== 'ok') return { ok: false, reason: outcome, segment: typeof raw === 'string' ? raw : '' }
    }
    const filter = normaliseJobFilter({ ...draft, page: draft.page ?? 1 }, dict)
    const canonical = formatJobFilterPath(filter, locale, dict)
    const isCanonical = canonical.length === decoded.length && canonical.every((segment, i) => segment === decoded[i])
    return { ok: true, filter, canonical, isCanonical }
  } catch {
    // A malformed dictionary is the caller's bug, but a request must still get an answer (404).
    return { ok: false, reason: 'invalid', segment: '' }
  }
}

type Outcome = 'ok' | 'unknown-segment' | 'invalid'

function readSegment(segment: string, locale: Locale, index: FilterIndex, draft: Draft): Outcome {
  const words = FILTER_VOCABULARY[locale]
  const term = index.bySlug[locale].get(segment)
  if (term) {
    if (draft[term.list].includes(term.key)) return 'invalid'
    draft[term.list].push(term.key)
    return 'ok'
  }
  const employment = (Object.keys(words.employment) as JobFilterEmployment[]).find((key) => words.employment[key] === segment)
  if (employment) return once(draft, 'employment', () => employment)
  const near = /^(\d{4})-(\d+)km$/.exec(segment)
  if (near) {
    const [, zip = '', km = ''] = near
    const distance = readInt(km, JOB_FILTER_MAX_KM)
    if (!/^[1-9]/.test(zip) || distance === undefined || distance < 1) return 'invalid'
    return once(draft, 'near', () => ({ zip, km: distance }))
  }
  const employer = afterPrefix(segment, words.employer)
  if (employer !== undefined) {
    const id = readInt(employer, JOB_FILTER_MAX_INSTITUTION)
    return id === undefined || id < 1 ? 'invalid' : once(draft, 'institution', () => id)
  }
  const pensum = afterPrefix(segment, words.pensum)
  if (pensum !== undefined) {
    const [min, max, ...rest] = pensum.split('-').map((part) => readInt(part, 100))
    if (min === undefined || max === undefined || rest.length > 0 || min > max) return 'invalid'
    if (draft.pensumMin !== undefined) return 'invalid'
    draft.pensumMin = min
    draft.pensumMax = max
    return 'ok'
  }
  const salary = afterPrefix(segment, words.salary)
  if (salary !== undefined) {
    const amount = readInt(salary, JOB_FILTER_MAX_SALARY)
    return amount === undefined || amount < 1 ? 'invalid' : once(draft, 'salaryMin', () => amount)
  }
  const text = afterPrefix(segment, words.text)
  if (text !== undefined) {
    const normal = normaliseSearchText(text)
    if (normal === '' || normal.length > JOB_FILTER_MAX_TEXT_LENGTH) return 'invalid'
    return once(draft, 'text', () => normal)
  }
  const sortWord = afterPrefix(segment, words.sort)
  if (sortWord !== undefined) {
    const sort = (Object.keys(words.sortBy) as JobFilterSort[]).find((key) => words.sortBy[key] === sortWord)
    return sort ? once(draft, 'sort', () => sort) : 'invalid'
  }
  const page = afterPrefix(segment, words.page)
  if (page !== undefined) {
    const number = readInt(page, JOB_FILTER_MAX_PAGE)
    return number === undefined || number < 1 ? 'invalid' : once(draft, 'page', () => number)
  }
  return 'unknown-segment'
}

function once<K extends keyof Draft>(draft: Draft, key: K, value: () => NonNullable<Draft[K]>): Outcome {
  if (draft[key] !== undefined) return 'invalid'
  draft[key] = value()
  return 'ok'
}

/** The same filter in another language's slugs, for the language switch and hreflang alternates. */
export function translateJobFilterPath(
  segments: readonly string[],
  from: Locale,
  to: Locale,
  dict: FilterDictionary,
): { ok: true; filter: JobFilter; segments: string[] } | JobFilterPathFailure {
  const parsed = parseJobFilterPath(segments, from, dict)
  if (!parsed.ok) return parsed
  if (!isLocale(to)) return { ok: false, reason: 'invalid', segment: '' }
  return { ok: true, filter: parsed.filter, segments: formatJobFilterPath(parsed.filter, to, dict) }
}

const NO_TERMS: FilterDictionary = { fields: [], levels: [], regions: [], categories: [] }

/** The job search of one employer's online ads, e.g. /de/jobs/arbeitgeber-42 (no dictionary needed). */
export function employerJobsHref(locale: Locale, institutionId: number): string {
  return jobFilterHref(locale, { fields: [], levels: [], regions: [], categories: [], institution: institutionId, page: 1 }, NO_TERMS)
}

/** Percent-encoded canonical link, e.g. /de/jobs/kardiologie/teilzeit/seite-2. */
export function jobFilterHref(locale: Locale, filter: JobFilter, dict: FilterDictionary): string {
  const path = formatJobFilterPath(filter, locale, dict).map((segment) => `/${encodeURIComponent(segment)}`)
  return localePath(locale, `${paths.jobs()}${path.join('')}`)
}
