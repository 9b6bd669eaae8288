import { safeHttpUrl } from '@/lib/params'
import { relIds } from '@/lib/relations'
import type { Job } from '@/payload-types'

/** The catalogue key of an essential by its id (null: not in the catalogue). */
export type EssentialKeyOf = (list: 'fields' | 'levels', id: unknown) => string | null

/**
 * The fields the job shapes share (the public "Job" and the employer's "Job (with content)"),
 * read from a stored job: identity, workload, online window, start, crawler flags, fields and
 * levels as catalogue keys, and the ad's own facts after its content.
 */
export function sharedJobFields(job: Job, keyOf: EssentialKeyOf) {
  const keys = (list: 'fields' | 'levels', ids: number[]) => ids.map((id) => keyOf(list, id)).filter((k): k is string => k !== null)
  return {
    id: job.id,
    slug: job.slug,
    type: job.type,
    title: job.title,
    pensum_min: job.pensum_min,
    pensum_max: job.pensum_max,
    online_from: job.online_from ?? null,
    online_until: job.online_until ?? null,
    available_from: job.available_from_type === 'date' ? (job.available_from ?? null) : null,
    is_agreement: job.available_from_type === 'agreement',
    crawler_job: Boolean(job.crawler_job),
    crawler_decline: Boolean(job.crawler_decline),
    fields: keys('fields', relIds(job.fields)),
    levels: keys('levels', relIds(job.levels)),
    original: safeHttpUrl(job.original),
    apply: job.apply ?? null,
    salary_min: job.salary_min ?? null,
    salary_max: job.salary_max ?? null,
    locale: job.locale,
  }
}
