import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// /admin shows a task run in the team member's words, not its stored slug, outcome and JSON
// the virtual fields task_name, planned, result and summary of the task-runs collection.

let payload: Payload
let id: number

beforeAll(async () => {
  payload = await freshPayload()
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO task_runs (task, slot, started_at, finished_at, outcome, counts, attempts, host, updated_at, created_at)
     VALUES ('sendJobAlerts', '2026-11-27T06:00', now(), now(), 'ok', '{"alerts": 4, "mails": 1234}', 1, 'test:1', now(), now()) RETURNING id`,
  )
  id = rows[0]!.id
})

const read = (language: string) =>
  payload.findByID({ collection: 'task-runs', id, overrideAccess: true, depth: 0, req: { i18n: { language } } as never }) as unknown as Promise<Record<string, unknown>>

describe('a task run in /admin', () => {
  it('names the task, its result and its counts in German', async () => {
    const doc = await read('de')
    expect(doc.task_name).toBe('Suchabo-Mails versenden')
    expect(doc.result).toBe('Erledigt')
    expect(doc.planned).toBe('27.11.2026 06:00')
    // one part per count (PostgreSQL's jsonb keeps its own key order)
    expect(String(doc.summary).split(', ').sort()).toEqual([`${(1234).toLocaleString('de-CH')} Mails`, '4 Suchabos'].sort())
  })

  it('and in French and Italian', async () => {
    expect(await read('fr')).toMatchObject({ task_name: 'Envoyer les alertes emploi', result: 'Terminé' })
    expect(await read('it')).toMatchObject({ task_name: 'Inviare gli avvisi di lavoro', result: 'Concluso' })
  })

  it('lists the words, not the stored values, as its columns', async () => {
    const config = payload.collections['task-runs'].config
    expect(config.admin.defaultColumns).toEqual(['task_name', 'planned', 'result', 'started_at', 'finished_at', 'summary'])
    const hidden = config.fields
      .filter((f) => 'name' in f && ['task', 'slot', 'outcome', 'counts'].includes(f.name))
      .map((f) => (f.admin as { hidden?: boolean } | undefined)?.hidden)
    expect(hidden).toEqual([true, true, true, true])
    expect(config.admin.useAsTitle).toBe('started_at')
  })
})
