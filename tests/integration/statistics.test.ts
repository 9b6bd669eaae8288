import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StatisticEvent } from '@/modules/statistics/schemas'
import { createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// POST /api/fn/statistic/post and the function behind it, on a real PostgreSQL: a hospital group
// with two sites (one parent link confirmed, one only requested), an institution without parent,
// a requested (not public) institution, and published and draft ads.

let payload: Payload
let recordStatisticEvents: typeof import('@/modules/statistics/record.server').recordStatisticEvents
let POST: typeof import('@/app/api/fn/statistic/post/route').POST

const inst: Record<'group' | 'siteA' | 'siteB' | 'solo' | 'requested', number> = { group: 0, siteA: 0, siteB: 0, solo: 0, requested: 0 }
const job: Record<'a' | 'draft' | 'solo', number> = { a: 0, draft: 0, solo: 0 }

interface Row {
  type: string
  job_id: number | null
  institution_id: number
  institution_parent_id: number | null
  created_at: Date
}
async function rows(): Promise<Row[]> {
  return (await payload.db.pool.query<Row>('SELECT type, job_id, institution_id, institution_parent_id, created_at FROM statistic_events ORDER BY id')).rows
}
const count = async () => (await rows()).length

let ipCounter = 0
/** A fresh client address per request unless given, so only the rate-limit test meets the limit. */
function post(body: unknown, { ip = `10.0.${++ipCounter >> 8}.${ipCounter & 255}`, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', raw = false } = {}) {
  return POST(
    new NextRequest('http://localhost:3000/api/fn/statistic/post', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': userAgent },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  )
}

const jobView = (jobId: number, institutionId: number, parent?: number | null): StatisticEvent => ({
  type: 'fe/job/view',
  job_id: jobId,
  institution_id: institutionId,
  institution_parent_id: parent,
})
const jobImpression = (jobId: number, institutionId: number): StatisticEvent => ({ type: 'fe/job/impression', job_id: jobId, institution_id: institutionId })
const institutionView = (institutionId: number, parent?: number | null): StatisticEvent => ({
  type: 'fe/institution/view',
  institution_id: institutionId,
  institution_parent_id: parent,
})

beforeAll(async () => {
  // No proxy in front: the app appends the TCP peer to X-Forwarded-For (server/preload.ts),
  // so the last entry of the headers below is the client.
  process.env.TRUSTED_PROXY_HOPS = '0'
  payload = await freshPayload()
  ;({ recordStatisticEvents } = await import('@/modules/statistics/record.server'))
  ;({ POST } = await import('@/app/api/fn/statistic/post/route'))
  const {
    rows: [category],
  } = await payload.db.pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('UNIVERSITY_HOSPITAL') RETURNING id`)
  const {
    rows: [region],
  } = await payload.db.pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('ZH') RETURNING id`)
  const institution = async (slug: string, status: 'active' | 'requested', parent: number | null = null, parentStatus: 'active' | 'requested' | null = null) =>
    (
      await payload.db.pool.query<{ id: number }>(
        `INSERT INTO institutions (name, slug, status, parent_id, parent_status, category_id, region_id, main_lang)
         VALUES ($1, $1, $2, $3, $4, $5, $6, 'de') RETURNING id`,
        [slug, status, parent, parentStatus, category!.id, region!.id],
      )
    ).rows[0]!.id
  inst.group = await institution('stats-group', 'active')
  inst.siteA = await institution('stats-site-a', 'active', inst.group, 'active')
  inst.siteB = await institution('stats-site-b', 'active', inst.group, 'requested')
  inst.solo = await institution('stats-solo', 'active')
  inst.requested = await institution('stats-requested', 'requested')
  const ad = (slug: string, institutionId: number, status: 'draft' | 'published') => createJob(payload, { title: slug, slug, institution: institutionId, status })
  job.a = await ad('stats-job-a', inst.siteA, 'published')
  job.draft = await ad('stats-job-draft', inst.siteA, 'draft')
  job.solo = await ad('stats-job-solo', inst.solo, 'published')
})

beforeEach(async () => {
  await payload.db.pool.query('DELETE FROM statistic_events')
})

describe('recording events', () => {
  it('stores a valid batch with one INSERT in one transaction, each event with its ids and the actual parent', async () => {
    const query = vi.spyOn(payload.db.pool, 'query')
    const result = await recordStatisticEvents(payload, [
      jobImpression(job.a, inst.siteA),
      jobView(job.a, inst.siteA, inst.group),
      jobView(job.solo, inst.solo, null),
      institutionView(inst.siteA),
      { type: 'fe/institution/impression', institution_id: inst.group, institution_parent_id: null },
    ])
    expect(query).toHaveBeenCalledTimes(1)
    expect(String(query.mock.calls[0]![0])).toMatch(/^\s*INSERT INTO statistic_events/)
    query.mockRestore()
    expect(result).toEqual({ stored: 5, dropped: 0 })
    const stored = await rows()
    expect(stored.map(({ created_at: _, ...row }) => row)).toEqual([
      { type: 'fe/job/impression', job_id: job.a, institution_id: inst.siteA, institution_parent_id: inst.group },
      { type: 'fe/job/view', job_id: job.a, institution_id: inst.siteA, institution_parent_id: inst.group },
      { type: 'fe/job/view', job_id: job.solo, institution_id: inst.solo, institution_parent_id: null },
      { type: 'fe/institution/view', job_id: null, institution_id: inst.siteA, institution_parent_id: inst.group },
      { type: 'fe/institution/impression', job_id: null, institution_id: inst.group, institution_parent_id: null },
    ])
    // now() is the transaction's start: one timestamp means one transaction
    expect(new Set(stored.map((r) => r.created_at.getTime())).size).toBe(1)
  })

  it('drops events with unknown or inconsistent ids one by one and stores the rest', async () => {
    const result = await recordStatisticEvents(payload, [
      jobView(job.a, inst.siteA), // valid
      jobView(999_999, inst.siteA), // no such job
      jobView(job.a, 999_999), // no such institution
      jobView(job.a, inst.solo), // the job belongs to another institution
      jobView(job.draft, inst.siteA), // a draft is never public
      institutionView(inst.requested), // not a public institution
      institutionView(inst.solo, inst.group), // solo has no parent
      institutionView(inst.siteA, inst.solo), // not siteA's parent
      institutionView(inst.siteB, inst.group), // the parent link is only requested
      institutionView(inst.siteB, null), // valid, stored without parent
      institutionView(inst.group), // valid
    ])
    expect(result).toEqual({ stored: 3, dropped: 8 })
    expect((await rows()).map((r) => [r.type, r.job_id, r.institution_id, r.institution_parent_id])).toEqual([
      ['fe/job/view', job.a, inst.siteA, inst.group],
      ['fe/institution/view', null, inst.siteB, null],
      ['fe/institution/view', null, inst.group, null],
    ])
  })
})

describe('POST /api/fn/statistic/post', () => {
  it('answers {stored, dropped}', async () => {
    const res = await post({ data: [jobImpression(job.a, inst.siteA), jobImpression(job.a, inst.solo)] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ stored: 1, dropped: 1 })
    expect(await count()).toBe(1)
  })

  it.each(['Googlebot/2.1 (+http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Chrome-Lighthouse'])(
    'stores nothing from a bot (%s) and answers 204',
    async (userAgent) => {
      const res = await post({ data: [jobView(job.a, inst.siteA)] }, { userAgent })
      expect(res.status).toBe(204)
      expect(await count()).toBe(0)
    },
  )

  it.each<[string, unknown, string]>([
    ['no data', {}, 'data'],
    ['data not a list', { data: 'x' }, 'data'],
    ['an unknown type', { data: [{ type: 'fe/job/click', job_id: 1, institution_id: 1 }] }, 'data.0.type'],
    ['a job event without job_id', { data: [{ type: 'fe/job/view', institution_id: 1 }] }, 'data.0.job_id'],
    ['a zero id', { data: [{ type: 'fe/institution/view', institution_id: 0 }] }, 'data.0.institution_id'],
    ['a negative id', { data: [{ type: 'fe/institution/view', institution_id: -3 }] }, 'data.0.institution_id'],
    ['a fractional id', { data: [{ type: 'fe/institution/view', institution_id: 1.5 }] }, 'data.0.institution_id'],
    ['an id as text', { data: [{ type: 'fe/institution/view', institution_id: '12' }] }, 'data.0.institution_id'],
    ['an id beyond int4', { data: [{ type: 'fe/institution/view', institution_id: 2 ** 31 }] }, 'data.0.institution_id'],
    ['a bad parent id', { data: [{ type: 'fe/institution/view', institution_id: 1, institution_parent_id: 'x' }] }, 'data.0.institution_parent_id'],
    ['101 events', { data: Array.from({ length: 101 }, () => ({ type: 'fe/institution/view', institution_id: 1 })) }, 'data'],
  ])('answers 400 with field errors for %s', async (_label, body, field) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    const answer = await res.json()
    expect(answer.error).toBe('invalid_request')
    expect(Object.keys(answer.fields)).toContain(field)
    expect(await count()).toBe(0)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('{"data": [', { raw: true })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', fields: { _: ['Invalid JSON'] } })
  })

  it('answers 413 for a body over 32 KB', async () => {
    const res = await post(JSON.stringify({ data: [], padding: 'x'.repeat(40_000) }), { raw: true })
    expect(res.status).toBe(413)
  })

  it('limits each client to 600 events at once (then 10 a second) with 429 and Retry-After; others are not affected', async () => {
    const batch = { data: Array.from({ length: 100 }, () => jobImpression(job.a, inst.siteA)) }
    for (let i = 0; i < 6; i++) expect((await post(batch, { ip: '192.0.2.7' })).status).toBe(200)
    const refused = await post(batch, { ip: '192.0.2.7' })
    expect(refused.status).toBe(429)
    // 100 events at 10 a second: up to 10 s (less by the time the test took so far)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(10)
    expect(await refused.json()).toEqual({ error: 'too_many_requests', retry_after_seconds: retryAfter })
    // The app appends the address it saw: whatever the client put before it does not reset its budget.
    expect((await post(batch, { ip: '10.9.9.9, 192.0.2.7' })).status).toBe(429)
    expect((await post(batch, { ip: '192.0.2.8' })).status).toBe(200)
    expect(await count()).toBe(700)
  })

  it('shares one budget per client with every app process: what the table says counts, not this process', async () => {
    const { STATISTICS_EVENTS_PER_IP } = await import('@/modules/limits/rules')
    const { limitKey } = await import('@/modules/limits/take.server')
    const bucket = async () =>
      (await payload.db.pool.query<{ tokens: number }>('SELECT tokens FROM rate_limits WHERE key = $1', [limitKey(STATISTICS_EVENTS_PER_IP, '192.0.2.9')])).rows[0]?.tokens
    expect(await bucket()).toBeUndefined()
    expect((await post({ data: [jobImpression(job.a, inst.siteA), jobImpression(job.a, inst.siteA)] }, { ip: '192.0.2.9' })).status).toBe(200)
    expect(await bucket()).toBe(598)
    // another process emptied this client's bucket: this process refuses it too (updated_at a
    // minute ahead, so no refill happens however slow this machine is)
    await payload.db.pool.query("UPDATE rate_limits SET tokens = 0, updated_at = now() + interval '1 minute' WHERE key = $1", [limitKey(STATISTICS_EVENTS_PER_IP, '192.0.2.9')])
    const refused = await post({ data: [jobImpression(job.a, inst.siteA)] }, { ip: '192.0.2.9' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await count()).toBe(2)
  })

  it('loses nothing when 25 clients post 40 events each at the same time', async () => {
    const events: StatisticEvent[] = Array.from({ length: 40 }, (_, i) => (i % 2 ? jobImpression(job.a, inst.siteA) : institutionView(inst.solo)))
    const answers = await Promise.all(Array.from({ length: 25 }, () => post({ data: events })))
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200))
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual(Array(25).fill({ stored: 40, dropped: 0 }))
    const stored = await rows()
    expect(stored).toHaveLength(1000)
    expect(stored.filter((r) => r.type === 'fe/job/impression')).toHaveLength(500)
    // each request in one transaction: 25 distinct timestamps at most, each with 40 rows
    const perTimestamp = new Map<number, number>()
    for (const r of stored) perTimestamp.set(r.created_at.getTime(), (perTimestamp.get(r.created_at.getTime()) ?? 0) + 1)
    expect([...perTimestamp.values()].every((n) => n % 40 === 0)).toBe(true)
  })
})
