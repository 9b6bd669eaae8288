import { z } from '@/lib/zod'
import { JOB_FILTER_MAX_INSTITUTION, JobFilterSchema, type JobFilter } from './filter-path'

// The filter form submits plain GET parameters (it works without JavaScript); the page merges them
// into the filter of its path and redirects to the canonical filter path.

const one = z.string().trim().max(200)
const many = z.union([one, z.array(one)]).transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

export const JobFilterQuerySchema = z.object({
  field: many.optional(),
  level: many.optional(),
  region: many.optional(),
  category: many.optional(),
  /** an institution id; '' removes the employer filter, absent keeps the path's */
  institution: z.union([z.literal(''), z.coerce.number().int().min(1).max(JOB_FILTER_MAX_INSTITUTION)]).optional(),
  pensum_min: z.union([z.literal(''), int(0, 100)]).optional(),
  pensum_max: z.union([z.literal(''), int(0, 100)]).optional(),
  employment: z.enum(['', 'FULL_TIME', 'PART_TIME']).optional(),
  salary_min: z.union([z.literal(''), int(1, 9_999_999)]).optional(),
  q: one.optional(),
  zip: z.union([z.literal(''), z.string().regex(/^[1-9]\d{3}$/)]).optional(),
  km: z.union([z.literal(''), int(1, 200)]).optional(),
  sort: z.enum(['', 'newest', 'relevance', 'salary']).optional(),
})

export type JobFilterQuery = z.infer<typeof JobFilterQuerySchema>

/** Query keys that the filter form uses; any of them present means "apply the form". */
export const JOB_FILTER_QUERY_KEYS = Object.keys(JobFilterQuerySchema.shape)

const opt = <T>(v: T | '' | undefined): T | undefined => (v === '' || v === undefined ? undefined : v)

/**
 * The form's values replace the path filter's (the form shows the whole filter); page starts again
 * at 1. The employer filter (from an institution page's link) stays unless the query names one or
 * clears it (`institution=`): the form has no field for it, its chip removes it.
 */
export function applyFilterQuery(current: JobFilter, query: JobFilterQuery): JobFilter | null {
  const zip = opt(query.zip)
  const next = {
    fields: query.field ?? [],
    levels: query.level ?? [],
    regions: query.region ?? [],
    categories: query.category ?? [],
    institution: query.institution === undefined ? current.institution : opt(query.institution),
    pensumMin: opt(query.pensum_min),
    pensumMax: opt(query.pensum_max),
    employment: opt(query.employment),
    salaryMin: opt(query.salary_min),
    text: opt(query.q),
    near: zip ? { zip, km: opt(query.km) ?? 20 } : undefined,
    sort: opt(query.sort) ?? current.sort,
    page: 1,
  }
  const parsed = JobFilterSchema.safeParse(next)
  return parsed.success ? parsed.data : null
}
