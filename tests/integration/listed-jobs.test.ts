import fc from 'fast-check'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// listed_jobs (migration listed_jobs, ADR 0007) is the narrow copy of the listed ads the search
// reads. Whatever happens to jobs — published, paused, declined, edited, moved, re-dated, deleted,
// through Payload or plain SQL, committed or rolled back — it equals what jobs says.

let payload: Payload
let db: pg.Client
const institutions: number[] = []

const COLUMNS = `id, institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv::text AS tsv`

async function expected() {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM jobs WHERE status = 'published' AND paused IS NOT TRUE AND crawler_decline IS NOT TRUE ORDER BY id`)
  return rows
}
async function actual() {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM listed_jobs ORDER BY id`)
  return rows
}

beforeAll(async () => {
  payload = await freshPayload()
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  institutions.push(await createInstitution(payload, { name: 'Spital Eins', region, category }))
  institutions.push(await createInstitution(payload, { name: 'Spital Zwei', region, category }))
})

afterAll(async () => {
  await db?.end()
})

type Step =
  | { kind: 'insert'; status: 'draft' | 'published'; paused: boolean }
  | { kind: 'status'; pick: number; status: 'draft' | 'published' }
  | { kind: 'pause'; pick: number; paused: boolean | null }
  | { kind: 'decline'; pick: number; declined: boolean }
  | { kind: 'text'; pick: number; title: string }
  | { kind: 'dates'; pick: number; days: number }
  | { kind: 'salary'; pick: number; max: number | null }
  | { kind: 'move'; pick: number; to: number }
  | { kind: 'reminder'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'rollback'; pick: number }

const pick = fc.nat(1000)
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), status: fc.constantFrom('draft' as const, 'published' as const), paused: fc.boolean() }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom('draft' as const, 'published' as const) }),
  fc.record({ kind: fc.constant('pause' as const), pick, paused: fc.option(fc.boolean(), { nil: null }) }),
  fc.record({ kind: fc.constant('decline' as const), pick, declined: fc.boolean() }),
  fc.record({ kind: fc.constant('text' as const), pick, title: fc.constantFrom('Assistenzarzt Kardiologie', 'Médecin assistant', 'Medico assistente', 'Oberärztin') }),
  fc.record({ kind: fc.constant('dates' as const), pick, days: fc.integer({ min: -30, max: 30 }) }),
  fc.record({ kind: fc.constant('salary' as const), pick, max: fc.option(fc.integer({ min: 80_000, max: 250_000 }), { nil: null }) }),
  fc.record({ kind: fc.constant('move' as const), pick, to: fc.nat(1) }),
  fc.record({ kind: fc.constant('reminder' as const), pick }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('rollback' as const), pick }),
)

async function run(s: Step, ids: number[]): Promise<void> {
  if (s.kind === 'insert') {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (title, slug, institution_id, status, paused, online_from, online_until, content_teaser)
       VALUES ('Assistenzarzt', 'assistenzarzt', $1, $2, $3, now() - interval '1 day', now() + interval '30 days', 'Ein Team in Zürich') RETURNING id`,
      [institutions[0], s.status, s.paused],
    )
    ids.push(rows[0]!.id)
    return
  }
  if (ids.length === 0) return
  const id = ids[s.pick % ids.length]!
  switch (s.kind) {
    case 'status':
      await db.query(`UPDATE jobs SET status = $2 WHERE id = $1`, [id, s.status])
      return
    case 'pause':
      await db.query(`UPDATE jobs SET paused = $2 WHERE id = $1`, [id, s.paused])
      return
    case 'decline':
      await db.query(`UPDATE jobs SET crawler_decline = $2 WHERE id = $1`, [id, s.declined])
      return
    case 'text':
      await db.query(`UPDATE jobs SET title = $2::text, content_offer = $2::text || ' mit Weiterbildung' WHERE id = $1`, [id, s.title])
      return
    case 'dates':
      await db.query(`UPDATE jobs SET online_from = now() + make_interval(days => $2::int), online_until = now() + make_interval(days => $2::int + 30) WHERE id = $1`, [id, s.days])
      return
    case 'salary':
      await db.query(`UPDATE jobs SET salary_max = $2::numeric, salary_min = $2::numeric / 2 WHERE id = $1`, [id, s.max])
      return
    case 'move':
      await db.query(`UPDATE jobs SET institution_id = $2 WHERE id = $1`, [id, institutions[s.to]])
      return
    case 'reminder':
      await db.query(`UPDATE jobs SET reminded_until = now() WHERE id = $1`, [id])
      return
    case 'delete':
      await db.query(`DELETE FROM jobs WHERE id = $1`, [id])
      ids.splice(ids.indexOf(id), 1)
      return
    case 'rollback':
      await db.query('BEGIN')
      await db.query(
        `UPDATE jobs SET status = CASE WHEN status = 'draft' THEN 'published'::enum_jobs_status ELSE 'draft' END, paused = NOT coalesce(paused, false) WHERE id = $1`,
        [id],
      )
      await db.query('ROLLBACK')
      return
  }
}

describe('listed_jobs', () => {
  it('equals the listed ads of jobs after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db.query(`DELETE FROM jobs`)
        const ids: number[] = []
        for (const s of steps) {
          await run(s, ids)
          expect(await actual()).toEqual(await expected())
        }
      }),
      { numRuns: 40 },
    )
  })

  it('follows ads written through Payload, and the seed reset (TRUNCATE) empties it', async () => {
    await db.query(`DELETE FROM jobs`)
    const id = await createJob(payload, { title: 'Oberarzt Chirurgie', institution: institutions[1]!, status: 'published' })
    expect((await actual()).map((r) => r.id)).toEqual([id])
    await payload.update({ collection: 'jobs', id, data: { paused: true }, overrideAccess: true })
    expect(await actual()).toEqual([])
    await payload.update({ collection: 'jobs', id, data: { paused: false, title: 'Leitender Arzt Chirurgie' }, overrideAccess: true })
    expect((await actual())[0]?.tsv).toContain("'leitend'")
    expect(await actual()).toEqual(await expected())
    await db.query(`TRUNCATE jobs CASCADE`)
    expect(await actual()).toEqual([])
  })

  // ADR 0081: an employer's listed ads (a canton, a category, a distance, the employer words of a
  // text) are read from the employer index alone, with what the orders and the count need.
  it("answers an employer's online ads from the employer index alone", async () => {
    await db.query(`DELETE FROM jobs`)
    for (let i = 0; i < 6; i++) await createJob(payload, { title: `Oberarzt Chirurgie ${i}`, institution: institutions[i % 2]!, status: 'published' })
    await db.query(`VACUUM ANALYZE listed_jobs`)
    await db.query('BEGIN')
    try {
      // Only this index may answer (dropped inside the transaction: the covering order indexes
      // would do on a handful of rows), and only through an index scan.
      await db.query('DROP INDEX listed_jobs_newest_idx, listed_jobs_salary_idx, listed_jobs_premium_idx')
      await db.query('SET LOCAL enable_seqscan = off')
      await db.query('SET LOCAL enable_bitmapscan = off')
      const { rows } = await db.query(
        `EXPLAIN SELECT id, online_from, premium, free FROM listed_jobs WHERE institution_id = ANY($1::int[]) AND online_from <= now() AND online_until >= now()`,
        [[institutions[0]]],
      )
      const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')
      expect(plan).toContain('Index Only Scan using listed_jobs_institution_idx')
    } finally {
      await db.query('ROLLBACK')
    }
  })
})
