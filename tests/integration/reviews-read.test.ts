import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InstitutionReviews } from '@/modules/reviews/institution-reviews.server'
import { newReviewPublicId } from '@/modules/reviews/public-id'
import type { ReviewViewer } from '@/modules/reviews/visibility'
import { createEssential, createMembership } from '../support/factories'
import { freshPayload } from '../support/test-db'
import * as shownOf from '@/modules/reviews/reviews-shown'

// Reading reviews (docs/product-rules.md#reviews, ADR 0012) on a real database: what the institution page
// gets for each viewer, scanned for the author's identity; WSJ-exclusive, pending and rejected
// reviews; the insight threshold of 5; JSON-LD figures from published reviews only.

let payload: Payload
let mod: typeof import('@/modules/reviews/institution-reviews.server')
let shapes: typeof import('@/modules/reviews/shapes.server')
let viewerMod: typeof import('@/modules/reviews/viewer.server')
let ReviewReadSchema: typeof import('@/modules/reviews/shapes').ReviewReadSchema

const ids = { field: 0, studentLevel: 0, assistantLevel: 0, duration: 0, region: 0, category: 0, instA: 0, instB: 0, instC: 0, instEmpty: 0 }
// An author id no other number on the page can collide with (see the sequence bump below).
const AUTHOR_ID = 987_654
const AUTHOR = { email: 'zora.author@example.test', first_name: 'Zorabella', last_name: 'Geheimnisvoll' }

type Who = 'anonymous' | 'student' | 'doctor' | 'managerOfThis' | 'managerOfOther' | 'requestedManager' | 'admin'
const users: Partial<Record<Exclude<Who, 'anonymous'>, { id: number; role: ReviewViewer['role'] }>> = {}

async function institution(name: string, weeklyHours: number | null): Promise<number> {
  const doc = await payload.create({
    collection: 'institutions',
    overrideAccess: true,
    data: {
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      status: 'active',
      category: ids.category,
      region: ids.region,
      contact_city: 'Uster',
      website: 'https://www.example-spital.ch/',
      facts: weeklyHours === null ? {} : { weekly_hours: weeklyHours },
    } as RequiredDataFromCollectionSlug<'institutions'>,
  })
  return doc.id
}

async function user(email: string, role: ReviewViewer['role'], names = { first_name: 'Test', last_name: 'Person' }): Promise<number> {
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email, password: 'Helvemed-Test-1', ...names, role, _verified: true } as RequiredDataFromCollectionSlug<'users'>,
  })
  return doc.id
}

let day = 0
async function review(institutionId: number, marker: string, over: Partial<RequiredDataFromCollectionSlug<'reviews'>> = {}, createdAt?: string): Promise<number> {
  day += 1
  const doc = await payload.create({
    collection: 'reviews',
    overrideAccess: true,
    data: {
      public_id: newReviewPublicId(),
      author: AUTHOR_ID,
      status: 'published',
      institution: institutionId,
      field: ids.field,
      level: ids.assistantLevel,
      employment_status: 'former',
      duration: ids.duration,
      pensum: 'fullTime',
      has_housing: false,
      salary: 100_000,
      work_hours: 50,
      work_start_time: '07:00',
      work_end_time: '18:00',
      work_has_night: true,
      work_has_picket: false,
      summary_rating: 4,
      summary_feedback: `${marker} summary`,
      work_rating: 3,
      work_feedback: `${marker} work`,
      team_rating: 5,
      team_feedback: `${marker} team`,
      improvement: `${marker} improvement`,
      recommend: true,
      is_wsj_exclusive: false,
      ...over,
    },
  })
  // Distinct creation times, one day apart, so an order by time would be observable.
  await payload.db.pool.query(`UPDATE reviews SET created_at = $1 WHERE id = $2`, [createdAt ?? new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString(), doc.id])
  return doc.id
}

async function pageData(who: Who, institutionId = ids.instA, shown?: number): Promise<InstitutionReviews> {
  const u = who === 'anonymous' ? null : users[who]
  if (who !== 'anonymous' && !u) throw new Error(`no user ${who}`)
  const { viewer, managed } = await viewerMod.reviewViewerOf(payload, u ?? null)
  return mod.findInstitutionReviews(payload, { institutionId, locale: 'de', viewer, managed, shown, contractHours: 50 })
}

const texts = (data: InstitutionReviews) => (data.texts.access === 'granted' ? data.texts.items.map((r) => r.overview.feedback) : [])

beforeAll(async () => {
  payload = await freshPayload()
  mod = await import('@/modules/reviews/institution-reviews.server')
  shapes = await import('@/modules/reviews/shapes.server')
  viewerMod = await import('@/modules/reviews/viewer.server')
  ;({ ReviewReadSchema } = await import('@/modules/reviews/shapes'))

  ids.field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.studentLevel = await createEssential(payload, 'levels', 'STUDENT_INTERN', 'Unterassistenz')
  ids.assistantLevel = await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  ids.duration = await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  ids.region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  ids.category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  ids.instA = await institution('Spital Aarau Test', 50)
  ids.instB = await institution('Klinik Bern Test', 46)
  ids.instC = await institution('Spital Chur Test', null)
  ids.instEmpty = await institution('Praxis Leer Test', 42)

  await payload.db.pool.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), $1)`, [AUTHOR_ID - 1])
  expect(await user(AUTHOR.email, 'ROLE_DOCTOR', AUTHOR)).toBe(AUTHOR_ID)
  users.student = { id: await user('student@example.test', 'ROLE_STUDENT'), role: 'ROLE_STUDENT' }
  users.doctor = { id: await user('doctor@example.test', 'ROLE_DOCTOR'), role: 'ROLE_DOCTOR' }
  users.managerOfThis = { id: await user('hr-a@example.test', 'ROLE_INSTITUTION'), role: 'ROLE_INSTITUTION' }
  users.managerOfOther = { id: await user('hr-b@example.test', 'ROLE_INSTITUTION'), role: 'ROLE_INSTITUTION' }
  users.requestedManager = { id: await user('hr-requested@example.test', 'ROLE_INSTITUTION'), role: 'ROLE_INSTITUTION' }
  users.admin = { id: await user('admin@example.test', 'ROLE_ADMIN'), role: 'ROLE_ADMIN' }
  await createMembership(payload, users.managerOfThis.id, ids.instA, 'active')
  await createMembership(payload, users.managerOfOther.id, ids.instB, 'active')
  await createMembership(payload, users.requestedManager.id, ids.instA, 'requested')

  // Institution A: 4 open and 1 WSJ-exclusive published review, one pending, one rejected (each
  // with the worst rating, so counting them would move the averages), one published elsewhere.
  // Public ids chosen so that their order differs from the order of writing: inside a month the
  // page orders by public id (ADR 0018). OPEN-4 is the only one of February.
  const pid = (c: string) => c.repeat(32)
  await review(ids.instA, 'OPEN-1', {
    public_id: pid('a'),
    summary_rating: 5,
    feedback: { name: 'Dr. Anna Antwort', function: 'Personalleiterin', content: 'ANSWER-1 Danke für die Rückmeldung.', updated_at: '2026-03-10T09:15:00.000Z' },
  })
  await review(ids.instA, 'OPEN-2', { public_id: pid('d'), summary_rating: 4, work_hours: 60 })
  await review(ids.instA, 'WSJ-1', { public_id: pid('b'), is_wsj_exclusive: true, level: ids.studentLevel, salary: 12_000, summary_rating: 3, work_has_night: false })
  await review(ids.instA, 'OPEN-3', { public_id: pid('e'), summary_rating: 4, work_hours: 55, work_has_picket: true })
  await review(ids.instA, 'OPEN-4', { public_id: pid('c'), summary_rating: 3, work_hours: 52 }, '2026-02-10T09:00:00.000Z')
  await review(ids.instA, 'PENDING-1', { status: 'pending', summary_rating: 1, team_rating: 1, work_hours: 99 })
  await review(ids.instA, 'REJECTED-1', { status: 'rejected', reject_reason: 'Namen genannt', summary_rating: 1, work_hours: 99 })
  await review(ids.instB, 'OTHER-1')
  // Institution C: 4 published reviews, and a pending one that must not count towards 5.
  for (const n of [1, 2, 3, 4]) await review(ids.instC, `C-${n}`, { work_hours: 50 + n, salary: 95_000 + n * 1_000 })
  await review(ids.instC, 'C-PENDING', { status: 'pending', work_hours: 80 })
})

const VIEWERS: Who[] = ['anonymous', 'student', 'doctor', 'managerOfThis', 'managerOfOther', 'requestedManager', 'admin']

describe('anonymity: the page data of every viewer', () => {
  for (const who of VIEWERS) {
    it(`${who}: no author id, name, e-mail or exact timestamp`, async () => {
      const json = JSON.stringify(await pageData(who, ids.instA, 50))
      expect(json).not.toContain(String(AUTHOR_ID))
      expect(json).not.toMatch(/author/i)
      expect(json).not.toContain(AUTHOR.email)
      expect(json).not.toContain(AUTHOR.first_name)
      expect(json).not.toContain(AUTHOR.last_name)
      expect(json).not.toMatch(/\d{4}-\d{2}-\d{2}/)
      expect(json).not.toMatch(/\d{2}:\d{2}:\d{2}/)
    })
  }

  it('read shapes carry months only and pass the strict schema', async () => {
    const data = await pageData('student')
    if (data.texts.access !== 'granted') throw new Error('student should read texts')
    expect(data.texts.items.length).toBe(5)
    for (const item of data.texts.items) {
      expect(ReviewReadSchema.safeParse(item).success).toBe(true)
      expect(item.created_at).toMatch(/^2026-0[12]$/)
      expect(Object.keys(item)).not.toContain('author')
    }
    const answered = data.texts.items.find((r) => r.overview.feedback === 'OPEN-1 summary')
    expect(answered?.institution).toEqual({
      id: ids.instA,
      name: 'Spital Aarau Test',
      contact_city: 'Uster',
      feedback: true,
      feedback_content: 'ANSWER-1 Danke für die Rückmeldung.',
      feedback_function: 'Personalleiterin',
      feedback_name: 'Dr. Anna Antwort',
      feedback_updated_at: '2026-03',
    })
    expect(answered?.field).toEqual({ id: 'CARDIOLOGY', value: 'Kardiologie' })
  })

  it('toReviewRead ignores an author even when the document was loaded with it', async () => {
    const { docs } = await payload.find({ collection: 'reviews', where: { institution: { equals: ids.instB } }, depth: 1, overrideAccess: true })
    const doc = docs[0]!
    expect(doc.author).toBeTruthy()
    const ctx = await shapes.loadReviewShapeContext(payload, 'de', docs)
    const json = JSON.stringify(shapes.toReviewRead(doc, ctx)) + JSON.stringify(shapes.toReviewListItem(doc, ctx))
    expect(json).toContain('OTHER-1 summary')
    expect(json).not.toContain(AUTHOR.email)
    expect(json).not.toContain(String(AUTHOR_ID))
    expect(json).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })
})

describe('who reads which texts', () => {
  it('everyone gets the count and the averages of published reviews only', async () => {
    for (const who of VIEWERS) {
      const data = await pageData(who)
      expect(data.summary.count).toBe(5)
      expect(data.summary.wsj_count).toBe(1)
      // (5 + 4 + 3 + 4 + 3) / 5; the pending and rejected 1s do not count
      expect(data.summary.averages.summary).toBe(3.8)
      expect(data.summary.averages.team).toBe(5)
    }
  })

  it('anonymous: no texts, a login note', async () => {
    expect((await pageData('anonymous')).texts).toEqual({ access: 'login' })
  })

  it('manager of another institution and a not yet approved manager: no texts', async () => {
    expect((await pageData('managerOfOther')).texts).toEqual({ access: 'restricted' })
    expect((await pageData('requestedManager')).texts).toEqual({ access: 'restricted' })
  })

  it('student: every published review, WSJ-exclusive included, newest month first, then by public id (not by time)', async () => {
    // written in the order OPEN-1, OPEN-2, WSJ-1, OPEN-3 (January), OPEN-4 (February)
    expect(texts(await pageData('student'))).toEqual(['OPEN-4 summary', 'OPEN-1 summary', 'WSJ-1 summary', 'OPEN-2 summary', 'OPEN-3 summary'])
  })

  it('doctor and the manager of the institution: published open reviews, not the WSJ-exclusive one', async () => {
    for (const who of ['doctor', 'managerOfThis'] as const) {
      const data = await pageData(who)
      expect(texts(data)).toEqual(['OPEN-4 summary', 'OPEN-1 summary', 'OPEN-2 summary', 'OPEN-3 summary'])
      expect(data.texts).toMatchObject({ total: 4, wsj_hidden: 1 })
    }
  })

  it('the manager of another institution reads that institution only', async () => {
    expect(texts(await pageData('managerOfOther', ids.instB))).toEqual(['OTHER-1 summary'])
  })

  it('admin: every published review', async () => {
    expect(texts(await pageData('admin'))).toHaveLength(5)
  })

  it('pending and rejected reviews are never shown, to anyone', async () => {
    for (const who of VIEWERS) {
      const json = JSON.stringify(await pageData(who, ids.instA, 50))
      expect(json).not.toContain('PENDING-1')
      expect(json).not.toContain('REJECTED-1')
      expect(json).not.toContain('Namen genannt')
    }
  })

  it('"show more": one page, then more, never beyond the total', async () => {
    expect(shownOf.reviewsShown(undefined)).toBe(shownOf.REVIEWS_PAGE_SIZE)
    expect(shownOf.reviewsShown('abc')).toBe(shownOf.REVIEWS_PAGE_SIZE)
    expect(shownOf.reviewsShown('25')).toBe(30)
    expect(shownOf.reviewsShown('999999')).toBe(shownOf.REVIEWS_PAGE_SIZE)
    expect(shownOf.reviewsShown('9999')).toBe(shownOf.REVIEWS_MAX_SHOWN)
    const data = await pageData('student', ids.instA, 2)
    expect(texts(data)).toEqual(['OPEN-4 summary', 'OPEN-1 summary'])
    expect(data.texts).toMatchObject({ total: 5 })
    expect(texts(await pageData('student', ids.instA, 4))).toEqual(['OPEN-4 summary', 'OPEN-1 summary', 'WSJ-1 summary', 'OPEN-2 summary'])
  })

  it('an institution without reviews: empty list, no error', async () => {
    const data = await pageData('student', ids.instEmpty)
    expect(data.summary.count).toBe(0)
    expect(data.texts).toEqual({ access: 'granted', items: [], total: 0, wsj_hidden: 0 })
    expect(data.overall).toEqual({ count: 0, average: null })
  })
})

describe('hours and pay reality', () => {
  it('absent with 4 published reviews (a pending one does not count)', async () => {
    const { insights } = await pageData('anonymous', ids.instC)
    expect(insights.hours).toEqual({ value: null, basis: 4 })
    expect(insights.night_share.value).toBeNull()
    expect(insights.picket_share.value).toBeNull()
    expect(insights.salary_by_level).toEqual([])
    expect(insights.contract_hours).toBe(50)
  })

  it('present from 5 published reviews', async () => {
    await review(ids.instC, 'C-5', { work_hours: 58, salary: 99_000 })
    const { insights } = await pageData('anonymous', ids.instC)
    // 51, 52, 53, 54, 58
    expect(insights.hours).toEqual({ value: 53, basis: 5 })
    expect(insights.night_share).toEqual({ value: 100, basis: 5 })
    expect(insights.picket_share).toEqual({ value: 0, basis: 5 })
    // 96k, 97k, 98k, 99k, 99k -> 98k
    expect(insights.salary_by_level).toEqual([{ level: 'ASSISTANT_PHYSICIAN', label: 'Assistenzärztin/-arzt', value: 98_000, basis: 5 }])
  })

  it('per level: a level with fewer than 5 salaries is hidden', async () => {
    const { insights } = await pageData('anonymous', ids.instA)
    // institution A: 4 assistant salaries and 1 student salary among the published reviews
    expect(insights.salary_by_level).toEqual([])
    expect(insights.salary_levels_hidden).toBe(2)
    // hours 50, 60, 50, 55, 52 -> 52; the pending and rejected 99s do not count
    expect(insights.hours).toEqual({ value: 52, basis: 5 })
    expect(insights.night_share).toEqual({ value: 80, basis: 5 })
    expect(insights.picket_share).toEqual({ value: 20, basis: 5 })
  })
})

describe('EmployerAggregateRating figures', () => {
  it('come from published reviews only', async () => {
    const { overall } = await pageData('anonymous', ids.instA)
    expect(overall).toEqual({ count: 5, average: 3.8 })
  })
})
