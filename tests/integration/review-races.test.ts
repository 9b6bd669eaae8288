import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReviewWrite } from '@/modules/reviews/write-schema'
import { createEssential, createInstitution, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Races (docs/product-rules.md#reviews, ADR 0052): "one review per institution and field in 12 months" and "one review per
// internship" hold under parallel submits (the rule is checked and the row written under the
// author's advisory lock, in one transaction; ADR 0052). Real PostgreSQL, requests in parallel.
// Point 8: a review from an internship names that internship's institution and field.

let payload: Payload
let write: typeof import('@/modules/reviews/write.server')
let internships: typeof import('@/modules/internships/write.server')
let schema: typeof import('@/modules/reviews/write-schema')
const ids = { surgery: 0, cardiology: 0, neurology: 0, region: 0, category: 0, inst: 0, other: 0 }
const PARALLEL = 6

function answersFor(institution: number, field = 'SURGERY'): ReviewWrite {
  const form: Record<string, string> = {
    institution: String(institution),
    field,
    level: 'STUDENT_INTERN',
    employment_status: 'former',
    duration: 'TWO',
    pensum: 'fullTime',
    has_housing: 'no',
    salary: "4'000",
    work_hours: '50',
    work_start_time: '07:30',
    work_end_time: '18:00',
    work_has_night: 'no',
    work_has_picket: 'no',
    recommend: 'yes',
    improvement: 'Mehr Teaching am Nachmittag.',
    is_wsj_exclusive: 'false',
    summary_feedback: 'Gute Betreuung, viel gelernt, faires Team.',
    rule_1: 'on',
    rule_2: 'on',
    tos: 'on',
  }
  for (const s of schema.RATING_SECTIONS) {
    form[`${s}_rating`] = '4'
    if (s !== 'summary') form[`${s}_feedback`] = `Text ${s}`
  }
  return schema.ReviewWriteSchema.parse(form)
}

async function student(email: string) {
  const doc = await createUser(payload, { email, role: 'ROLE_STUDENT', first_name: 'Rena', last_name: 'Rennen' })
  return { id: doc.id, role: 'ROLE_STUDENT' as const }
}

const reviewsBy = async (authorId: number) => (await payload.count({ collection: 'reviews', where: { author: { equals: authorId } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await freshPayload()
  write = await import('@/modules/reviews/write.server')
  internships = await import('@/modules/internships/write.server')
  schema = await import('@/modules/reviews/write-schema')
  ids.surgery = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
  ids.cardiology = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.neurology = await createEssential(payload, 'fields', 'NEUROLOGY', 'Neurologie')
  await createEssential(payload, 'levels', 'STUDENT_INTERN', 'Unterassistenz')
  await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  ids.region = await createEssential(payload, 'regions', 'AG', 'Aargau')
  ids.category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  ids.inst = await createInstitution(payload, { name: 'Spital Wettlauf', region: ids.region, category: ids.category, contact_city: 'Aarau' })
  ids.other = await createInstitution(payload, { name: 'Klinik Gleichzeitig', region: ids.region, category: ids.category, contact_city: 'Baden' })
})

describe('one review per institution and field in 12 months, under parallel submits', () => {
  it('creates one review when the same author submits the same review several times at once', async () => {
    const author = await student('parallel@example.test')
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => write.createReview(payload, author, answersFor(ids.inst), 'de')))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(PARALLEL - 1).fill('duplicate'))
    expect(await reviewsBy(author.id)).toBe(1)
  })

  it('lets parallel reviews of other fields or institutions through', async () => {
    const author = await student('several@example.test')
    const results = await Promise.all([
      write.createReview(payload, author, answersFor(ids.inst, 'SURGERY'), 'de'),
      write.createReview(payload, author, answersFor(ids.inst, 'CARDIOLOGY'), 'de'),
      write.createReview(payload, author, answersFor(ids.other, 'SURGERY'), 'de'),
    ])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(await reviewsBy(author.id)).toBe(3)
  })

  it('lets one of two parallel edits move a review into a field the author reviewed in the other', async () => {
    const author = await student('edits@example.test')
    const a = await write.createReview(payload, author, answersFor(ids.inst, 'SURGERY'), 'de')
    const b = await write.createReview(payload, author, answersFor(ids.inst, 'CARDIOLOGY'), 'de')
    if (!a.ok || !b.ok) throw new Error('setup')
    const results = await Promise.all([
      write.updateOwnReview(payload, author, a.id, answersFor(ids.inst, 'NEUROLOGY'), 'de'),
      write.updateOwnReview(payload, author, b.id, answersFor(ids.inst, 'NEUROLOGY'), 'de'),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { and: [{ author: { equals: author.id } }, { field: { equals: ids.neurology } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('one review per internship, under parallel submits', () => {
  it('creates and links one review when the wizard from an internship is submitted several times at once', async () => {
    const author = await student('internship@example.test')
    const row = await payload.create({
      collection: 'internships',
      data: { user: author.id, institution: ids.inst, field: ids.surgery, start: '2026-02-01T00:00:00.000Z', end: '2026-02-28T00:00:00.000Z' },
      overrideAccess: true,
    })
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => internships.reviewInternship(payload, author, row.id, answersFor(ids.inst), 'de')))
    const created = results.filter((r) => r.ok)
    expect(created).toHaveLength(1)
    expect(await reviewsBy(author.id)).toBe(1)
    const linked = await payload.findByID({ collection: 'internships', id: row.id, depth: 0, overrideAccess: true })
    expect(linked.review).toBe(created[0]?.ok && created[0].id)
    // A later submit finds the internship reviewed.
    expect(await internships.reviewInternship(payload, author, row.id, answersFor(ids.inst), 'de')).toEqual({ ok: false, reason: 'reviewed' })
  })
})

describe('a review from an internship is about that internship', () => {
  it('refuses another institution or another field than the internship’s, and writes nothing', async () => {
    const author = await student('target@example.test')
    const row = await payload.create({
      collection: 'internships',
      data: { user: author.id, institution: ids.inst, field: ids.surgery, start: '2026-05-01T00:00:00.000Z', end: '2026-05-31T00:00:00.000Z' },
      overrideAccess: true,
    })
    expect(await internships.reviewInternship(payload, author, row.id, answersFor(ids.other), 'de')).toEqual({ ok: false, reason: 'reviewTarget' })
    expect(await internships.reviewInternship(payload, author, row.id, answersFor(ids.inst, 'CARDIOLOGY'), 'de')).toEqual({ ok: false, reason: 'reviewTarget' })
    expect(await reviewsBy(author.id)).toBe(0)
    expect((await payload.findByID({ collection: 'internships', id: row.id, depth: 0, overrideAccess: true })).review ?? null).toBeNull()
    const own = await internships.reviewInternship(payload, author, row.id, answersFor(ids.inst, 'SURGERY'), 'de')
    expect(own.ok).toBe(true)
  })
})
