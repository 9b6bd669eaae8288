import type { TaskConfig } from 'payload'
import { sendDueAlerts } from './send.server'

/** Daily at 06:00 (server time): mail every active alert its new matching ads. */
export const sendJobAlertsTask: TaskConfig<{ input: Record<string, never>; output: { alerts: number; mails: number } }> = {
  slug: 'sendJobAlerts',
  outputSchema: [
    { name: 'alerts', type: 'number', required: true },
    { name: 'mails', type: 'number', required: true },
  ],
  schedule: [{ cron: '0 0 6 * * *', queue: 'daily' }],
  retries: 2,
  handler: async ({ req }) => {
    const result = await sendDueAlerts(req.payload)
    return { output: result }
  },
}
