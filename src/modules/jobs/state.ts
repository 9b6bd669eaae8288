import type { Where } from 'payload'

// Where a job ad stands. "Online" is what the public sees; the groups are the cockpit's tabs.
export type JobGroup = 'draft' | 'future' | 'active' | 'expired' | 'pendingAccess'

export interface JobStateFields {
  status: 'draft' | 'published'
  paused?: boolean | null
  crawler_job?: boolean | null
  crawler_decline?: boolean | null
  has_full_access?: boolean | null
  online_from?: string | null
  online_until?: string | null
}

export function isOnline(job: JobStateFields, now = new Date()): boolean {
  if (job.status !== 'published' || job.paused || job.crawler_decline) return false
  if (!job.online_from || !job.online_until) return false
  return new Date(job.online_from) <= now && now <= new Date(job.online_until)
}

/** A free listing: read from the employer's website and not taken over (ADR 0071). */
export function isFreeListing(job: Pick<JobStateFields, 'crawler_job' | 'has_full_access'>): boolean {
  return Boolean(job.crawler_job) && !job.has_full_access
}

export function jobGroup(job: JobStateFields, now = new Date()): JobGroup {
  if (job.crawler_job && !job.has_full_access) return 'pendingAccess'
  if (job.status === 'draft') return 'draft'
  if (job.online_from && new Date(job.online_from) > now) return 'future'
  if (job.online_until && new Date(job.online_until) < now) return 'expired'
  return 'active'
}

/** The same rule as isOnline, as a Payload query. */
export function onlineJobsWhere(now = new Date()): Where {
  const iso = now.toISOString()
  return {
    and: [
      { status: { equals: 'published' } },
      { paused: { not_equals: true } },
      { crawler_decline: { not_equals: true } },
      { online_from: { less_than_equal: iso } },
      { online_until: { greater_than_equal: iso } },
    ],
  }
}

/** The same rule as isOnline, as an SQL condition on the jobs row `alias`, the time being the parameter `now` (e.g. `$2`). */
export function onlineJobSql(alias: string, now: string): string {
  const j = alias
  return `${j}.status = 'published' AND ${j}.paused IS NOT TRUE AND ${j}.crawler_decline IS NOT TRUE AND ${j}.online_from <= ${now} AND ${j}.online_until >= ${now}`
}

const DAY = 86_400_000

/** Extending an ad (decisions: job ads): the new end is max(now, old end) + the package's days. */
export function extendedUntil(now: Date, until: Date | string | null | undefined, days: number): Date {
  const end = until ? new Date(until).getTime() : now.getTime()
  return new Date(Math.max(now.getTime(), end) + days * DAY)
}
