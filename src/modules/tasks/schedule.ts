import type { Payload } from 'payload'
import type { TaskTiming } from './slots'

// The background tasks and when they run (Swiss time). Each returns its counts, which the run
// record keeps. Handlers are loaded on first run, so this list stays cheap to import.

export type TaskCounts = Record<string, number>

export type ScheduledTask = {
  slug: string
  timing: TaskTiming
  run: (payload: Payload) => Promise<TaskCounts>
}

export const SCHEDULED_TASKS: readonly ScheduledTask[] = [
  {
    slug: 'sendJobAlerts',
    timing: { kind: 'daily', hour: 6, minute: 0 },
    run: async (payload) => (await import('../alerts/send.server')).sendDueAlerts(payload),
  },
  {
    slug: 'jobEndReminders',
    timing: { kind: 'daily', hour: 7, minute: 0 },
    run: async (payload) => (await import('../jobs/end-reminders.server')).sendEndReminders(payload),
  },
  {
    // Hourly, so a server stopped at midnight catches up within the hour (ADR 0038).
    slug: 'statisticsRollUp',
    timing: { kind: 'hourly', minute: 15 },
    run: async (payload) => {
      const { days } = await (await import('../statistics/rollup.server')).rollUpStatistics(payload.db.pool)
      const { deleted } = await (await import('../statistics/retention.server')).deleteOldEvents(payload.db.pool)
      return { days, deleted }
    },
  },
  {
    // The employers' career pages, feeds and sitemaps (ADR 0070): hourly, so a vanished ad goes
    // offline within the hour and a source's rate keeps each host's load small.
    slug: 'crawlSources',
    timing: { kind: 'hourly', minute: 40 },
    run: async (payload) => (await import('../crawler/crawl.server')).crawlAllSources(payload),
  },
  {
    // Content pages the team scheduled in /admin (versions.drafts.schedulePublish, ADR 0061): Payload
    // queues one 'schedulePublish' job per date; we run the due ones, no other queued job.
    slug: 'publishScheduled',
    timing: { kind: 'every', minutes: 5 },
    run: async (payload) => {
      const result = await payload.jobs.run({ where: { taskSlug: { equals: 'schedulePublish' } }, limit: 50, overrideAccess: true })
      return { published: Object.keys(result.jobStatus ?? {}).length }
    },
  },
]
