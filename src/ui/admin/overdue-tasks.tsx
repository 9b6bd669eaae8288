import type { Payload } from 'payload'
import { Banner } from '@payloadcms/ui'
import { overdueTasks } from '@/modules/tasks/overview'

// In /admin, above the task runs (ADR 0045): the background tasks whose last planned run has not
// gone well within its grace time. Payload renders it as a server component with the Payload instance.

const NAMES: Record<string, string> = {
  sendJobAlerts: 'Job-Abo-Mails (täglich 06:00)',
  jobEndReminders: 'Erinnerungen vor Inserate-Ende (täglich 07:00)',
  statisticsRollUp: 'Statistik-Verdichtung (stündlich :15)',
}

export async function OverdueTasks({ payload }: { payload: Payload }) {
  const overdue = await overdueTasks(payload)
  return (
    <div data-testid="overdue-tasks" style={{ margin: '16px 0', padding: '0 var(--gutter-h, 60px)' }}>
      {overdue.length === 0 ? (
        <Banner type="success">Alle Hintergrund-Tasks sind planmässig gelaufen.</Banner>
      ) : (
        <Banner type="error">
          <strong>Überfällig:</strong> {overdue.map((slug) => NAMES[slug] ?? slug).join(', ')}. Bitte den letzten Lauf und das Server-Log prüfen.
        </Banner>
      )}
    </div>
  )
}
