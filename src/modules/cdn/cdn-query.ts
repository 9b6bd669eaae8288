import { z } from '@/lib/zod'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import type { CdnLinkRow, CdnStory, StorySet } from './story-map'

// The parameters of the delivery API (Storyblok's names, ADR 0068) and the answers built from a
// story set: filters, order, pages, relations and links. Pure.

export const PER_PAGE_DEFAULT = 25
export const PER_PAGE_MAX = 100

const list = z
  .string()
  .max(5000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )

const positiveInt = z.coerce.number().int().min(1).max(1_000_000)

const LANGUAGE = z.enum(['default', 'de', 'fr', 'it'])
const toLocale = (language: z.infer<typeof LANGUAGE> | undefined): Locale => (!language || language === 'default' ? DEFAULT_LOCALE : language)

/** Parameters every endpoint reads. */
export const commonParams = z.object({
  version: z.enum(['published', 'draft']).default('published'),
  cv: z.coerce.number().int().min(0).optional(),
  language: LANGUAGE.optional().transform(toLocale),
})

/** Storyblok's filter_query operations (content fields, or `component`). */
export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const

const SORT = /^[a-z_][a-z0-9_.]*(:(asc|desc))?(:(int|float|string))?$/i

export const storiesParams = commonParams.extend({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .transform((n) => Math.min(n ?? PER_PAGE_DEFAULT, PER_PAGE_MAX)),
  page: positiveInt.default(1),
  starts_with: z.string().max(500).optional(),
  by_uuids: list.optional(),
  by_uuids_ordered: list.optional(),
  by_slugs: list.optional(),
  excluding_slugs: list.optional(),
  excluding_ids: list.optional(),
  excluding_fields: list.optional(),
  content_type: z.string().max(100).optional(),
  with_tag: list.optional(),
  is_startpage: z.enum(['0', '1', 'true', 'false']).optional(),
  search_term: z.string().max(200).optional(),
  sort_by: z.string().max(200).regex(SORT, 'must be field:asc|desc').optional(),
  resolve_relations: list.optional(),
  resolve_links: z.enum(['0', '1', 'story', 'url', 'link']).optional(),
  filter_query: z
    .array(z.object({ field: z.string(), op: z.enum(FILTER_OPERATIONS), value: z.string().max(2000) }))
    .max(20)
    .optional(),
})
export type StoriesParams = z.infer<typeof storiesParams>

/** The query as the schema reads it: `filter_query[field][operation]=value` keys become a list. */
export function storiesQuery(query: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const filters: { field: string; op: string; value: string }[] = []
  for (const [key, value] of Object.entries(query)) {
    const filter = /^filter_query\[([A-Za-z0-9_.-]{1,100})\]\[([a-z_]{1,30})\]$/.exec(key)
    if (filter) filters.push({ field: filter[1]!, op: filter[2]!, value })
    else if (key.startsWith('filter_query')) out.filter_query = [{ field: '', op: key, value }]
    else out[key] = value
  }
  if (filters.length && !out.filter_query) out.filter_query = filters
  return out
}

export const storyParams = commonParams.extend({
  find_by: z.enum(['uuid', 'slug', 'id']).optional(),
  excluding_fields: list.optional(),
  resolve_relations: list.optional(),
  resolve_links: z.enum(['0', '1', 'story', 'url', 'link']).optional(),
})
export type StoryParams = z.infer<typeof storyParams>

export const linksParams = commonParams.extend({ starts_with: z.string().max(500).optional() })

export const datasourceParams = commonParams.extend({
  datasource: z.enum(['tags', 'article-categories']),
  dimension: z.enum(['de', 'fr', 'it']).optional(),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .transform((n) => Math.min(n ?? PER_PAGE_DEFAULT, 1000)),
  page: positiveInt.default(1),
})

/** Storyblok's 422 body: the messages by parameter. */
export function paramErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) (out[issue.path.join('.') || 'params'] ??= []).push(issue.message)
  return out
}

/** `*` in a slug filter matches anything (Storyblok's by_slugs). */
function slugMatcher(pattern: string): (slug: string) => boolean {
  if (!pattern.includes('*')) return (slug) => slug === pattern.replace(/^\/+|\/+$/g, '')
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return (slug) => re.test(slug)
}

function valueAt(story: CdnStory, path: string): unknown {
  if (path.startsWith('content.')) return story.content[path.slice('content.'.length)]
  return (story as unknown as Record<string, unknown>)[path]
}

function compare(a: unknown, b: unknown, numeric: boolean): number {
  if (a === b) return 0
  if (a === null || a === undefined || a === '') return 1
  if (b === null || b === undefined || b === '') return -1
  if (numeric || (typeof a === 'number' && typeof b === 'number')) return Number(a) - Number(b)
  return String(a).localeCompare(String(b), 'de-CH')
}

function sorted(stories: CdnStory[], sortBy: string | undefined): CdnStory[] {
  if (!sortBy) return stories
  const [field = '', direction = 'asc', type = ''] = sortBy.split(':')
  const sign = direction === 'desc' ? -1 : 1
  const numeric = type === 'int' || type === 'float'
  return [...stories].sort((a, b) => sign * compare(valueAt(a, field), valueAt(b, field), numeric) || a.id - b.id)
}

/** One filter_query condition on a content value (Storyblok's semantics, ADR 0068). */
function matchesFilter(value: unknown, op: (typeof FILTER_OPERATIONS)[number], wanted: string): boolean {
  const values = wanted.split(',')
  const text = Array.isArray(value) ? '' : value === null || value === undefined ? '' : String(value)
  const like = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    ).test(text)
  const list = Array.isArray(value) ? value.map(String) : []
  switch (op) {
    case 'is':
      if (wanted === 'empty') return text === '' && list.length === 0
      if (wanted === 'not_empty') return text !== '' || list.length > 0
      if (wanted === 'true' || wanted === 'false') return String(value === true) === wanted
      if (wanted === 'null') return value === null || value === undefined
      if (wanted === 'not_null') return value !== null && value !== undefined
      return text === wanted
    case 'in':
      return values.includes(text)
    case 'not_in':
      return !values.includes(text)
    case 'like':
      return like(wanted)
    case 'not_like':
      return !like(wanted)
    case 'any_in_array':
      return values.some((v) => list.includes(v))
    case 'all_in_array':
      return values.every((v) => list.includes(v))
    case 'gt_date':
    case 'lt_date': {
      const a = Date.parse(text.replace(' ', 'T'))
      const b = Date.parse(wanted.replace(' ', 'T'))
      return !Number.isNaN(a) && !Number.isNaN(b) && (op === 'gt_date' ? a > b : a < b)
    }
    default: {
      const a = Number(text)
      const b = Number(wanted)
      return text !== '' && !Number.isNaN(a) && !Number.isNaN(b) && (op.startsWith('gt') ? a > b : a < b)
    }
  }
}

/** The stories of the set the filters keep, in their order. */
export function filterStories(set: StorySet, p: StoriesParams): CdnStory[] {
  let out = set.stories
  if (p.starts_with !== undefined) {
    const prefix = p.starts_with.replace(/^\/+/, '').replace(/\*$/, '')
    out = out.filter((s) => s.full_slug.startsWith(prefix))
  }
  const uuids = p.by_uuids_ordered ?? p.by_uuids
  if (uuids) {
    const wanted = new Set(uuids)
    out = out.filter((s) => wanted.has(s.uuid))
  }
  if (p.by_slugs) {
    const matchers = p.by_slugs.map(slugMatcher)
    out = out.filter((s) => matchers.some((m) => m(s.full_slug)))
  }
  if (p.excluding_slugs) {
    const matchers = p.excluding_slugs.map(slugMatcher)
    out = out.filter((s) => !matchers.some((m) => m(s.full_slug)))
  }
  if (p.excluding_ids) {
    const ids = new Set(p.excluding_ids)
    out = out.filter((s) => !ids.has(String(s.id)))
  }
  if (p.content_type) out = out.filter((s) => s.content.component === p.content_type)
  if (p.with_tag) {
    const tags = p.with_tag
    out = out.filter((s) => tags.every((t) => s.tag_list.includes(t)))
  }
  if (p.is_startpage) {
    const want = p.is_startpage === '1' || p.is_startpage === 'true'
    out = out.filter((s) => s.is_startpage === want)
  }
  if (p.search_term) {
    const term = p.search_term.toLocaleLowerCase('de-CH')
    out = out.filter((s) => s.name.toLocaleLowerCase('de-CH').includes(term) || JSON.stringify(s.content).toLocaleLowerCase('de-CH').includes(term))
  }
  for (const f of p.filter_query ?? []) out = out.filter((s) => matchesFilter(s.content[f.field], f.op, f.value))
  if (p.by_uuids_ordered) {
    const order = new Map(p.by_uuids_ordered.map((u, i) => [u, i]))
    return [...out].sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0))
  }
  return sorted(out, p.sort_by)
}

/** A story without the named content fields, at every level of its components. */
export function withoutFields(story: CdnStory, fields: readonly string[] | undefined): CdnStory {
  if (!fields?.length) return story
  const drop = new Set(fields)
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (!value || typeof value !== 'object') return value
    const obj = value as Record<string, unknown>
    if (typeof obj.component !== 'string' || typeof obj._uid !== 'string') return value
    return Object.fromEntries(
      Object.entries(obj)
        .filter(([k]) => !drop.has(k))
        .map(([k, v]) => [k, strip(v)]),
    )
  }
  return { ...story, content: strip(story.content) as Record<string, unknown> }
}

/** The uuids the named relation fields (`component.field`) of these stories hold. */
function relationUuids(stories: CdnStory[], fields: readonly string[]): Set<string> {
  const wanted = new Set(fields)
  const out = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const obj = value as Record<string, unknown>
    for (const [key, v] of Object.entries(obj)) {
      if (typeof obj.component === 'string' && wanted.has(`${obj.component}.${key}`)) {
        for (const uuid of Array.isArray(v) ? v : [v]) if (typeof uuid === 'string' && uuid) out.add(uuid)
      }
      walk(v)
    }
  }
  for (const story of stories) walk(story.content)
  return out
}

/** The uuids of stories that multilinks and rich-text links of these stories point at. */
function linkUuids(stories: CdnStory[]): Set<string> {
  const out = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const obj = value as Record<string, unknown>
    if (obj.fieldtype === 'multilink' && obj.linktype === 'story' && typeof obj.id === 'string' && obj.id) out.add(obj.id)
    if (obj.type === 'link' && obj.attrs && typeof obj.attrs === 'object') {
      const attrs = obj.attrs as Record<string, unknown>
      if (attrs.linktype === 'story' && typeof attrs.uuid === 'string') out.add(attrs.uuid)
    }
    for (const v of Object.values(obj)) walk(v)
  }
  for (const story of stories) walk(story.content)
  return out
}

/** Storyblok's link object of a story. */
export function linkOfStory(story: CdnStory): CdnLinkRow {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    name: story.name,
    is_folder: false,
    parent_id: 0,
    published: true,
    position: 0,
    is_startpage: story.is_startpage,
    real_path: `/${story.full_slug}`,
  }
}

export interface Resolved {
  rels: CdnStory[]
  links: unknown[]
}

/** `rels` and `links` for these stories as the parameters ask (ADR 0068). */
export function resolveFor(set: StorySet, stories: CdnStory[], p: { resolve_relations?: string[]; resolve_links?: string; excluding_fields?: string[] }): Resolved {
  const byUuid = new Map(set.stories.map((s) => [s.uuid, s]))
  const rels = p.resolve_relations?.length
    ? [...relationUuids(stories, p.resolve_relations)]
        .map((u) => byUuid.get(u))
        .filter((s): s is CdnStory => s !== undefined)
        .map((s) => withoutFields(s, p.excluding_fields))
    : []
  const links: unknown[] = []
  if (p.resolve_links && p.resolve_links !== '0') {
    const rows = new Map(set.linkRows.map((r) => [r.uuid, r]))
    for (const uuid of linkUuids(stories)) {
      const story = byUuid.get(uuid)
      if (story) links.push(p.resolve_links === 'story' || p.resolve_links === '1' ? story : { ...linkOfStory(story), full_slug: story.full_slug, url: story.full_slug })
      else {
        const row = rows.get(uuid)
        if (row) links.push({ ...row, full_slug: row.slug, url: row.slug })
      }
    }
  }
  return { rels, links }
}

/** A story by its full slug (in the asked language or German), numeric id or uuid. */
export function findStory(set: StorySet, key: string, findBy: StoryParams['find_by']): CdnStory | null {
  const clean = key.replace(/^\/+|\/+$/g, '')
  if (findBy === 'uuid') return set.stories.find((s) => s.uuid === clean) ?? null
  if (findBy !== 'slug' && /^\d+$/.test(clean)) {
    const byId = set.stories.find((s) => String(s.id) === clean)
    if (byId || findBy === 'id') return byId ?? null
  }
  // the slug in the asked language, else the German one (Storyblok's default slug with a language)
  return set.stories.find((s) => s.full_slug === clean) ?? set.stories.find((s) => s.default_full_slug === clean) ?? null
}

/** Storyblok's links object (`GET links`): every story and the link table's own rows, keyed by uuid. */
export function linksObject(set: StorySet, startsWith: string | undefined): Record<string, CdnLinkRow> {
  const prefix = (startsWith ?? '').replace(/^\/+/, '').replace(/\*$/, '')
  const rows = [...set.stories.map(linkOfStory), ...set.linkRows].filter((r) => r.slug.startsWith(prefix))
  rows.sort((a, b) => a.slug.localeCompare(b.slug))
  return Object.fromEntries(rows.map((r) => [r.uuid, r]))
}
