import { describe, expect, it } from 'vitest'
import { catalogueText } from '@/lib/admin-labels'
import { SCHEDULED_TASKS } from './schedule'
import { plannedFor } from './task-runs.collection'

describe('plannedFor: the task run slot as /admin shows dates', () => {
  it('shows a scheduled slot (Zurich wall-clock time) as day.month.year hour:minute', () => {
    expect(plannedFor('2026-11-27T06:00')).toBe('27.11.2026 06:00')
  })

  it("shows a queued run's '<key>@<UTC time>' slot as the Zurich time it was queued at, without the key", () => {
    expect(plannedFor('source:12@2026-11-27T19:40:05.123Z')).toBe('27.11.2026 20:40')
    expect(plannedFor('source:3@2026-07-01T22:15:00.000Z')).toBe('02.07.2026 00:15')
  })

  it('leaves anything else as it is rather than inventing a date', () => {
    expect(plannedFor('source:12@not-a-time')).toBe('source:12@not-a-time')
  })
})

describe('task names in /admin', () => {
  it.each(SCHEDULED_TASKS.map((task) => task.slug))('names the scheduled task %s in German, French and Italian', (slug) => {
    const name = catalogueText(['admin', 'taskRuns', 'tasks', slug])
    expect(name, `admin.taskRuns.tasks.${slug}`).toBeDefined()
  })
})
