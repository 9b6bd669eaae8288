import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The daily roll-up on a real PostgreSQL: for random event streams, the
// aggregates equal counting the raw events directly, per day, job and institution (a parent
// including its children), also when the roll-up runs twice, concurrently, or crashes and resumes.

let payload: Payload
let rollUpStatistics: typeof import('@/modules/statistics/rollup.server').rollUpStatistics
let deleteOldEvents: typeof import('@/modules/statistics/retention.server').deleteOldEvents

const inst = { group: 0, siteA: 0, siteB: 0, solo: 0 }
const jobs: { id: number; institution: number }[] = []
const institutions: { id: number; parent: number | null }[] = []

// A week across the change to winter time (26.10.2025): Swiss days are 23, 24 or 25 hours long.
const FIRST_DAY = '2025-10-23'
const DAYS = 6
const NOW_AFTER = new Date('2025-11-02T12:00:00Z')
/** 23.10. to 1.11.2025: the days complete at NOW_AFTER */
const FOLDED_DAYS = 10

beforeAll(async () => {
  payload = await freshPayload()
  ;({ rollUpStatistics } = await import('@/modules/statistics/rollup.server'))
  ;({ deleteOldEvents } = await import('@/modules/statistics/retention.server'))
  const pool = payload.db.pool
  const category = (await pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('UNIVERSITY_HOSPITAL') RETURNING id`)).rows[0]!.id
  const region = (await pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('ZH') RETURNING id`)).rows[0]!.id
  const institution = async (slug: string, parent: number | null) =>
    (
      await pool.query<{ id: number }>(
        `INSERT INTO institutions (name, slug, status, parent_id, parent_status, category_id, region_id, main_lang)
         VALUES ($1, $1, 'active', $2, $3, $4, $5, 'de') RETURNING id`,
        [slug, parent, parent ? 'active' : null, category, region],
      )
    ).rows[0]!.id
  inst.group = await institution('rollup-group', null)
  inst.siteA = await institution('rollup-site-a', inst.group)
  inst.siteB = await institution('rollup-site-b', inst.group)
  inst.solo = await institution('rollup-solo', null)
  institutions.push({ id: inst.group, parent: null }, { id: inst.siteA, parent: inst.group }, { id: inst.siteB, parent: inst.group }, { id: inst.solo, parent: null })
  for (const [i, institutionId] of [inst.siteA, inst.siteA, inst.siteB, inst.group, inst.solo].entries()) {
    jobs.push({ id: await createJob(payload, { title: `Rollup Stelle ${i}`, institution: institutionId }), institution: institutionId })
  }
})

interface RawEvent {
  day: number
  minute: number
  kind: 'impression' | 'view'
  target: { job: number } | { institution: number }
  /** events may name the parent they had then (a link since removed) or none */
  parentKnown: boolean
}

const eventArb: fc.Arbitrary<RawEvent> = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  minute: fc.integer({ min: 0, max: 25 * 60 - 1 }),
  kind: fc.constantFrom('impression' as const, 'view' as const),
  target: fc.oneof(fc.record({ job: fc.integer({ min: 0, max: 4 }) }), fc.record({ institution: fc.integer({ min: 0, max: 3 }) })),
  parentKnown: fc.boolean(),
})

async function load(events: RawEvent[]) {
  const pool = payload.db.pool
  await pool.query('DELETE FROM statistic_events')
  await pool.query('DELETE FROM statistic_daily_jobs')
  await pool.query('DELETE FROM statistic_daily_institutions')
  await pool.query(`UPDATE statistic_rollup_state SET rolled_until = $1::date - 1`, [FIRST_DAY])
  if (events.length === 0) return
  const rows = events.map((e) => {
    const job = 'job' in e.target ? jobs[e.target.job]! : null
    const institution = job ? institutions.find((i) => i.id === job.institution)! : institutions[(e.target as { institution: number }).institution]!
    return {
      type: `fe/${job ? 'job' : 'institution'}/${e.kind}`,
      job: job?.id ?? null,
      institution: institution.id,
      parent: e.parentKnown ? institution.parent : null,
      // local midnight of the day plus minutes (the 25th hour spills into the next day)
      at: `${e.day} days ${e.minute} minutes`,
    }
  })
  await pool.query(
    `INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id, created_at, updated_at)
     SELECT t::enum_statistic_events_type, j, i, p, (($1::date)::timestamp AT TIME ZONE 'Europe/Zurich') + a::interval, now()
     FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::text[]) AS e(t, j, i, p, a)`,
    [FIRST_DAY, rows.map((r) => r.type), rows.map((r) => r.job), rows.map((r) => r.institution), rows.map((r) => r.parent), rows.map((r) => r.at)],
  )
}

type Counts = Record<string, { impressions: number; views: number }>

/** Counting the raw events directly. */
async function counted(): Promise<{ jobs: Counts; institutions: Counts }> {
  const pool = payload.db.pool
  const day = `(e.created_at AT TIME ZONE 'Europe/Zurich')::date::text`
  const j = await pool.query<{ k: string; impressions: number; views: number }>(
    `SELECT ${day} || '/' || job_id AS k, count(*) FILTER (WHERE type = 'fe/job/impression')::int AS impressions, count(*) FILTER (WHERE type = 'fe/job/view')::int AS views
     FROM statistic_events e WHERE job_id IS NOT NULL GROUP BY 1`,
  )
  const i = await pool.query<{ k: string; impressions: number; views: number }>(
    `SELECT ${day} || '/' || x.id AS k, count(*) FILTER (WHERE type = 'fe/institution/impression')::int AS impressions, count(*) FILTER (WHERE type = 'fe/institution/view')::int AS views
     FROM statistic_events e JOIN institutions x ON x.id = e.institution_id OR x.id = e.institution_parent_id
     WHERE e.job_id IS NULL GROUP BY 1`,
  )
  return { jobs: asCounts(j.rows), institutions: asCounts(i.rows) }
}

/** The same figures read from the aggregates. */
async function aggregated(): Promise<{ jobs: Counts; institutions: Counts }> {
  const pool = payload.db.pool
  const j = await pool.query<{ k: string; impressions: number; views: number }>(
    `SELECT day::text || '/' || job_id AS k, sum(impressions)::int AS impressions, sum(views)::int AS views FROM statistic_daily_jobs GROUP BY 1`,
  )
  const i = await pool.query<{ k: string; impressions: number; views: number }>(
    `SELECT day::text || '/' || x.id AS k, sum(impressions)::int AS impressions, sum(views)::int AS views
     FROM statistic_daily_institutions a JOIN institutions x ON x.id = a.institution_id OR x.id = a.institution_parent_id GROUP BY 1`,
  )
  return { jobs: asCounts(j.rows), institutions: asCounts(i.rows) }
}

function asCounts(rows: { k: string; impressions: number; views: number }[]): Counts {
  return Object.fromEntries(rows.filter((r) => r.impressions + r.views > 0).map((r) => [r.k, { impressions: r.impressions, views: r.views }]))
}

describe('daily roll-up', () => {
  it('equals counting the raw events, run once, twice, concurrently, or interrupted and resumed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { maxLength: 60 }),
        fc.constantFrom('once', 'twice', 'concurrent', 'interrupted'),
        fc.integer({ min: 0, max: DAYS - 1 }),
        async (events, mode, crashDay) => {
          await load(events)
          const expected = await counted()
          const pool = payload.db.pool
          if (mode === 'once') await rollUpStatistics(pool, { now: NOW_AFTER })
          if (mode === 'twice') {
            await rollUpStatistics(pool, { now: NOW_AFTER })
            // a second run finds nothing to do; recounting a day (state moved back) changes nothing
            expect((await rollUpStatistics(pool, { now: NOW_AFTER })).days).toBe(0)
            await pool.query(`UPDATE statistic_rollup_state SET rolled_until = $1::date - 1`, [FIRST_DAY])
            await rollUpStatistics(pool, { now: NOW_AFTER })
          }
          if (mode === 'concurrent') {
            const runs = await Promise.all([rollUpStatistics(pool, { now: NOW_AFTER }), rollUpStatistics(pool, { now: NOW_AFTER })])
            // each day was folded by exactly one of them
            expect(runs[0]!.days + runs[1]!.days).toBe(FOLDED_DAYS)
          }
          if (mode === 'interrupted') {
            let folded = 0
            await expect(
              rollUpStatistics(pool, {
                now: NOW_AFTER,
                beforeCommit: () => {
                  if (folded++ === crashDay) throw new Error('crash')
                },
              }),
            ).rejects.toThrow('crash')
            const state = await pool.query<{ d: string }>(`SELECT (rolled_until - $1::date + 1)::int AS d FROM statistic_rollup_state`, [FIRST_DAY])
            expect(Number(state.rows[0]!.d)).toBe(crashDay)
            await rollUpStatistics(pool, { now: NOW_AFTER })
          }
          expect(await aggregated()).toEqual(expected)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('folds only days that ended (with a grace period), so today stays in the raw events', async () => {
    await load([{ day: 0, minute: 60, kind: 'view', target: { job: 0 }, parentKnown: true }])
    const pool = payload.db.pool
    // 00:05 Swiss time on the second day: the first day ended 5 minutes ago, inside the grace period
    const early = await rollUpStatistics(pool, { now: new Date('2025-10-23T22:05:00Z') })
    expect(early).toEqual({ days: 0, rolledUntil: '2025-10-22' })
    const later = await rollUpStatistics(pool, { now: new Date('2025-10-23T22:15:00Z') })
    expect(later).toEqual({ days: 1, rolledUntil: '2025-10-23' })
  })
})

describe('retention', () => {
  it('deletes raw events older than 13 months in bounded batches, never a day not yet folded, and keeps the aggregates', async () => {
    const pool = payload.db.pool
    await load([])
    const insert = (at: string, n: number) =>
      pool.query(
        `INSERT INTO statistic_events (type, job_id, institution_id, created_at, updated_at)
         SELECT 'fe/job/view', $1, $2, $3::timestamptz, now() FROM generate_series(1, $4)`,
        [jobs[0]!.id, jobs[0]!.institution, at, n],
      )
    await insert('2024-09-30T10:00:00Z', 25) // older than 13 months on 2025-11-02
    await insert('2024-10-05T10:00:00Z', 3) // 13 months ago at most: kept
    await insert('2025-11-01T10:00:00Z', 2)
    await pool.query(`UPDATE statistic_rollup_state SET rolled_until = '2024-09-29'`)
    // nothing folded yet: nothing may go
    expect((await deleteOldEvents(pool, { now: NOW_AFTER, batch: 10 })).deleted).toBe(0)
    await rollUpStatistics(pool, { now: NOW_AFTER })
    const result = await deleteOldEvents(pool, { now: NOW_AFTER, batch: 10 })
    expect(result.deleted).toBe(25)
    const left = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM statistic_events`)
    expect(left.rows[0]!.n).toBe(5)
    const kept = await pool.query<{ n: number }>(`SELECT sum(views)::int AS n FROM statistic_daily_jobs WHERE day = '2024-09-30'`)
    expect(kept.rows[0]!.n).toBe(25)
  })

  it('stops after its bounded number of batches and goes on at the next run', async () => {
    const pool = payload.db.pool
    await load([])
    await pool.query(
      `INSERT INTO statistic_events (type, job_id, institution_id, created_at, updated_at)
       SELECT 'fe/job/view', $1, $2, '2024-01-10T10:00:00Z', now() FROM generate_series(1, 35)`,
      [jobs[0]!.id, jobs[0]!.institution],
    )
    await pool.query(`UPDATE statistic_rollup_state SET rolled_until = '2025-10-31'`)
    expect((await deleteOldEvents(pool, { now: NOW_AFTER, batch: 10, maxBatches: 2 })).deleted).toBe(20)
    expect((await deleteOldEvents(pool, { now: NOW_AFTER, batch: 10, maxBatches: 2 })).deleted).toBe(15)
  })
})

const GRACE = '10 minutes'

describe('the scheduled task', () => {
  it('is run by the task runner and still a Payload jobs-queue task that folds and deletes; queued twice, the second run has nothing left to do', async () => {
    await load([{ day: 0, minute: 30, kind: 'impression', target: { job: 1 }, parentKnown: true }])
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'statisticsRollUp')
    // Scheduled by the task runner (ADR 0045), hourly at :15 Swiss time; Payload schedules nothing itself.
    expect(task?.schedule ?? []).toEqual([])
    const { SCHEDULED_TASKS } = await import('@/modules/tasks/schedule')
    expect(SCHEDULED_TASKS.find((t) => t.slug === 'statisticsRollUp')?.timing).toEqual({ kind: 'hourly', minute: 15 })
    await payload.jobs.queue({ task: 'statisticsRollUp', input: {}, queue: 'daily' })
    await payload.jobs.queue({ task: 'statisticsRollUp', input: {}, queue: 'daily' })
    const run = await payload.jobs.run({ queue: 'daily' })
    expect(Object.values(run.jobStatus ?? {}).map((j) => j.status)).toEqual(['success', 'success'])
    const state = await payload.db.pool.query<{ behind: number }>(
      `SELECT ((now() AT TIME ZONE 'Europe/Zurich' - interval '${GRACE}')::date - rolled_until)::int AS behind FROM statistic_rollup_state`,
    )
    expect(state.rows[0]!.behind).toBe(1)
    const folded = await payload.db.pool.query<{ n: number }>(`SELECT sum(impressions)::int AS n FROM statistic_daily_jobs`)
    expect(folded.rows[0]!.n).toBe(1)
  })
})
