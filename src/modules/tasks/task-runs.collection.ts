import type { CollectionConfig, Field, FieldHook } from 'payload'
import { adminWord, requestLanguage } from '@/lib/admin-labels'
import { adminOnly } from '../access/access'

// The record of every background task run (ADR 0045), written by the task runner with plain SQL.
// The team reads it in /admin; nobody writes it through Payload. The stored values (task slug,
// outcome, counts as JSON) are shown in words of the team member's language (no raw
// values in /admin, ADR 0053), through read-only virtual fields.
const never = () => false

const taskName: FieldHook = ({ siblingData, req }) => {
  const task = String(siblingData?.task ?? '')
  return adminWord(req, 'taskRuns', 'tasks', task) ?? task
}

const result: FieldHook = ({ siblingData, req }) => {
  const outcome = String(siblingData?.outcome ?? '')
  return adminWord(req, 'taskRuns', 'outcomes', outcome) ?? outcome
}

/** {"alerts": 4, "mails": 3} -> "4 Suchabos, 3 Mails" (numbers in the Swiss way). */
const summary: FieldHook = ({ siblingData, req }) => {
  const counts = siblingData?.counts
  if (!counts || typeof counts !== 'object' || Array.isArray(counts)) return ''
  const language = `${requestLanguage(req)}-CH`
  return Object.entries(counts as Record<string, unknown>)
    .map(([key, value]) => `${typeof value === 'number' ? value.toLocaleString(language) : String(value)} ${adminWord(req, 'taskRuns', 'counts', key) ?? key}`)
    .join(', ')
}

const ZURICH = new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/**
 * The slot as the other dates in /admin (27.11.2026 06:00): a scheduled slot is Zurich wall-clock
 * time ('2026-11-27T06:00'); a queued run's slot is '<key>@<UTC time>' (ADR 0078), shown as the
 * Zurich time it was queued at.
 */
export function plannedFor(slot: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(slot)
  if (match) return `${match[3]}.${match[2]}.${match[1]} ${match[4]}`
  const queued = slot.includes('@') ? new Date(slot.slice(slot.lastIndexOf('@') + 1)) : null
  return queued && !Number.isNaN(queued.getTime()) ? ZURICH.format(queued).replace(',', '') : slot
}

const planned: FieldHook = ({ siblingData }) => plannedFor(String(siblingData?.slot ?? ''))

const shown = (name: string, hook: FieldHook): Field => ({ name, type: 'text', virtual: true, admin: { readOnly: true }, hooks: { afterRead: [hook] } })

export const TaskRuns: CollectionConfig = {
  slug: 'task-runs',
  labels: { singular: 'Task-Lauf', plural: 'Task-Läufe' },
  admin: {
    // A date field as the title: Payload formats it like the other dates (the slot itself is a raw key).
    useAsTitle: 'started_at',
    defaultColumns: ['task_name', 'planned', 'result', 'started_at', 'finished_at', 'summary'],
    group: 'System',
    description: 'Jeder Lauf der Hintergrund-Tasks (geplante Zeiten in Schweizer Zeit).',
    components: { beforeList: ['/ui/admin/overdue-tasks#OverdueTasks'] },
  },
  access: { read: adminOnly, create: never, update: never, delete: never },
  defaultSort: '-started_at',
  fields: [
    shown('task_name', taskName),
    { name: 'task', label: 'Task', type: 'text', required: true, admin: { hidden: true } },
    shown('planned', planned),
    { name: 'slot', label: 'Geplant für', type: 'text', required: true, admin: { hidden: true } },
    { name: 'started_at', label: 'Start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finished_at', label: 'Ende', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    shown('result', result),
    { name: 'outcome', label: 'Ergebnis', type: 'text', admin: { hidden: true } },
    shown('summary', summary),
    { name: 'counts', label: 'Zahlen', type: 'json', admin: { hidden: true } },
    { name: 'error', label: 'Fehler', type: 'textarea' },
    { name: 'attempts', label: 'Versuche', type: 'number' },
    { name: 'host', label: 'Prozess', type: 'text' },
  ],
}
