import 'server-only'
import type { Pool, PoolClient } from 'pg'

// Folds raw events into the daily aggregates, one Swiss calendar day per transaction (ADR 0038):
// lock the state row, replace the day's aggregate rows by a count of its raw events, move the
// state on, commit. So a run is
// - idempotent: a day is recounted from the raw events, never added to;
// - resumable: a crash rolls back the day it was in; the next run starts there;
// - once across processes: a second runner waits on the state row and then finds the day done.
// A day is folded once it ended GRACE_MINUTES ago (a request that began before midnight may still
// be committing its events).

export const ZONE = 'Europe/Zurich'
export const GRACE_MINUTES = 10
/** Days one run folds at most (a first run after a long stop catches up over several runs). */
export const MAX_DAYS_PER_RUN = 400

export interface RollUpOptions {
  now?: Date
  maxDays?: number
  /** Called inside each day's transaction before it commits (tests use it to simulate a crash). */
  beforeCommit?: (day: string) => void | Promise<void>
}

export interface RollUpResult {
  days: number
  rolledUntil: string
}

const dayStart = (param: string) => `(((${param})::date)::timestamp AT TIME ZONE '${ZONE}')`

// The state row is made by the migration; a reset that emptied the table gets it back here.
const ENSURE_STATE = `
  INSERT INTO statistic_rollup_state (id, rolled_until)
  SELECT 1, COALESCE(min((created_at AT TIME ZONE '${ZONE}')::date), ($1::timestamptz AT TIME ZONE '${ZONE}')::date) - 1 FROM statistic_events
  ON CONFLICT (id) DO NOTHING`

const NEXT_DAY = `
  SELECT (rolled_until + 1)::text AS day,
         (rolled_until + 1) < (($1::timestamptz - make_interval(mins => ${GRACE_MINUTES})) AT TIME ZONE '${ZONE}')::date AS complete
  FROM statistic_rollup_state WHERE id = 1 FOR UPDATE`

const FOLD_JOBS = `
  INSERT INTO statistic_daily_jobs (day, job_id, institution_id, institution_parent_id, impressions, views)
  SELECT $1::date, job_id, institution_id, COALESCE(institution_parent_id, 0),
         count(*) FILTER (WHERE type = 'fe/job/impression'), count(*) FILTER (WHERE type = 'fe/job/view')
  FROM statistic_events
  WHERE created_at >= ${dayStart('$1')} AND created_at < ${dayStart('$1::date + 1')}
    AND type IN ('fe/job/impression', 'fe/job/view') AND job_id IS NOT NULL AND institution_id IS NOT NULL
  GROUP BY job_id, institution_id, COALESCE(institution_parent_id, 0)`

const FOLD_INSTITUTIONS = `
  INSERT INTO statistic_daily_institutions (day, institution_id, institution_parent_id, impressions, views)
  SELECT $1::date, institution_id, COALESCE(institution_parent_id, 0),
         count(*) FILTER (WHERE type = 'fe/institution/impression'), count(*) FILTER (WHERE type = 'fe/institution/view')
  FROM statistic_events
  WHERE created_at >= ${dayStart('$1')} AND created_at < ${dayStart('$1::date + 1')}
    AND type IN ('fe/institution/impression', 'fe/institution/view') AND institution_id IS NOT NULL
  GROUP BY institution_id, COALESCE(institution_parent_id, 0)`

async function foldNextDay(client: PoolClient, now: Date, beforeCommit: RollUpOptions['beforeCommit']): Promise<string | null> {
  await client.query('BEGIN')
  try {
    const { rows } = await client.query<{ day: string; complete: boolean }>(NEXT_DAY, [now.toISOString()])
    const next = rows[0]
    if (!next) throw new Error('statistic_rollup_state has no row')
    if (!next.complete) {
      await client.query('ROLLBACK')
      return null
    }
    await client.query('DELETE FROM statistic_daily_jobs WHERE day = $1', [next.day])
    await client.query('DELETE FROM statistic_daily_institutions WHERE day = $1', [next.day])
    await client.query(FOLD_JOBS, [next.day])
    await client.query(FOLD_INSTITUTIONS, [next.day])
    await client.query('UPDATE statistic_rollup_state SET rolled_until = $1, updated_at = now() WHERE id = 1', [next.day])
    await beforeCommit?.(next.day)
    await client.query('COMMIT')
    return next.day
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}

/** Folds every complete day not yet folded (at most `maxDays`). */
export async function rollUpStatistics(pool: Pool, options: RollUpOptions = {}): Promise<RollUpResult> {
  const now = options.now ?? new Date()
  const maxDays = options.maxDays ?? MAX_DAYS_PER_RUN
  const client = await pool.connect()
  try {
    await client.query(ENSURE_STATE, [now.toISOString()])
    let days = 0
    while (days < maxDays) {
      const day = await foldNextDay(client, now, options.beforeCommit)
      if (day === null) break
      days++
    }
    const { rows } = await client.query<{ rolled_until: string }>('SELECT rolled_until::text FROM statistic_rollup_state WHERE id = 1')
    return { days, rolledUntil: rows[0]?.rolled_until ?? '' }
  } finally {
    client.release()
  }
}
