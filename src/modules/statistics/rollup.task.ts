import type { TaskConfig } from 'payload'

/**
 * Hourly at :15 (Europe/Zurich, run by src/modules/tasks): fold the finished days' raw events into the daily aggregates, then delete raw
 * events past their 13 months (ADR 0038). Hourly rather than daily so a server that was stopped
 * at midnight catches up within the hour; a run with nothing to do costs one query.
 */
export const statisticsRollUpTask: TaskConfig<{ input: Record<string, never>; output: { days: number; deleted: number } }> = {
  slug: 'statisticsRollUp',
  outputSchema: [
    { name: 'days', type: 'number', required: true },
    { name: 'deleted', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => {
    // Loaded on first run: the config (also read by server/migrate-payload.ts) must not pull in server-only modules.
    const { rollUpStatistics } = await import('./rollup.server')
    const { deleteOldEvents } = await import('./retention.server')
    const { days } = await rollUpStatistics(req.payload.db.pool)
    const { deleted } = await deleteOldEvents(req.payload.db.pool)
    return { output: { days, deleted } }
  },
}
