import { NextRequest } from 'next/server'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// Bad input to the public calls (statistics, one-click unsubscribe, the review API) is a 4xx with
// a JSON answer, never a 500, and stores nothing. Real PostgreSQL.

let payload: Payload
let statistics: typeof import('@/app/api/fn/statistic/post/route')
let unsubscribe: typeof import('@/app/api/fn/alerts/unsubscribe/route')
let reviewRoute: typeof import('@/app/api/fn/user/review/route')
let institution = 0

beforeAll(async () => {
  payload = await freshPayload()
  statistics = await import('@/app/api/fn/statistic/post/route')
  unsubscribe = await import('@/app/api/fn/alerts/unsubscribe/route')
  reviewRoute = await import('@/app/api/fn/user/review/route')
  const {
    rows: [category],
  } = await payload.db.pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('UH') RETURNING id`)
  const {
    rows: [region],
  } = await payload.db.pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('ZH') RETURNING id`)
  institution = (
    await payload.db.pool.query<{ id: number }>(
      `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang) VALUES ('P', 'p', 'active', $1, $2, 'de') RETURNING id`,
      [category!.id, region!.id],
    )
  ).rows[0]!.id
})

let ip = 0
const postEvents = (body: string) =>
  statistics.POST(
    new NextRequest('http://localhost/api/fn/statistic/post', {
      method: 'POST',
      headers: { 'x-forwarded-for': `192.0.2.${++ip}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      body,
    }),
  )

describe('POST /api/fn/statistic/post with bad bodies', () => {
  it.each([
    ['empty', ''],
    ['null', 'null'],
    ['a list', '[]'],
    ['a string', '"data"'],
    ['no data', '{}'],
    ['data not a list', '{"data":"x"}'],
    ['data of numbers', '{"data":[1,2]}'],
    ['unknown type', '{"data":[{"type":"fe/job/apply","institution_id":1}]}'],
    ['type as a list', '{"data":[{"type":["fe/institution/view"],"institution_id":1}]}'],
    ['id as a string', '{"data":[{"type":"fe/institution/view","institution_id":"1"}]}'],
    ['id as a list', '{"data":[{"type":"fe/institution/view","institution_id":[1]}]}'],
    ['huge id', '{"data":[{"type":"fe/institution/view","institution_id":99999999999}]}'],
    ['infinite id', '{"data":[{"type":"fe/job/view","job_id":1e400,"institution_id":1}]}'],
    ['negative id', '{"data":[{"type":"fe/institution/view","institution_id":-1}]}'],
    ['fractional id', '{"data":[{"type":"fe/institution/view","institution_id":1.5}]}'],
    ['huge parent id', '{"data":[{"type":"fe/institution/view","institution_id":1,"institution_parent_id":2147483648}]}'],
    ['101 events', JSON.stringify({ data: Array.from({ length: 101 }, () => ({ type: 'fe/institution/view', institution_id: 1 })) })],
    ['a prototype key', '{"__proto__":{"data":[]}}'],
    ['broken JSON', '{"data":[{"type":'],
    ['a byte order mark', '\uFEFF{"data":[]}'],
  ])('%s -> 400', async (_, body) => {
    const res = await postEvents(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('stores nothing from them, and still stores a good event', async () => {
    const before = (await payload.db.pool.query('SELECT count(*)::int AS n FROM statistic_events')).rows[0].n
    expect(before).toBe(0)
    const res = await postEvents(JSON.stringify({ data: [{ type: 'fe/institution/view', institution_id: institution }] }))
    expect(await res.json()).toEqual({ stored: 1, dropped: 0 })
  })
})

describe('POST /api/fn/alerts/unsubscribe with bad queries', () => {
  it.each([[''], ['?token='], ['?token=short'], ['?token=%ZZ'], [`?token=${'a'.repeat(42)}!`], [`?token=${'a'.repeat(44)}`]])('%s -> 400', async (query) => {
    const res = await unsubscribe.POST(new Request(`http://localhost/api/fn/alerts/unsubscribe${query}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
    expect(res.status).toBe(400)
    expect((await res.json()).fields).toHaveProperty('token')
  })

  it('an unknown token of the right shape deletes nothing and says so; a bad lang falls back', async () => {
    const res = await unsubscribe.POST(new Request(`http://localhost/api/fn/alerts/unsubscribe?token=${'a'.repeat(43)}&lang=xx`, { method: 'POST' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ unsubscribed: true, deleted: false })
    const get = await unsubscribe.GET(new Request(`http://localhost/api/fn/alerts/unsubscribe?token=x&lang=../../evil`))
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toBe('http://localhost/de/alerts/unsubscribe?gone=1')
  })
})

describe('GET /api/fn/user/review with odd ids', () => {
  it('answers 400, not 500, for ids a database integer cannot hold', async () => {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: {
        email: 's@example.test',
        password: 'Helvemed-Test-1',
        first_name: 'S',
        last_name: 'T',
        role: 'ROLE_STUDENT',
        _verified: true,
      } as RequiredDataFromCollectionSlug<'users'>,
    })
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Helvemed-Test-1' } })
    for (const id of ['9999999999', '2147483648', '1e12', 'Infinity', 'NaN']) {
      const res = await reviewRoute.GET(new NextRequest(`http://localhost/api/fn/user/review?id=${id}`, { headers: { Authorization: `JWT ${token}` } }))
      expect(res.status, id).toBe(400)
    }
  })
})
