import type { TaskConfig } from 'payload'

/** Daily at 06:00 (Europe/Zurich, run by src/modules/tasks): mail every active alert its new matching ads. */
export const sendJobAlertsTask: TaskConfig<{ input: Record<string, never>; output: { alerts: number; mails: number } }> = {
  slug: 'sendJobAlerts',
  outputSchema: [
    { name: 'alerts', type: 'number', required: true },
    { name: 'mails', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => {
    // Loaded on first run: the config (also read by server/migrate-payload.ts) must not pull in server-only modules.
    const { sendDueAlerts } = await import('./send.server')
    return { output: await sendDueAlerts(req.payload) }
  },
}
