import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { JobListItemSchema } from '../jobs/schemas'
import { InstitutionListItemSchema, InstitutionTreeItemSchema } from '../institutions/schemas'

const IdValue = z.object({ id: z.string(), value: z.string() })

export const InitQuerySchema = z.object({ locale: LocaleSchema })

export const InitResponseSchema = z.object({
  jobs: z.array(JobListItemSchema),
  institutions: z.array(InstitutionListItemSchema),
  institutionsGrouped: z.array(InstitutionTreeItemSchema),
  essentials: z.object({
    categories: z.array(IdValue),
    countries: z.array(IdValue),
    fields: z.array(IdValue),
    levels: z.array(IdValue),
    genders: z.array(IdValue),
    regions: z.array(IdValue),
    reviews: z.object({ durations: z.array(z.string()) }),
    products: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        variants: z.array(z.object({ id: z.number().int(), duration: z.number().int(), price: z.number(), social_budget: z.number() })),
      }),
    ),
  }),
  articles: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), teaser: z.string().nullable(), published_at: z.string().nullable() })),
  tags: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  authors: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  settings: z.object({ site_name: z.string(), claim: z.string().nullable(), footer_text: z.string().nullable(), support_email: z.email() }),
  links: z.array(z.object({ identifier: z.string(), path: z.string(), is_folder: z.boolean() })),
})
export type InitResponse = z.infer<typeof InitResponseSchema>
