import 'server-only'
import type { Payload } from 'payload'
import { applyAds, type ApplyCounts } from './apply-ads.server'
import { collectAds, type SourceToCrawl } from './collect-ads.server'
import type { FetchSettings } from './fetch-http'
import { crawlerFetchSettings } from './fetch-settings'
import { createFetchSession, type FetchSession } from './fetch-session'
import type { CrawlProblem, CrawlStatus } from './source-kinds'

// The hourly crawl (ADR 0070): every active source in turn, one fetch session for the whole run
// (robots.txt per host, the per-host rate), and the source's last crawl written for the team.

export const MAX_SOURCES_PER_RUN = 200

export interface SourceResult extends ApplyCounts {
  source: number
  status: CrawlStatus
  errors: number
  problem: CrawlProblem | null
}

export interface CrawlOptions {
  now?: Date
  settings?: FetchSettings
  /** the wait between two requests to one host; by default the source's rate */
  rateMs?: (source: { rate_seconds: number }) => number
  session?: FetchSession
}

interface SourceRow {
  id: number
  institution_id: number
  kind: SourceToCrawl['kind']
  url: string
  language: SourceToCrawl['language']
  rate_seconds: string
}

async function recordCrawl(payload: Payload, result: SourceResult, now: Date): Promise<void> {
  await payload.db.pool.query(
    `UPDATE crawl_sources SET last_crawl_at = $2, last_status = $3::enum_crawl_sources_last_status, last_found = $4, last_new = $5, last_changed = $6,
       last_offline = $7, last_errors = $8, last_problem = $9::enum_crawl_sources_last_problem,
       consecutive_failures = CASE WHEN $3::enum_crawl_sources_last_status = 'failed' THEN COALESCE(consecutive_failures, 0) + 1 ELSE 0 END,
       updated_at = now()
     WHERE id = $1`,
    [result.source, now.toISOString(), result.status, result.found, result.new, result.changed, result.offline, result.errors, result.problem],
  )
}

async function crawlOne(payload: Payload, row: SourceRow, session: FetchSession, rateMs: number, now: Date): Promise<SourceResult> {
  const source: SourceToCrawl = { id: row.id, kind: row.kind, url: row.url, language: row.language }
  let result: SourceResult
  try {
    const collected = await collectAds(payload.db.pool, source, session, rateMs)
    const counts =
      collected.status === 'failed'
        ? { found: 0, new: 0, changed: 0, offline: 0, skipped: 0 }
        : await applyAds(payload, { id: row.id, institution: row.institution_id }, collected.ads, collected.status, now)
    result = { source: row.id, status: collected.status, errors: collected.errors, problem: collected.problem, ...counts }
  } catch (err) {
    payload.logger.error({ err, source: row.id }, 'crawl of a source failed')
    result = { source: row.id, status: 'failed', errors: 1, problem: 'network', found: 0, new: 0, changed: 0, offline: 0, skipped: 0 }
  }
  await recordCrawl(payload, result, now)
  return result
}

/** Crawls one source now (also the team's "crawl now"). */
export async function crawlSource(payload: Payload, sourceId: number, options: CrawlOptions = {}): Promise<SourceResult | null> {
  const rows = await sourceRows(payload, sourceId)
  const row = rows[0]
  if (!row) return null
  const session = options.session ?? createFetchSession(options.settings ?? crawlerFetchSettings())
  return crawlOne(payload, row, session, rateOf(row, options), options.now ?? new Date())
}

/** The scheduled task: every active source; its counts go to the task run's record. */
export async function crawlAllSources(payload: Payload, options: CrawlOptions = {}): Promise<Record<string, number>> {
  const session = options.session ?? createFetchSession(options.settings ?? crawlerFetchSettings())
  const totals = { sources: 0, ok: 0, partial: 0, failed: 0, new: 0, changed: 0, offline: 0 }
  for (const row of await sourceRows(payload)) {
    // the team's "crawl now" of this source is queued or running (ADR 0078): it is crawled by that run
    if (await crawlNowOpen(payload, row.id)) continue
    const result = await crawlOne(payload, row, session, rateOf(row, options), options.now ?? new Date())
    totals.sources++
    totals[result.status]++
    totals.new += result.new
    totals.changed += result.changed
    totals.offline += result.offline
  }
  return totals
}

/** Whether the team's crawl now of this source is queued or running (tasks/queue.server.ts, ADR 0078). */
async function crawlNowOpen(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query(
    `SELECT 1 FROM task_runs WHERE task = 'crawlSource' AND split_part(slot, '@', 1) = $1 AND outcome IN ('queued', 'running') LIMIT 1`,
    [`source:${id}`],
  )
  return rows.length > 0
}

const rateOf = (row: SourceRow, options: CrawlOptions) =>
  options.rateMs ? options.rateMs({ rate_seconds: Number(row.rate_seconds) }) : Math.max(1, Number(row.rate_seconds) || 2) * 1000

async function sourceRows(payload: Payload, id?: number): Promise<SourceRow[]> {
  const { rows } = await payload.db.pool.query<SourceRow>(
    `SELECT id, institution_id, kind, url, language, rate_seconds FROM crawl_sources
     WHERE ${id === undefined ? 'active IS TRUE' : 'id = $1'} ORDER BY last_crawl_at ASC NULLS FIRST, id LIMIT ${MAX_SOURCES_PER_RUN}`,
    id === undefined ? [] : [id],
  )
  return rows
}
