import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ScheduledTask } from '@/modules/tasks/schedule'
import { createEssential, createInstitution, createJob, createUser, mailsTo } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The background tasks on a real PostgreSQL (ADR 0045): a due slot runs once however many runs
// overlap, every run is recorded, JOBS_AUTORUN=false starts nothing, and the two mailing tasks
// claim their "sent" mark before the mail, so two overlapping runs mail once.

let payload: Payload
let runner: typeof import('@/modules/tasks/runner.server')
let overview: typeof import('@/modules/tasks/overview')
const DAY = 86_400_000
const NOW = new Date('2026-11-27T05:30:00Z') // 06:30 in Zurich

const runsOf = async (task: string) =>
  (
    await payload.db.pool.query<{ slot: string; outcome: string; counts: Record<string, number> | null; error: string | null; finished_at: Date | null }>(
      'SELECT slot, outcome, counts, error, finished_at FROM task_runs WHERE task = $1 ORDER BY id',
      [task],
    )
  ).rows

beforeAll(async () => {
  payload = await freshPayload()
  runner = await import('@/modules/tasks/runner.server')
  overview = await import('@/modules/tasks/overview')
})

describe('the task runner', () => {
  it('runs a due slot once when two runs overlap, and records the run with its counts', async () => {
    let calls = 0
    const task: ScheduledTask = {
      slug: 'testCounting',
      timing: { kind: 'daily', hour: 6, minute: 0 },
      run: async () => {
        calls += 1
        await new Promise((r) => setTimeout(r, 50))
        return { things: 3 }
      },
    }
    const [a, b] = await Promise.all([runner.runDueTasks(payload, { now: NOW, tasks: [task] }), runner.runDueTasks(payload, { now: NOW, tasks: [task] })])
    expect(calls).toBe(1)
    expect([...a, ...b]).toEqual([{ task: 'testCounting', slot: '2026-11-27T06:00', outcome: 'ok', counts: { things: 3 } }])
    const [run] = await runsOf('testCounting')
    expect(run).toMatchObject({ slot: '2026-11-27T06:00', outcome: 'ok', counts: { things: 3 }, error: null })
    expect(run?.finished_at).toBeInstanceOf(Date)
    // Later the same day nothing is due; the next morning is a new slot.
    expect(await runner.runDueTasks(payload, { now: new Date(NOW.getTime() + 10 * 3_600_000), tasks: [task] })).toEqual([])
    expect(await runner.runDueTasks(payload, { now: new Date(NOW.getTime() + DAY), tasks: [task] })).toHaveLength(1)
    expect(calls).toBe(2)
  })

  it('records a failed run with its error, takes the slot again up to three times, and tells an overdue task', async () => {
    let fail = false
    let calls = 0
    const task: ScheduledTask = {
      slug: 'testFailing',
      timing: { kind: 'hourly', minute: 15 },
      run: async () => {
        calls += 1
        if (fail) throw new Error('kaputt')
        return {}
      },
    }
    expect(await runner.runDueTasks(payload, { now: new Date('2026-11-27T04:20:00Z'), tasks: [task] })).toMatchObject([{ slot: '2026-11-27T05:15', outcome: 'ok' }])
    fail = true
    expect(await runner.runDueTasks(payload, { now: NOW, tasks: [task] })).toEqual([{ task: 'testFailing', slot: '2026-11-27T06:15', outcome: 'failed', counts: {} }])
    expect((await runsOf('testFailing'))[1]).toMatchObject({ slot: '2026-11-27T06:15', outcome: 'failed', error: 'kaputt' })
    await runner.runDueTasks(payload, { now: NOW, tasks: [task] })
    await runner.runDueTasks(payload, { now: NOW, tasks: [task] })
    expect(await runner.runDueTasks(payload, { now: NOW, tasks: [task] })).toEqual([])
    expect(calls).toBe(4)
    // 06:30: the 05:15 slot went well and 06:15 is within its half hour; at 06:50 it is overdue.
    expect(await overview.overdueTasks(payload, { now: NOW, tasks: [task] })).toEqual([])
    expect(await overview.overdueTasks(payload, { now: new Date(NOW.getTime() + 20 * 60_000), tasks: [task] })).toEqual(['testFailing'])
  })

  it('with JOBS_AUTORUN=false neither schedules nor runs anything', async () => {
    const before = (await payload.db.pool.query('SELECT count(*)::int AS n FROM task_runs')).rows[0].n
    expect(runner.runnerEnabled({ JOBS_AUTORUN: 'false' })).toBe(false)
    expect(runner.startTaskRunner(payload, { JOBS_AUTORUN: 'false' })).toBe(false)
    await new Promise((r) => setTimeout(r, 100))
    expect((await payload.db.pool.query('SELECT count(*)::int AS n FROM task_runs')).rows[0].n).toBe(before)
    // Payload's own scheduler is off too: no autoRun, no schedules on the tasks.
    expect(payload.config.jobs.autoRun).toBeFalsy()
    expect(payload.config.jobs.tasks?.every((t) => !t.schedule?.length)).toBe(true)
    expect(await payload.count({ collection: 'payload-jobs', overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })
})

describe('the mailing tasks, two runs at once', () => {
  let institution: number
  let field: number

  beforeAll(async () => {
    field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
    const region = await createEssential(payload, 'regions', 'ZH', 'Kanton Zürich')
    const category = await createEssential(payload, 'categories', 'UNIVERSITY_HOSPITAL', 'Universitätsspital')
    institution = await createInstitution(payload, { name: 'Spital Lauf', region, category })
  })

  it('a job alert is mailed once', async () => {
    await createJob(payload, {
      title: 'Oberarzt Kardiologie',
      institution,
      fields: [field],
      online_from: new Date(Date.now() - 3_600_000).toISOString(),
      online_until: new Date(Date.now() + 30 * DAY).toISOString(),
    })
    await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: {
        email: 'twice@example.ch',
        locale: 'de',
        status: 'active',
        filter: { fields: ['CARDIOLOGY'], levels: [], regions: [], categories: [] },
        confirmed_at: new Date(Date.now() - 3 * DAY).toISOString(),
      },
    })
    const { sendDueAlerts } = await import('@/modules/alerts/send.server')
    const [a, b] = await Promise.all([sendDueAlerts(payload), sendDueAlerts(payload)])
    expect(a.mails + b.mails).toBe(1)
    expect(await mailsTo(payload, 'twice@example.ch')).toHaveLength(1)
    // A later run finds nothing new.
    expect((await sendDueAlerts(payload)).mails).toBe(0)
    expect(await mailsTo(payload, 'twice@example.ch')).toHaveLength(1)
  })

  it('an end reminder is mailed once', async () => {
    await createUser(payload, { email: 'hr@lauf.example', role: 'ROLE_INSTITUTION', manages: institution })
    await createJob(payload, {
      title: 'Assistenzärztin Innere Medizin',
      institution,
      online_from: new Date(Date.now() - 50 * DAY).toISOString(),
      online_until: new Date(Date.now() + 5 * DAY).toISOString(),
    })
    const { sendEndReminders } = await import('@/modules/jobs/end-reminders.server')
    const [a, b] = await Promise.all([sendEndReminders(payload), sendEndReminders(payload)])
    expect(a.mails + b.mails).toBe(1)
    expect((await mailsTo(payload, 'hr@lauf.example')).filter((m) => m.subject.includes('Assistenzärztin Innere Medizin'))).toHaveLength(1)
  })
})
