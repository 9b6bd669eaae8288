import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// The record of every background task run (ADR 0045), written by the task runner with plain SQL.
// The team reads it in /admin; nobody writes it through Payload.
const never = () => false

export const TaskRuns: CollectionConfig = {
  slug: 'task-runs',
  labels: { singular: 'Task-Lauf', plural: 'Task-Läufe' },
  admin: {
    useAsTitle: 'task',
    defaultColumns: ['task', 'slot', 'outcome', 'started_at', 'finished_at', 'counts'],
    group: 'System',
    description: 'Jeder Lauf der Hintergrund-Tasks (geplante Zeiten in Schweizer Zeit).',
    components: { beforeList: ['/ui/admin/overdue-tasks#OverdueTasks'] },
  },
  access: { read: adminOnly, create: never, update: never, delete: never },
  defaultSort: '-started_at',
  fields: [
    { name: 'task', label: 'Task', type: 'text', required: true },
    { name: 'slot', label: 'Geplant für', type: 'text', required: true },
    { name: 'started_at', label: 'Start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finished_at', label: 'Ende', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'outcome', label: 'Ergebnis', type: 'text' },
    { name: 'counts', label: 'Zahlen', type: 'json' },
    { name: 'error', label: 'Fehler', type: 'textarea' },
    { name: 'attempts', label: 'Versuche', type: 'number' },
    { name: 'host', label: 'Prozess', type: 'text' },
  ],
}
