import { z } from 'zod'

export const InstitutionListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parent: z.number().int().nullable(),
  jobs_amount: z.number().int().min(0),
  contact_city: z.string().nullable(),
  region: z.string().nullable(),
  category: z.string().nullable(),
  is_professional: z.boolean(),
  fields: z.array(z.string()),
  reviews: z.array(z.number().int()),
  reviews_value: z.number().min(0).max(5).nullable(),
  reviews_wsj: z.array(z.number().int()),
  reviews_wsj_value: z.number().min(0).max(5).nullable(),
  logo: z.string().nullable(),
  header: z.string().nullable(),
})
export type InstitutionListItem = z.infer<typeof InstitutionListItemSchema>

export type InstitutionTreeItem = InstitutionListItem & { children: InstitutionTreeItem[] }
export const InstitutionTreeItemSchema: z.ZodType<InstitutionTreeItem> = InstitutionListItemSchema.extend({
  children: z.lazy(() => z.array(InstitutionTreeItemSchema)),
})
