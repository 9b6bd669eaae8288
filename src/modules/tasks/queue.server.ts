import 'server-only'
import os from 'node:os'
import type { Payload } from 'payload'
import type { TaskCounts } from './schedule'

// Tasks the team asks for now (ADR 0078), recorded in task_runs beside the scheduled ones (ADR 0045).
// Queuing inserts a 'queued' row whose slot is '<key>@<time>'; a unique index over (task, key) for
// open rows (queued or running, migration 20261127_190700) lets at most one be open per task and
// key: a double click, two tabs or two processes queue one run. A process claims a queued row with
// one UPDATE (SKIP LOCKED), so each runs once; the process that queued it starts at once, and every
// runner's minute tick takes what is left (its process stopped before). The tasks that may be
// queued are listed in queued-tasks.ts.

export type QueuedTask = {
  slug: string
  run: (payload: Payload, key: string) => Promise<TaskCounts>
}

/** A run open longer than this belongs to a process that stopped: it no longer blocks a new one. */
const STALE_MINUTES = 120
/** At most this many queued runs per call, so a tick stays bounded. */
const RUNS_PER_CALL = 20

export type OpenRun = { id: number; outcome: 'queued' | 'running' }
export type QueueResult = { queued: boolean; run: OpenRun }

/** Queues the task for this key unless one is open; either way answers the open run. */
export async function queueTask(payload: Payload, task: string, key: string): Promise<QueueResult> {
  const pool = payload.db.pool
  await pool.query(
    `UPDATE task_runs SET outcome = 'failed', finished_at = now(), error = 'stopped: the process running it ended', updated_at = now()
     WHERE task = $1 AND split_part(slot, '@', 1) = $2 AND outcome = 'running' AND started_at < now() - make_interval(mins => $3)`,
    [task, key, STALE_MINUTES],
  )
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await pool.query<{ id: number }>(
      `INSERT INTO task_runs (task, slot, outcome, attempts) VALUES ($1, $2 || '@' || to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'queued', 1)
       ON CONFLICT DO NOTHING RETURNING id`,
      [task, key],
    )
    if (inserted.rows[0]) return { queued: true, run: { id: inserted.rows[0].id, outcome: 'queued' } }
    const open = await openRun(payload, task, key)
    // the open run may have finished between the two statements: then queue again
    if (open) return { queued: false, run: open }
  }
  throw new Error(`could not queue ${task} ${key}`)
}

/** The open (queued or running) run of the task for this key, if any. */
export async function openRun(payload: Payload, task: string, key: string): Promise<OpenRun | null> {
  const { rows } = await payload.db.pool.query<OpenRun>(
    `SELECT id, outcome FROM task_runs WHERE task = $1 AND split_part(slot, '@', 1) = $2 AND outcome IN ('queued', 'running') LIMIT 1`,
    [task, key],
  )
  return rows[0] ?? null
}

/** Claims and runs queued runs, one after the other; answers how many ran. */
export async function runQueuedTasks(payload: Payload, tasks: readonly QueuedTask[]): Promise<number> {
  const bySlug = new Map(tasks.map((t) => [t.slug, t]))
  let ran = 0
  while (ran < RUNS_PER_CALL) {
    const claim = await payload.db.pool.query<{ id: number; task: string; slot: string }>(
      `UPDATE task_runs SET outcome = 'running', started_at = now(), host = $1, updated_at = now()
       WHERE id = (SELECT id FROM task_runs WHERE outcome = 'queued' AND task = ANY($2) ORDER BY created_at, id FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id, task, slot`,
      [`${os.hostname()}:${process.pid}`, [...bySlug.keys()]],
    )
    const row = claim.rows[0]
    if (!row) break
    ran++
    const key = row.slot.split('@')[0] ?? ''
    try {
      const counts = await bySlug.get(row.task)!.run(payload, key)
      await payload.db.pool.query(`UPDATE task_runs SET finished_at = now(), outcome = 'ok', counts = $2, updated_at = now() WHERE id = $1`, [row.id, JSON.stringify(counts)])
      payload.logger.info({ task: row.task, key, counts }, 'queued task finished')
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      await payload.db.pool.query(`UPDATE task_runs SET finished_at = now(), outcome = 'failed', error = $2, updated_at = now() WHERE id = $1`, [row.id, message.slice(0, 2000)])
      payload.logger.error({ err, task: row.task, key }, 'queued task failed')
    }
  }
  return ran
}

/** Runs the queue in the background of this process (after a request queued something). */
export function startQueuedTasks(payload: Payload, tasks: readonly QueuedTask[]): void {
  void runQueuedTasks(payload, tasks).catch((err: unknown) => payload.logger.error({ err }, 'queued tasks failed'))
}
