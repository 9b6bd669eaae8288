import { z } from 'zod'

// Public job shapes (spec section 3), snake_case as the spec writes them.
export const JobListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  online_from: z.string().nullable(),
  available_from: z.string().nullable(),
  pensum_min: z.number().min(0).max(100),
  pensum_max: z.number().min(0).max(100),
  is_agreement: z.boolean(),
  locale: z.enum(['de', 'fr', 'it']),
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
