import { z } from '@/lib/zod'
import { ReviewPublicIdSchema } from '../reviews/public-id'

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
  /** published reviews' public ids (ADR 0018), sorted by id: the order tells nothing */
  reviews: z.array(ReviewPublicIdSchema),
  reviews_value: z.number().min(0).max(5).nullable(),
  reviews_wsj: z.array(ReviewPublicIdSchema),
  reviews_wsj_value: z.number().min(0).max(5).nullable(),
  logo: z.string().nullable(),
  header: z.string().nullable(),
})
export type InstitutionListItem = z.infer<typeof InstitutionListItemSchema>

export type InstitutionTreeItem = InstitutionListItem & { children: InstitutionTreeItem[] }
export const InstitutionTreeItemSchema: z.ZodType<InstitutionTreeItem> = InstitutionListItemSchema.extend({
  children: z.lazy(() => z.array(InstitutionTreeItemSchema)),
})

/** A published review: its public id (ADR 0018) and overall rating; lists are sorted by id. */
const ReviewRef = z.object({ id: ReviewPublicIdSchema, rating: z.number().min(1).max(5).nullable() })

/** Institution (public shape), docs/product-rules.md#shapes. */
export const InstitutionPublicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parent: z.number().int().nullable(),
  region: z.string().nullable(),
  category: z.string().nullable(),
  is_professional: z.boolean(),
  contact_person: z.string().nullable(),
  contact_address: z.string().nullable(),
  contact_zip: z.string().nullable(),
  contact_city: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_mail: z.email().nullable(),
  contact_hidden: z.boolean().default(false),
  cord_lat: z.number().nullable(),
  cord_lng: z.number().nullable(),
  images: z.array(z.string()),
  videos: z.array(z.object({ title: z.string(), embed: z.url() })),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  header: z.string().nullable(),
  children: z.array(z.number().int()),
  website: z.url().nullable(),
  reviews: z.array(ReviewRef),
  reviews_wsj: z.array(ReviewRef),
  wbs: z.array(z.object({ id: z.string(), field: z.string().nullable(), name: z.string(), url: z.url().nullable(), category: z.string().nullable() })),
  facts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      icon: z
        .string()
        .regex(/^[a-z]+(-[a-z]+)*$/)
        .nullable(),
      content: z.string().nullable(),
      is_vsao: z.boolean(),
      is_swimsa: z.boolean(),
    }),
  ),
  facts_updated_at: z.string().nullable(),
  vsao: z.object({ id: z.number().int(), name: z.string(), url: z.url() }).nullable(),
  billing_type: z.enum(['email', 'print']),
})
export type InstitutionPublic = z.infer<typeof InstitutionPublicSchema>
