import { z } from '@/lib/zod'

// What the importer reads from a Storyblok space (ADR 0069), checked at the boundary. Only the
// fields it uses; the rest passes through (`.passthrough()` on content: components carry their own).

export const SpaceSchema = z.object({
  space: z.object({
    id: z.coerce.number(),
    name: z.string(),
    version: z.coerce.number().optional(),
    language_codes: z.array(z.string()).default([]),
  }),
})
export type Space = z.infer<typeof SpaceSchema>['space']

/** A component: `component` and `_uid` and its own fields. */
export const ComponentSchema = z.object({ component: z.string(), _uid: z.string().optional() }).passthrough()
export type Component = z.infer<typeof ComponentSchema>

export const StorySchema = z.object({
  id: z.coerce.number(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  default_full_slug: z.string().nullish(),
  lang: z.string().nullish(),
  is_folder: z.boolean().optional(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
  tag_list: z.array(z.string()).default([]),
  translated_slugs: z.array(z.object({ lang: z.string(), path: z.string().nullish(), name: z.string().nullish() })).nullish(),
  content: ComponentSchema,
})
export type Story = z.infer<typeof StorySchema>

export const LinkSchema = z.object({
  id: z.coerce.number(),
  uuid: z.string().min(1),
  slug: z.string(),
  name: z.string().nullish(),
  is_folder: z.boolean().default(false),
  published: z.boolean().default(true),
  real_path: z.string().nullish(),
  alternates: z.array(z.object({ lang: z.string(), path: z.string().nullish(), translated_slug: z.string().nullish() })).default([]),
})
export type StoryblokLink = z.infer<typeof LinkSchema>

export const DatasourceSchema = z.object({ id: z.coerce.number(), name: z.string(), slug: z.string() })
export const DatasourceEntrySchema = z.object({
  id: z.coerce.number(),
  name: z.string(),
  value: z.string(),
  dimension_value: z.string().nullish(),
})
export type DatasourceEntry = z.infer<typeof DatasourceEntrySchema>

/** An asset field's value (`fieldtype: asset`): the file's address and its alt text. */
export const AssetFieldSchema = z.object({
  id: z.coerce.number().nullish(),
  filename: z.string().url(),
  alt: z.string().nullish(),
  title: z.string().nullish(),
  fieldtype: z.literal('asset').optional(),
})
export type AssetField = z.infer<typeof AssetFieldSchema>

/** A multilink field's value. */
export const MultilinkSchema = z.object({
  linktype: z.enum(['story', 'url', 'email', 'asset']).default('url'),
  id: z.string().nullish(),
  url: z.string().nullish(),
  cached_url: z.string().nullish(),
  email: z.string().nullish(),
  target: z.string().nullish(),
})
export type Multilink = z.infer<typeof MultilinkSchema>

export const isAssetField = (value: unknown): value is AssetField => AssetFieldSchema.safeParse(value).success && (value as { filename?: string }).filename !== ''

/** Every story and asset field inside a value, depth first (components nest). */
export function walkValues(value: unknown, visit: (value: unknown) => void): void {
  visit(value)
  if (Array.isArray(value)) for (const item of value) walkValues(item, visit)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) walkValues(item, visit)
}

/**
 * Field-level translation (ADR 0069): the delivery API answers `language=fr` with each translatable
 * field already in French; content read raw still carries `title__i18n__fr`. Either way the field
 * ends up under its own name, empty translations falling back to the default language.
 */
export function translatedContent<T>(value: T, language: string | null): T {
  if (Array.isArray(value)) return value.map((item) => translatedContent(item, language)) as T
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  const suffix = language ? `__i18n__${language}` : null
  for (const [key, item] of Object.entries(value)) if (!key.includes('__i18n__')) out[key] = translatedContent(item, language)
  if (suffix)
    for (const [key, item] of Object.entries(value))
      if (key.endsWith(suffix) && item !== '' && item !== null && item !== undefined) out[key.slice(0, -suffix.length)] = translatedContent(item, language)
  return out as T
}
