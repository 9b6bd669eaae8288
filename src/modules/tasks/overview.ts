import type { Payload } from 'payload'
import { SCHEDULED_TASKS, type ScheduledTask } from './schedule'
import { dueSlot, graceMinutes } from './slots'

// What the team sees of the background tasks in /admin (ADR 0045): which are overdue.

/** Tasks whose slot due a grace time ago has no successful run, nor has any later slot. */
export async function overdueTasks(payload: Payload, { now = new Date(), tasks = SCHEDULED_TASKS }: { now?: Date; tasks?: readonly ScheduledTask[] } = {}): Promise<string[]> {
  const overdue: string[] = []
  for (const task of tasks) {
    // Slots are Zurich wall-clock times that sort as text.
    const settled = dueSlot(task.timing, new Date(now.getTime() - graceMinutes(task.timing) * 60_000))
    const { rows } = await payload.db.pool.query(`SELECT 1 FROM task_runs WHERE task = $1 AND slot >= $2 AND outcome = 'ok' LIMIT 1`, [task.slug, settled])
    if (rows.length === 0) overdue.push(task.slug)
  }
  return overdue
}
