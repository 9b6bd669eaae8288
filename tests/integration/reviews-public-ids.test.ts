import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/modules/access/access'
import { isReviewPublicId } from '@/modules/reviews/public-id'
import { createEssential, createInstitution, createReview, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Opaque review ids (ADR 0018). Row ids are sequential: with the month of each
// review they would order reviews and date them. Every response any viewer gets that carries
// reviews (institution page data, the public institution shapes, GET /api/fn/user/reviews and
// /api/fn/user/review, the relay mail) is scanned for the row ids of the reviews, which start at
// a number nothing else on these pages can be; the public ids must be well-formed, unique and
// random-looking, and lists ordered by month, then public id.

let payload: Payload
/** Row ids of reviews start here: six digits no other value in the scanned answers has. */
const FIRST_ROW_ID = 730_001

type Who = 'author' | 'student' | 'doctor' | 'managerA' | 'managerB' | 'admin' | 'noRole'
const VIEWERS: (Who | null)[] = [null, 'author', 'student', 'doctor', 'managerA', 'managerB', 'admin', 'noRole']
const people = {} as Record<Who, { id: number; role: Role | null; email: string; token: string }>
const ids = { field: 0, level: 0, duration: 0, region: 0, category: 0, instA: 0, instB: 0 }
const slugs = { instA: 'spital-opak-a', instB: 'klinik-opak-b' }
/** every review: row id and public id, in the order they were written */
const reviews: { row: number; publicId: string; status: string; institution: number }[] = []

async function person(who: Who, role: Role | null, manages?: number) {
  const email = `${who.toLowerCase()}@example.test`
  const doc = await createUser(payload, { email, role, first_name: `V${who}`, last_name: `N${who}`, manages })
  people[who] = { id: doc.id, role, email, token: await tokenFor(payload, email) }
}

async function review(institution: number, createdAt: string, over: Partial<RequiredDataFromCollectionSlug<'reviews'>> = {}) {
  const doc = await createReview(
    payload,
    {
      author: people.author.id,
      institution,
      field: ids.field,
      level: ids.level,
      duration: ids.duration,
      summary_feedback: 'Gute Weiterbildung, faires Team, viel Dokumentation.',
      salary: 101_000,
      work_hours: 50,
      is_wsj_exclusive: false,
      ...over,
    },
    { createdAt },
  )
  reviews.push({ row: doc.id, publicId: doc.public_id, status: doc.status, institution })
}

const request = (path: string, who: Who | null) => new NextRequest(`http://localhost${path}`, { headers: who ? { Authorization: `JWT ${people[who].token}` } : {} })

/** A row id of a review, as a number on its own anywhere in the text (an id, a URL, a list). */
function rowIdsIn(text: string): number[] {
  return reviews.map((r) => r.row).filter((row) => new RegExp(`(?<![0-9a-f])${row}(?![0-9a-f])`).test(text))
}

/** Every string in the answer that looks like a public id. */
function publicIdsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"([0-9a-f]{32})"/g)].map((m) => m[1]!)
}

beforeAll(async () => {
  payload = await freshPayload()
  ids.field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.level = await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  ids.duration = await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  ids.region = await createEssential(payload, 'regions', 'AG', 'Aargau')
  ids.category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  const institution = (name: string, slug: string) => createInstitution(payload, { name, slug, category: ids.category, region: ids.region, contact_city: 'Aarau' })
  ids.instA = await institution('Spital Opak A', slugs.instA)
  ids.instB = await institution('Klinik Opak B', slugs.instB)
  await person('author', 'ROLE_DOCTOR')
  await person('student', 'ROLE_STUDENT')
  await person('doctor', 'ROLE_DOCTOR')
  await person('managerA', 'ROLE_INSTITUTION', ids.instA)
  await person('managerB', 'ROLE_INSTITUTION', ids.instB)
  await person('admin', 'ROLE_ADMIN')
  await person('noRole', null)

  await payload.db.pool.query(`SELECT setval(pg_get_serial_sequence('reviews', 'id'), $1)`, [FIRST_ROW_ID - 1])
  // Recent reviews (the employer's "new" list), several per month, written in order.
  const now = Date.now()
  const month = (back: number, day: number) => {
    const d = new Date(now)
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, day, 10)).toISOString()
  }
  for (const day of [2, 5, 9, 14, 20]) await review(ids.instA, month(1, day))
  for (const day of [3, 11, 25]) await review(ids.instA, month(2, day))
  await review(ids.instA, month(1, 7), { is_wsj_exclusive: true })
  await review(ids.instA, month(1, 8), { status: 'pending' })
  await review(ids.instA, month(2, 8), { status: 'rejected', reject_reason: 'Namen genannt.' })
  await review(ids.instB, month(1, 4))
  await review(ids.instB, month(2, 4), { is_wsj_exclusive: true })
  expect(reviews[0]?.row).toBe(FIRST_ROW_ID)
})

describe('public ids', () => {
  it('are well-formed, unique and random-looking: neither a counter nor a timestamp', () => {
    const all = reviews.map((r) => r.publicId)
    for (const id of all) expect(isReviewPublicId(id), id).toBe(true)
    expect(new Set(all).size).toBe(all.length)
    // Written in sequence, yet their sort order is not the order of writing, and no two share a
    // prefix a counter or a clock would give them.
    expect([...all].sort()).not.toEqual(all)
    for (const a of all) for (const b of all) if (a !== b) expect(a.slice(0, 6)).not.toBe(b.slice(0, 6))
    expect(new Set(all.join('')).size).toBe(16)
  })
})

describe('no row id of a review leaves the server', () => {
  it('institution page data, for every viewer', async () => {
    const { findInstitutionReviews } = await import('@/modules/reviews/institution-reviews.server')
    const { reviewViewerOf } = await import('@/modules/reviews/viewer.server')
    for (const who of VIEWERS) {
      const { viewer, managed } = await reviewViewerOf(payload, who ? people[who] : null)
      for (const institutionId of [ids.instA, ids.instB]) {
        const data = await findInstitutionReviews(payload, { institutionId, locale: 'de', viewer, managed, shown: 50, contractHours: 50 })
        const json = JSON.stringify(data)
        expect(rowIdsIn(json), `${who} ${institutionId}`).toEqual([])
        if (data.texts.access === 'granted') {
          expect(data.texts.items.length, `${who}`).toBeGreaterThan(0)
          for (const item of data.texts.items) expect(isReviewPublicId(item.id), `${who}`).toBe(true)
        }
      }
    }
  })

  it('the public institution shapes (GET /api/fn/data/institution and the list items)', async () => {
    const route = await import('@/app/api/fn/data/institution/route')
    const res = await route.GET(new NextRequest(`http://localhost/api/fn/data/institution?locale=de&slug=${slugs.instA}`))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { reviews: { id: string }[]; reviews_wsj: { id: string }[] }
    expect(rowIdsIn(JSON.stringify(body))).toEqual([])
    const published = reviews.filter((r) => r.institution === ids.instA && r.status === 'published').map((r) => r.publicId)
    expect([...body.reviews, ...body.reviews_wsj].map((r) => r.id).sort()).toEqual([...published].sort())
    // sorted by public id: the order says nothing about when they were written
    expect(body.reviews.map((r) => r.id)).toEqual(body.reviews.map((r) => r.id).sort())

    const { toInstitutionListItems } = await import('@/modules/institutions/list-item.server')
    const { getEssentials } = await import('@/modules/essentials/essentials.server')
    const { docs } = await payload.find({ collection: 'institutions', where: { id: { in: [ids.instA, ids.instB] } }, depth: 0, overrideAccess: true })
    const items = await toInstitutionListItems(payload, docs, await getEssentials(payload, 'de'))
    expect(rowIdsIn(JSON.stringify(items))).toEqual([])
    const a = items.find((i) => i.id === ids.instA)!
    expect([...a.reviews, ...a.reviews_wsj].sort()).toEqual([...published].sort())
    expect(a.reviews).toEqual([...a.reviews].sort())
  })

  it('GET /api/fn/user/reviews and GET /api/fn/user/review for every viewer, with every public id', async () => {
    const listRoute = await import('@/app/api/fn/user/reviews/route')
    const oneRoute = await import('@/app/api/fn/user/review/route')
    for (const who of VIEWERS) {
      const lists = await listRoute.GET(request('/api/fn/user/reviews', who))
      expect(lists.status, `${who}`).toBe(who ? 200 : 401)
      const listText = await lists.text()
      expect(rowIdsIn(listText), `${who}`).toEqual([])
      for (const r of reviews) {
        const one = await oneRoute.GET(request(`/api/fn/user/review?id=${r.publicId}`, who))
        expect(one.status, `${who}`).toBe(who ? 200 : 401)
        const text = await one.text()
        expect(rowIdsIn(text), `${who} ${r.publicId}`).toEqual([])
        if (who && text !== 'null') expect((JSON.parse(text) as { id: string }).id).toBe(r.publicId)
      }
    }
    // the author sees every own review, by public id only
    const own = (await (await listRoute.GET(request('/api/fn/user/reviews', 'author'))).json()) as { owner: { id: string }[] }
    expect(own.owner.map((r) => r.id).sort()).toEqual(reviews.map((r) => r.publicId).sort())
    for (const id of publicIdsIn(own)) expect(reviews.some((r) => r.publicId === id)).toBe(true)
  })

  it('asking by row id gets nothing: 400, the same for a review that exists and one that does not', async () => {
    const oneRoute = await import('@/app/api/fn/user/review/route')
    for (const id of [FIRST_ROW_ID, FIRST_ROW_ID + 1, 1, 999_999]) {
      const res = await oneRoute.GET(request(`/api/fn/user/review?id=${id}`, 'author'))
      expect(res.status, String(id)).toBe(400)
    }
  })

  it('the relay mail links the review by its public id', async () => {
    const { relayMessageToAuthor } = await import('@/modules/reviews/answers.server')
    const target = reviews.find((r) => r.institution === ids.instA && r.status === 'published')!
    expect(await relayMessageToAuthor(payload, { ...people.managerA, role: 'ROLE_INSTITUTION' }, target.row, 'Eine Frage zu Ihren Diensten, gerne per Antwort.')).toEqual({
      ok: true,
    })
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: people.author.email } }, overrideAccess: true, depth: 0 })
    const mail = docs[0]!
    expect(`${mail.text}`).toContain(`/de/cockpit/reviews/view-${target.publicId}`)
    expect(rowIdsIn(`${mail.subject} ${mail.text} ${mail.html}`)).toEqual([])
  })
})

describe('lists tell the month of a review, not the order of writing', () => {
  /** months non-increasing; inside a month, public ids ascending */
  function expectMonthThenPublicId(items: { id: string; created_at: string }[], label: string) {
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!]
      expect(a.created_at >= b.created_at, label).toBe(true)
      if (a.created_at === b.created_at) expect(a.id < b.id, label).toBe(true)
    }
  }

  it("in the employer's 'new' list", async () => {
    const { cockpitReviews } = await import('@/modules/reviews/cockpit.server')
    const { new: fresh } = await cockpitReviews(payload, people.managerA, 'de')
    // 8 published, not WSJ-exclusive reviews of A in the last two months
    expect(fresh).toHaveLength(8)
    expectMonthThenPublicId(fresh, 'new')
  })

  it('on the institution page', async () => {
    const { findInstitutionReviews } = await import('@/modules/reviews/institution-reviews.server')
    const { reviewViewerOf } = await import('@/modules/reviews/viewer.server')
    const { viewer, managed } = await reviewViewerOf(payload, people.student)
    const data = await findInstitutionReviews(payload, { institutionId: ids.instA, locale: 'de', viewer, managed, shown: 50, contractHours: 50 })
    if (data.texts.access !== 'granted') throw new Error('a student reads texts')
    expect(data.texts.items).toHaveLength(9)
    expectMonthThenPublicId(data.texts.items, 'page')
    // "show more" pages through the same order
    const first = await findInstitutionReviews(payload, { institutionId: ids.instA, locale: 'de', viewer, managed, shown: 4, contractHours: 50 })
    if (first.texts.access !== 'granted') throw new Error('a student reads texts')
    expect(first.texts.items.map((r) => r.id)).toEqual(data.texts.items.slice(0, 4).map((r) => r.id))
    expect(first.texts.total).toBe(9)
  })
})
