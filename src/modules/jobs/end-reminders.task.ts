import type { TaskConfig } from 'payload'

/** Daily at 07:00 (Europe/Zurich, run by src/modules/tasks): remind employers a week before a paid ad ends. */
export const jobEndRemindersTask: TaskConfig<{ input: Record<string, never>; output: { jobs: number; mails: number } }> = {
  slug: 'jobEndReminders',
  outputSchema: [
    { name: 'jobs', type: 'number', required: true },
    { name: 'mails', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => {
    // Loaded on first run: the config (also read by server/migrate-payload.ts) must not pull in server-only modules.
    const { sendEndReminders } = await import('./end-reminders.server')
    return { output: await sendEndReminders(req.payload) }
  },
}
