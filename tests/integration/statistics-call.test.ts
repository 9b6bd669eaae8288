import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createJob, createMembership, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// POST /api/fn/user/statistics on a real PostgreSQL, for every role: a hospital
// group with a confirmed site and a site whose link is only requested, a solo clinic, and another
// employer. Events three days ago are folded into the aggregates; today's stay raw (live).

let payload: Payload
let POST: typeof import('@/app/api/fn/user/statistics/route').POST
let statisticsFor: typeof import('@/modules/statistics/statistics.server').statisticsFor
let schemas: typeof import('@/modules/statistics/response-schema')
let today: string
let threeDaysAgo: string

const inst = { group: 0, siteA: 0, siteB: 0, solo: 0, other: 0 }
const job = { group: 0, siteA: 0, siteB: 0, other: 0, draft: 0 }
const people: Record<'groupHr' | 'soloHr' | 'otherHr' | 'doctor' | 'student' | 'noRole' | 'team', User> = {} as never

async function events(type: string, count: number, ids: { job?: number; institution: number; parent?: number | null }, at: string) {
  await payload.db.pool.query(
    `INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id, created_at, updated_at)
     SELECT $1::enum_statistic_events_type, $2, $3, $4, $5::timestamptz, now() FROM generate_series(1, $6)`,
    [type, ids.job ?? null, ids.institution, ids.parent ?? null, at, count],
  )
}

function call(user: User | null, body: unknown, query = '') {
  return (async () => {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (user) headers.set('Authorization', `JWT ${await tokenFor(payload, user.email)}`)
    return POST(new NextRequest(`http://localhost:3000/api/fn/user/statistics${query}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }))
  })()
}

const range = () => ({ from: threeDaysAgo, to: today })

beforeAll(async () => {
  payload = await freshPayload()
  ;({ POST } = await import('@/app/api/fn/user/statistics/route'))
  ;({ statisticsFor } = await import('@/modules/statistics/statistics.server'))
  schemas = await import('@/modules/statistics/response-schema')
  const { swissToday, addDays } = await import('@/modules/statistics/dates')
  const { rollUpStatistics } = await import('@/modules/statistics/rollup.server')
  today = swissToday()
  threeDaysAgo = addDays(today, -3)
  const pool = payload.db.pool
  const category = (await pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('CANTONAL_HOSPITAL') RETURNING id`)).rows[0]!.id
  const region = (await pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('BE') RETURNING id`)).rows[0]!.id
  const institution = async (name: string, parent: number | null = null, parentStatus: 'active' | 'requested' | null = null) =>
    (
      await pool.query<{ id: number }>(
        `INSERT INTO institutions (name, slug, status, parent_id, parent_status, category_id, region_id, main_lang, contact_city)
         VALUES ($1, $1, 'active', $2, $3, $4, $5, 'de', 'Bern') RETURNING id`,
        [name, parent, parentStatus, category, region],
      )
    ).rows[0]!.id
  inst.group = await institution('Spitalgruppe Aare')
  inst.siteA = await institution('Spital Aare Nord', inst.group, 'active')
  inst.siteB = await institution('Spital Aare Süd', inst.group, 'requested')
  inst.solo = await institution('Klinik Solo')
  inst.other = await institution('Klinik Gurten')
  job.group = await createJob(payload, { title: 'Assistenzarzt Innere Medizin', institution: inst.group, online_from: `${threeDaysAgo}T08:00:00Z` })
  job.siteA = await createJob(payload, { title: 'Oberärztin Chirurgie', institution: inst.siteA, online_from: `${threeDaysAgo}T08:00:00Z` })
  job.siteB = await createJob(payload, { title: 'Unterassistenz Süd', institution: inst.siteB })
  job.other = await createJob(payload, { title: 'Assistenzärztin Gurten', institution: inst.other })
  job.draft = await createJob(payload, { title: 'Entwurf', institution: inst.siteA, status: 'draft' })

  people.groupHr = await createUser(payload, { email: 'hr@aare.test', role: 'ROLE_INSTITUTION', manages: inst.group })
  people.soloHr = await createUser(payload, { email: 'hr@solo.test', role: 'ROLE_INSTITUTION', manages: inst.solo })
  people.otherHr = await createUser(payload, { email: 'hr@gurten.test', role: 'ROLE_INSTITUTION', manages: inst.other })
  people.doctor = await createUser(payload, { email: 'doc@stats.test', role: 'ROLE_DOCTOR' })
  people.student = await createUser(payload, { email: 'stud@stats.test', role: 'ROLE_STUDENT' })
  people.noRole = await createUser(payload, { email: 'new@stats.test', role: null })
  people.team = await createUser(payload, { email: 'team@stats.test', role: 'ROLE_ADMIN' })
  // a requested membership gives nothing
  await createMembership(payload, people.soloHr.id, inst.other, 'requested')

  const noon = (day: string) => `${day}T10:00:00Z`
  const earlier = noon(threeDaysAgo)
  await events('fe/job/impression', 40, { job: job.group, institution: inst.group }, earlier)
  await events('fe/job/view', 4, { job: job.group, institution: inst.group }, earlier)
  await events('fe/job/impression', 20, { job: job.siteA, institution: inst.siteA, parent: inst.group }, earlier)
  await events('fe/job/view', 5, { job: job.siteA, institution: inst.siteA, parent: inst.group }, earlier)
  await events('fe/job/view', 9, { job: job.other, institution: inst.other }, earlier)
  await events('fe/institution/impression', 30, { institution: inst.group }, earlier)
  await events('fe/institution/view', 3, { institution: inst.siteA, parent: inst.group }, earlier)
  await events('fe/institution/view', 7, { institution: inst.siteB }, earlier)
  await pool.query(`UPDATE statistic_rollup_state SET rolled_until = $1::date - 1`, [threeDaysAgo])
  await rollUpStatistics(pool)
  // today's events: read live from the raw table
  const now = new Date().toISOString()
  await events('fe/job/impression', 10, { job: job.group, institution: inst.group }, now)
  await events('fe/job/view', 1, { job: job.siteA, institution: inst.siteA, parent: inst.group }, now)
  await events('fe/institution/impression', 2, { institution: inst.siteA, parent: inst.group }, now)
})

const total = (list: { id: number; total: number }[], id: number) => list.find((r) => r.id === id)?.total

describe('who may ask', () => {
  it('answers 401 without a login and 403 for students and accounts without a role', async () => {
    expect((await call(null, { ...range(), institutions: 'all', jobs: 'all' })).status).toBe(401)
    expect((await call(people.student, { ...range(), institutions: 'all', jobs: 'all' })).status).toBe(403)
    expect((await call(people.noRole, { ...range(), institutions: 'all', jobs: 'all' })).status).toBe(403)
  })

  it('gives a doctor without institutions an empty answer', async () => {
    const res = await call(people.doctor, { ...range(), institutions: 'all', jobs: 'all' })
    expect(res.status).toBe(200)
    const body = schemas.JobsStatisticsSchema.parse(await res.json())
    expect(body.model.institutions).toEqual([])
    expect(body.table).toEqual({ impressions: [], views: [] })
    expect(body.timeline.views.every((d) => d.total === 0)).toBe(true)
  })

  it('gives a member of another institution nothing for ids that are not theirs (a requested membership neither)', async () => {
    for (const who of ['otherHr', 'soloHr'] as const) {
      const res = await call(people[who], { ...range(), institutions: `${inst.group},${inst.siteA}`, jobs: `${job.group},${job.siteA}` })
      const body = schemas.JobsStatisticsSchema.parse(await res.json())
      expect(body.model.institutions, who).toEqual([])
      expect(body.table.views, who).toEqual([])
      expect(body.meta, who).toEqual([])
    }
    const solo = schemas.InstitutionsStatisticsSchema.parse(await (await call(people.soloHr, { ...range(), institutions: `${inst.other}`, jobs: '' })).json())
    expect(solo.model.institutions).toEqual([])
  })

  it('lets the team see any institution', async () => {
    const body = await statisticsFor(payload, people.team, { ...range(), institutions: [inst.other], jobs: 'all' })
    expect(body.model.institutions).toEqual([inst.other])
    expect(total(body.table.views, job.other)).toBe(9)
  })
})

describe('the jobs answer', () => {
  it('has the answer shape: a parent with its confirmed child, aggregates plus today live', async () => {
    const res = await call(people.groupHr, { ...range(), institutions: 'all', jobs: 'all' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const body = schemas.JobsStatisticsSchema.parse(await res.json())
    expect(body.duration).toBe(4)
    expect(body.model).toEqual({ context: 'jobs', from: threeDaysAgo, to: today, institutions: [inst.group, inst.siteA].sort((a, b) => a - b) })
    // the requested site B is not managed through the group; drafts never count
    expect(body.meta.map((m) => m.id)).toEqual([job.group, job.siteA].sort((a, b) => a - b))
    expect(body.meta.find((m) => m.id === job.siteA)).toMatchObject({ title: 'Oberärztin Chirurgie', institution_name: 'Spital Aare Nord', institution_contact_city: 'Bern' })
    expect(total(body.table.impressions, job.group)).toBe(50)
    expect(total(body.table.views, job.siteA)).toBe(6)
    expect(body.timeline.impressions).toHaveLength(4)
    expect(body.timeline.impressions[0]).toEqual({ date: threeDaysAgo, total: 60 })
    expect(body.timeline.impressions[3]).toEqual({ date: today, total: 10 })
    expect(body.timeline.views[3]).toEqual({ date: today, total: 1 })
  })

  it('narrows to the chosen ads and institutions', async () => {
    const body = schemas.JobsStatisticsSchema.parse(await (await call(people.groupHr, { ...range(), institutions: `${inst.siteA}`, jobs: 'all' })).json())
    expect(body.meta.map((m) => m.id)).toEqual([job.siteA])
    const one = schemas.JobsStatisticsSchema.parse(await (await call(people.groupHr, { ...range(), institutions: 'all', jobs: `${job.group}` })).json())
    expect(one.table.views).toEqual([{ id: job.group, total: 4 }])
  })
})

describe('the institutions answer', () => {
  it('counts a child for its parent and each event once in the timeline', async () => {
    const res = await call(people.groupHr, { ...range(), institutions: `${inst.group},${inst.siteA}`, jobs: '' })
    const body = schemas.InstitutionsStatisticsSchema.parse(await res.json())
    expect(body.model.context).toBe('institutions')
    expect(body.meta).toEqual(
      [
        { id: inst.group, contact_city: 'Bern', name: 'Spitalgruppe Aare' },
        { id: inst.siteA, contact_city: 'Bern', name: 'Spital Aare Nord' },
      ].sort((a, b) => a.id - b.id),
    )
    expect(total(body.table.impressions, inst.group)).toBe(32)
    expect(total(body.table.views, inst.group)).toBe(3)
    expect(total(body.table.impressions, inst.siteA)).toBe(2)
    expect(body.timeline.impressions.reduce((s, d) => s + d.total, 0)).toBe(32)
  })
})

describe('bad requests', () => {
  it('answer 400 with translated field messages, never 500', async () => {
    const de = await call(people.groupHr, { from: today, to: threeDaysAgo, institutions: 'all', jobs: 'all' })
    expect(de.status).toBe(400)
    expect((await de.json()).fields.from).toEqual(['Das Startdatum muss vor dem Enddatum liegen.'])
    const fr = await call(people.groupHr, { from: '2026-02-30', to: '2999-01-01', institutions: 'x', jobs: '1;2', locale: 'fr' })
    expect(fr.status).toBe(400)
    expect((await fr.json()).fields).toEqual({
      from: ['Saisis une date valable.'],
      to: ['La date de fin ne peut pas être dans le futur.'],
      institutions: ['Choisis des profils employeur dans la liste.'],
      jobs: ['Choisis des annonces dans la liste.'],
    })
    const long = await call(people.groupHr, { from: '2001-01-01', to: today, institutions: 'all', jobs: '' }, '?locale=it')
    expect((await long.json()).fields.from).toEqual(['Il periodo può durare al massimo dieci anni.'])
    for (const body of ['{', '[]', 'null', JSON.stringify({ from: 1 }), JSON.stringify({ ...range(), institutions: '99999999999', jobs: '' })]) {
      expect((await call(people.groupHr, body)).status, body).toBe(400)
    }
  })

  it('accepts any range of the aggregates (ten years)', async () => {
    const { addDays } = await import('@/modules/statistics/dates')
    const res = await call(people.groupHr, { from: addDays(today, -3650), to: today, institutions: 'all', jobs: '' })
    expect(res.status).toBe(200)
    expect((await res.json()).timeline.views).toHaveLength(3651)
  })
})
