import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'

// Public job shapes, snake_case as API clients read them (docs/product-rules.md#shapes).
export const JobListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  online_from: z.string().nullable(),
  available_from: z.string().nullable(),
  pensum_min: z.number().min(0).max(100),
  pensum_max: z.number().min(0).max(100),
  is_agreement: z.boolean(),
  locale: LocaleSchema,
  institution: z.object({
    id: z.number().int(),
    region: z.string().nullable(),
    category: z.string().nullable(),
    is_professional: z.boolean(),
  }),
  fields: z.array(z.string()),
  levels: z.array(z.string()),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  product: z.string().nullable(),
})
export type JobListItem = z.infer<typeof JobListItemSchema>

const url = z.url()

/** Job (public shape): the "with content" fields plus embed, link, description, employment type, dates. */
export const JobPublicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(['text', 'pdf', 'link']),
  title: z.string(),
  pensum_min: z.number().min(0).max(100),
  pensum_max: z.number().min(0).max(100),
  online_from: z.string().nullable(),
  online_until: z.string().nullable(),
  available_from: z.string().nullable(),
  is_agreement: z.boolean(),
  crawler_job: z.boolean(),
  crawler_decline: z.boolean(),
  fields: z.array(z.string()),
  levels: z.array(z.string()),
  institution: z.object({ id: z.number().int() }),
  product: z.string().nullable(),
  content: z
    .object({
      teaser: z.string().nullable(),
      text: z.string().nullable(),
      institution: z.string().nullable(),
      task: z.string().nullable(),
      offer: z.string().nullable(),
      requirement: z.string().nullable(),
      contact: z.string().nullable(),
      raw: z.string().nullable(),
    })
    .nullable(),
  original: url.nullable(),
  apply: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  locale: LocaleSchema,
  embed: url.nullable(),
  link: url.nullable(),
  description: z.string().nullable(),
  employment_type: z.array(z.enum(['FULL_TIME', 'PART_TIME'])),
  created_at: z.string(),
  updated_at: z.string(),
})
export type JobPublic = z.infer<typeof JobPublicSchema>

/** FULL_TIME when the range reaches 100 %, PART_TIME when it goes below (a swapped range is read as meant). */
export function employmentTypes(pensumMin: number, pensumMax: number): ('FULL_TIME' | 'PART_TIME')[] {
  const types: ('FULL_TIME' | 'PART_TIME')[] = []
  if (Math.max(pensumMin, pensumMax) >= 100) types.push('FULL_TIME')
  if (Math.min(pensumMin, pensumMax) < 100) types.push('PART_TIME')
  return types
}

export const SingleItemQuerySchema = z.object({
  locale: LocaleSchema,
  slug: z.string().min(1).max(200),
})

export const ListQuerySchema = z.object({
  locale: LocaleSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** Job (detail): an ad in the employer's cockpit lists (GET /api/fn/user/jobs?filter=). */
export const JobDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  online_from: z.string().nullable(),
  online_until: z.string().nullable(),
  available_from: z.string().nullable(),
  locale: LocaleSchema,
  institution: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  crawler_job: z.boolean(),
  crawler_decline: z.boolean(),
  has_full_access: z.boolean(),
  product: z.string().nullable(),
})
export type JobDetailShape = z.infer<typeof JobDetailSchema>

/** Job (with content): one of the employer's ads as its edit screen needs it (GET /api/fn/user/job?id). */
export const JobWithContentSchema = JobPublicSchema.pick({
  id: true,
  slug: true,
  type: true,
  title: true,
  pensum_min: true,
  pensum_max: true,
  online_from: true,
  online_until: true,
  available_from: true,
  is_agreement: true,
  crawler_job: true,
  crawler_decline: true,
  fields: true,
  levels: true,
  institution: true,
  product: true,
  content: true,
  original: true,
  apply: true,
  salary_min: true,
  salary_max: true,
  locale: true,
})
export type JobWithContent = z.infer<typeof JobWithContentSchema>

export const USER_JOB_FILTERS = ['pendingAccess', 'active', 'expired', 'future', 'draft'] as const
export const UserJobsQuerySchema = z.object({ filter: z.enum(USER_JOB_FILTERS) })
