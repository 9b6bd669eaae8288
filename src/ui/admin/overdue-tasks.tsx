import type { Payload } from 'payload'
import type { I18nClient } from '@payloadcms/translations'
import { Banner } from '@payloadcms/ui'
import { adminWord } from '@/lib/admin-labels'
import { overdueTasks } from '@/modules/tasks/overview'

// In /admin, above the task runs (ADR 0045): the background tasks whose last planned run has not
// gone well within its grace time. Payload renders it as a server component with the Payload
// instance and the team member's language (words from the catalogues, ADR 0053).

const NAMES: Record<string, string> = {
  sendJobAlerts: 'taskSendJobAlerts',
  jobEndReminders: 'taskJobEndReminders',
  statisticsRollUp: 'taskStatisticsRollUp',
  crawlSources: 'taskCrawlSources',
}

export async function OverdueTasks({ payload, i18n }: { payload: Payload; i18n?: I18nClient }) {
  const overdue = await overdueTasks(payload)
  const req = { i18n } as never
  const word = (key: string) => adminWord(req, 'ui', key) ?? key
  return (
    <div data-testid="overdue-tasks" style={{ margin: '16px 0', padding: '0 var(--gutter-h, 60px)' }}>
      {overdue.length === 0 ? (
        <Banner type="success">{word('tasksOnTime')}</Banner>
      ) : (
        <Banner type="error">
          <strong>{word('tasksOverdue')}</strong> {overdue.map((slug) => (NAMES[slug] ? word(NAMES[slug]) : slug)).join(', ')}. {word('tasksCheck')}
        </Banner>
      )}
    </div>
  )
}
