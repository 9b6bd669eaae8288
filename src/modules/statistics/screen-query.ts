import { z } from '@/lib/zod'
import { PRESETS, presetRange } from './dates'
import { statisticsRequestSchema, type StatisticsRequest } from './request-schema'
import { isId, parseIdParam } from '@/lib/params'

// The statistics screen's state lives in its query string (ADR 0038), so that a selection has a
// URL, works without JavaScript and is the same for the export links:
// ?preset=30d|…|custom&from&to&view=jobs|institutions&institution=1&institution=2&job=5&sort&dir

export const SORT_KEYS = ['name', 'impressions', 'views', 'ctr'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const VIEWS = ['jobs', 'institutions'] as const
export type StatisticsView = (typeof VIEWS)[number]

const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => [...new Set((v === undefined ? [] : Array.isArray(v) ? v : [v]).map(parseIdParam).filter(isId))])

const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v) ?? '')

export const ScreenQuerySchema = z.object({
  preset: single.pipe(z.enum(PRESETS).catch('30d')),
  from: single,
  to: single,
  view: single.pipe(z.enum(VIEWS).catch('jobs')),
  institution: ids,
  job: ids,
  sort: single.pipe(z.enum(SORT_KEYS).catch('impressions')),
  dir: single.pipe(z.enum(['asc', 'desc']).catch('desc')),
})
export type ScreenQuery = z.infer<typeof ScreenQuerySchema>

export function parseScreenQuery(params: Record<string, string | string[] | undefined> | URLSearchParams): ScreenQuery {
  const record: Record<string, string | string[]> = {}
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params)
  for (const [key, value] of entries) {
    if (value === undefined) continue
    const prev = record[key]
    record[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), ...(Array.isArray(value) ? value : [value])]
  }
  return ScreenQuerySchema.parse(record)
}

/** The range the screen shows: the preset's, or the typed dates for `custom`. */
export function screenRange(query: ScreenQuery, today: string): { from: string; to: string } {
  return query.preset === 'custom' ? { from: query.from, to: query.to } : presetRange(query.preset, today)
}

export type ScreenRequest = { ok: true; request: StatisticsRequest } | { ok: false; errors: Record<string, string[]> }

/** The statistics request of a screen query, checked by the call's own schema (messages are keys). */
export function screenRequest(query: ScreenQuery, today: string): ScreenRequest {
  const { from, to } = screenRange(query, today)
  const parsed = statisticsRequestSchema(today).safeParse({
    from,
    to,
    institutions: query.institution.length > 0 ? query.institution.join(',') : 'all',
    jobs: query.view === 'institutions' ? '' : query.job.length > 0 ? query.job.join(',') : 'all',
  })
  if (parsed.success) return { ok: true, request: parsed.data }
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'from')
    const list = (errors[field] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return { ok: false, errors }
}

/** The query string of a screen state (for sort links and exports). */
export function screenQueryString(query: ScreenQuery, over: Partial<ScreenQuery> = {}): string {
  const q = { ...query, ...over }
  const params = new URLSearchParams({ preset: q.preset })
  if (q.preset === 'custom') {
    params.set('from', q.from)
    params.set('to', q.to)
  }
  params.set('view', q.view)
  for (const id of q.institution) params.append('institution', String(id))
  if (q.view === 'jobs') for (const id of q.job) params.append('job', String(id))
  params.set('sort', q.sort)
  params.set('dir', q.dir)
  return params.toString()
}
