import 'server-only'
import os from 'node:os'
import type { Payload } from 'payload'
import { SCHEDULED_TASKS, type ScheduledTask } from './schedule'
import { dueSlot } from './slots'
import { runnerEnabled } from './autorun'
import { runQueuedTasks } from './queue.server'
import { QUEUED_TASKS } from './queued-tasks'

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

export { runnerEnabled }

/** What /api/ready reads (ADR 0050): when the runner started in this process, its timer last fired, and the run under way began. */
export interface RunnerHeartbeat {
  startedAt: number
  lastTickAt: number
  busySince: number | null
}

// Process-global, not module state: Next bundles instrumentation.ts and the route handlers
// separately, so each bundle has its own copy of this module.
const HEARTBEAT = Symbol.for('helvemed.taskRunner')
type WithHeartbeat = typeof globalThis & { [HEARTBEAT]?: RunnerHeartbeat }

/** This process's runner, or null when it has not been started here. */
export function runnerHeartbeat(): RunnerHeartbeat | null {
  return (globalThis as WithHeartbeat)[HEARTBEAT] ?? null
}

/** For tests: forget the runner of this process (its timer is not stopped). */
export function resetRunnerHeartbeat(): void {
  delete (globalThis as WithHeartbeat)[HEARTBEAT]
}

export type RunnerHealth = { state: 'ok' | 'off' } | { state: 'failed'; reason: string }

/** The tick is late when the timer has not fired for this long (three ticks). */
export const SILENT_AFTER_MS = 3 * TICK_MS

/**
 * Is the runner of this process alive? Off (JOBS_AUTORUN=false) is not a failure; not started,
 * a timer that stopped firing, or a run going on longer than a stale one counts, are.
 */
export function runnerHealth(heartbeat: RunnerHeartbeat | null, now: number, environment: Readonly<Record<string, string | undefined>> = process.env): RunnerHealth {
  if (!runnerEnabled(environment)) return { state: 'off' }
  if (!heartbeat) return { state: 'failed', reason: 'not started in this process' }
  const silent = now - heartbeat.lastTickAt
  if (silent > SILENT_AFTER_MS) return { state: 'failed', reason: `no tick for ${Math.round(silent / 1000)} s` }
  if (heartbeat.busySince !== null && now - heartbeat.busySince > STALE_MINUTES * 60_000) {
    return { state: 'failed', reason: `a run has been going for ${Math.round((now - heartbeat.busySince) / 60_000)} min` }
  }
  return { state: 'ok' }
}

/** Starts the minute tick once per process (a catch-up tick right away); a no-op when disabled. */
export function startTaskRunner(
  payload: Payload,
  environment: Readonly<Record<string, string | undefined>> = process.env,
  tasks: readonly ScheduledTask[] = SCHEDULED_TASKS,
): boolean {
  if (!runnerEnabled(environment)) {
    console.info('[helvemed] task runner off (JOBS_AUTORUN=false)')
    return false
  }
  if (runnerHeartbeat()) return true
  const heartbeat: RunnerHeartbeat = { startedAt: Date.now(), lastTickAt: Date.now(), busySince: null }
  ;(globalThis as WithHeartbeat)[HEARTBEAT] = heartbeat
  const tick = async () => {
    heartbeat.lastTickAt = Date.now()
    if (heartbeat.busySince !== null) return
    heartbeat.busySince = Date.now()
    try {
      await runDueTasks(payload, { tasks })
      // what the team queued and no process ran yet (ADR 0078)
      await runQueuedTasks(payload, QUEUED_TASKS)
    } catch (err) {
      payload.logger.error({ err }, 'task runner tick failed')
    } finally {
      heartbeat.busySince = null
    }
  }
  setInterval(() => void tick(), TICK_MS).unref()
  void tick()
  console.info(`[helvemed] task runner on: ${tasks.map((t) => t.slug).join(', ')} (Europe/Zurich)`)
  return true
}
