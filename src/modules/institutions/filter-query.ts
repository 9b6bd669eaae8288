import { z } from '@/lib/zod'
import { InstitutionFilterSchema, type InstitutionFilter } from './filter-path'

// The institution filter form submits plain GET parameters (it works without JavaScript); the page
// turns them into the canonical filter path (ADR 0010), like the job form (jobs/filter-query.ts).

const one = z.string().trim().max(200)
const many = z.union([one, z.array(one)]).transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))

export const InstitutionFilterQuerySchema = z.object({
  q: one.optional(),
  field: many.optional(),
  region: many.optional(),
  category: many.optional(),
  /** a checkbox: present ("1") or absent */
  professional: z.enum(['', '1']).optional(),
})

export type InstitutionFilterQuery = z.infer<typeof InstitutionFilterQuerySchema>

/** Query keys that the form uses; any of them present means "apply the form". */
export const INSTITUTION_FILTER_QUERY_KEYS = Object.keys(InstitutionFilterQuerySchema.shape)

/** The form's values replace the path's filter (the form shows the whole filter); the page starts at 1 again. */
export function applyInstitutionFilterQuery(query: InstitutionFilterQuery): InstitutionFilter | null {
  const parsed = InstitutionFilterSchema.safeParse({
    fields: query.field ?? [],
    regions: query.region ?? [],
    categories: query.category ?? [],
    professional: query.professional === '1',
    text: query.q || undefined,
    page: 1,
  })
  return parsed.success ? parsed.data : null
}
