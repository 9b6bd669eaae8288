import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { apiError } from '@/lib/http/api-error'
import { parseIdParam } from '@/lib/params'
import { z } from '@/lib/zod'
import { isAdminUser } from '../access/access'
import { runnerEnabled } from '../tasks/autorun'
import { openRun, queueTask, startQueuedTasks, type QueuedTask } from '../tasks/queue.server'
import { crawlSource } from './crawl.server'

// The team's "crawl now" on a crawl source in /admin (ADR 0078): it queues the source's crawl on
// the task queue (one open crawl per source, whoever asks and however often) and answers the run's
// state and the source's last crawl, which the button reads until the run is done.

export const CRAWL_TASK = 'crawlSource'
const keyOf = (id: number) => `source:${id}`

/** The queued task: crawls the source named by the key ('source:12'); its counts go to the run's record. */
export async function runSourceCrawl(payload: Payload, key: string): Promise<Record<string, number>> {
  const id = parseIdParam(/^source:(\d+)$/.exec(key)?.[1])
  const result = id === null ? null : await crawlSource(payload, id)
  if (!result) throw new Error(`no crawl source ${key}`)
  return { found: result.found, new: result.new, changed: result.changed, offline: result.offline, errors: result.errors }
}

/** This process runs the crawl it queued (the same task as in tasks/queued-tasks.ts, without the lazy load). */
const CRAWL_SOURCE: QueuedTask = { slug: CRAWL_TASK, run: runSourceCrawl }

export interface CrawlState {
  /** the open run's state, or null when none is open (the last crawl below is the result) */
  run: 'queued' | 'running' | null
  queued: boolean
  last: {
    at: string | null
    status: string | null
    found: number | null
    new: number | null
    changed: number | null
    offline: number | null
    errors: number | null
  }
}

const count = z.coerce.number().int().nullable()
/** The source's last-crawl columns (numeric columns arrive as text). */
const LastCrawlRow = z.object({
  last_crawl_at: z.coerce.date().nullable(),
  last_status: z.string().nullable(),
  last_found: count,
  last_new: count,
  last_changed: count,
  last_offline: count,
  last_errors: count,
})

async function stateOf(payload: Payload, id: number, queued: boolean): Promise<CrawlState | null> {
  const { rows } = await payload.db.pool.query(
    'SELECT last_crawl_at, last_status, last_found, last_new, last_changed, last_offline, last_errors FROM crawl_sources WHERE id = $1',
    [id],
  )
  if (!rows[0]) return null
  const row = LastCrawlRow.parse(rows[0])
  const open = await openRun(payload, CRAWL_TASK, keyOf(id))
  return {
    run: open?.outcome ?? null,
    queued,
    last: {
      at: row.last_crawl_at?.toISOString() ?? null,
      status: row.last_status,
      found: row.last_found,
      new: row.last_new,
      changed: row.last_changed,
      offline: row.last_offline,
      errors: row.last_errors,
    },
  }
}

/** The team only: anyone else is refused before anything is read. */
function sourceIdFor(req: PayloadRequest): { id: number } | { refused: Response } {
  if (!req.user) return { refused: apiError('unauthorized') }
  if (!isAdminUser(req.user)) return { refused: apiError('forbidden') }
  const id = parseIdParam(req.routeParams?.id)
  return id === null ? { refused: apiError('notFound') } : { id }
}

/** POST /api/cms/crawl-sources/:id/crawl-now: queue the crawl (202) or name the open one (200). */
export async function crawlNowHandler(req: PayloadRequest): Promise<Response> {
  const checked = sourceIdFor(req)
  if ('refused' in checked) return checked.refused
  const exists = await stateOf(req.payload, checked.id, false)
  if (!exists) return apiError('notFound')
  const { queued } = await queueTask(req.payload, CRAWL_TASK, keyOf(checked.id))
  // this process starts it at once unless it runs no tasks (JOBS_AUTORUN=false): then a runner's tick takes it
  if (queued && runnerEnabled()) startQueuedTasks(req.payload, [CRAWL_SOURCE])
  const state = await stateOf(req.payload, checked.id, queued)
  return Response.json(state, { status: queued ? 202 : 200, headers: { 'Cache-Control': 'no-store' } })
}

/** GET /api/cms/crawl-sources/:id/crawl-now: the open run and the last crawl. */
export async function crawlStateHandler(req: PayloadRequest): Promise<Response> {
  const checked = sourceIdFor(req)
  if ('refused' in checked) return checked.refused
  const state = await stateOf(req.payload, checked.id, false)
  return state ? Response.json(state, { headers: { 'Cache-Control': 'no-store' } }) : apiError('notFound')
}
