import 'server-only'
import os from 'node:os'
import type { Payload } from 'payload'
import { SCHEDULED_TASKS, type ScheduledTask } from './schedule'
import { dueSlot } from './slots'

// Our own small runner for the scheduled tasks (ADR 0045), started with the app process. Each
// minute it looks at every task's due slot and claims it with one INSERT into task_runs: the unique
// (task, slot) key lets exactly one process win, however many run; the others do nothing. The row
// then records the run: start, end, outcome and counts.

const TICK_MS = 60_000
const MAX_ATTEMPTS = 3
const STALE_MINUTES = 120

export type RunRecord = { task: string; slot: string; outcome: 'ok' | 'failed'; counts: Record<string, number> }

/** Runs every task whose due slot has no run yet; returns the runs this call made. */
export async function runDueTasks(payload: Payload, { now = new Date(), tasks = SCHEDULED_TASKS }: { now?: Date; tasks?: readonly ScheduledTask[] } = {}): Promise<RunRecord[]> {
  const runs: RunRecord[] = []
  for (const task of tasks) {
    const slot = dueSlot(task.timing, now)
    // A failed slot is taken again on a later tick (up to MAX_ATTEMPTS), and so is one whose
    // process died mid-run (still 'running' after STALE_MINUTES); the row lock makes that atomic too.
    const claim = await payload.db.pool.query<{ id: number }>(
      `INSERT INTO task_runs (task, slot, started_at, outcome, host, attempts) VALUES ($1, $2, now(), 'running', $3, 1)
       ON CONFLICT (task, slot) DO UPDATE SET started_at = now(), finished_at = NULL, outcome = 'running', host = $3,
         attempts = task_runs.attempts + 1, updated_at = now()
       WHERE task_runs.attempts < $4
         AND (task_runs.outcome = 'failed' OR (task_runs.outcome = 'running' AND task_runs.started_at < now() - make_interval(mins => $5)))
       RETURNING id`,
      [task.slug, slot, `${os.hostname()}:${process.pid}`, MAX_ATTEMPTS, STALE_MINUTES],
    )
    const id = claim.rows[0]?.id
    if (id === undefined) continue
    try {
      const counts = await task.run(payload)
      await payload.db.pool.query(`UPDATE task_runs SET finished_at = now(), outcome = 'ok', counts = $2, updated_at = now() WHERE id = $1`, [id, JSON.stringify(counts)])
      payload.logger.info({ task: task.slug, slot, counts }, 'task run finished')
      runs.push({ task: task.slug, slot, outcome: 'ok', counts })
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      await payload.db.pool.query(`UPDATE task_runs SET finished_at = now(), outcome = 'failed', error = $2, updated_at = now() WHERE id = $1`, [id, message.slice(0, 2000)])
      payload.logger.error({ err, task: task.slug, slot }, 'task run failed')
      runs.push({ task: task.slug, slot, outcome: 'failed', counts: {} })
    }
  }
  return runs
}

/** False when JOBS_AUTORUN=false: that process neither schedules nor runs anything. */
export function runnerEnabled(environment: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return environment.JOBS_AUTORUN !== 'false'
}

let timer: NodeJS.Timeout | null = null

/** Starts the minute tick once per process (a catch-up tick right away); a no-op when disabled. */
export function startTaskRunner(payload: Payload, environment: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (!runnerEnabled(environment)) {
    console.info('[helvemed] task runner off (JOBS_AUTORUN=false)')
    return false
  }
  if (timer) return true
  let busy = false
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      await runDueTasks(payload)
    } catch (err) {
      payload.logger.error({ err }, 'task runner tick failed')
    } finally {
      busy = false
    }
  }
  timer = setInterval(() => void tick(), TICK_MS)
  timer.unref()
  void tick()
  console.info(`[helvemed] task runner on: ${SCHEDULED_TASKS.map((t) => t.slug).join(', ')} (Europe/Zurich)`)
  return true
}
