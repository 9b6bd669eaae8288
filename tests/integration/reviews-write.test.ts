import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/modules/access/access'
import type { ReviewWrite } from '@/modules/reviews/write-schema'
import { createEssential, createInstitution, createUser, mailsTo as outboxTo, tokenFor, type InstitutionSpec } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Writing, editing, answering and messaging reviews (docs/product-rules.md#reviews, ADR 0013) on a
// real database: the authorization matrix for every review call (anonymous, no role, student,
// doctor, manager of this / of another institution, a doctor who manages one, admin), other
// users' ids, the 12-month rule, the own-institution rule, edit -> pending, the mail relay and
// the employer's public answer; and the two API routes through their handlers.

let payload: Payload
let write: typeof import('@/modules/reviews/write.server')
let answers: typeof import('@/modules/reviews/answers.server')
let cockpit: typeof import('@/modules/reviews/cockpit.server')
let schema: typeof import('@/modules/reviews/write-schema')
let mails: typeof import('@/modules/reviews/review-mails')
let CockpitReviewsSchema: typeof import('@/modules/reviews/cockpit-shapes').CockpitReviewsSchema
let ReviewReadSchema: typeof import('@/modules/reviews/shapes').ReviewReadSchema

type Who = 'noRole' | 'student' | 'doctor' | 'managerA' | 'managerB' | 'doctorManagerB' | 'admin'
type Person = { id: number; role: Role | null; email: string; first_name: string; last_name: string }
const people = {} as Record<Who, Person>
// Each test file section writes its own (author, institution, field) combinations, so the 12-month
// rule only refuses where a test expects it to.
const ids = { cardiology: 0, surgery: 0, region: 0, category: 0, instA: 0, instB: 0, notReviewable: 0, requested: 0 }

const institution = (name: string, over: Partial<InstitutionSpec> = {}): Promise<number> =>
  createInstitution(payload, { name, category: ids.category, region: ids.region, contact_city: 'Aarau', ...over })

async function person(who: Who, role: Role | null, first_name: string, last_name: string, manages: number[] = []): Promise<void> {
  const email = `${who.toLowerCase()}@example.test`
  const doc = await createUser(payload, { email, role, first_name, last_name, locale: 'it', manages })
  people[who] = { id: doc.id, role, email, first_name, last_name }
}

/** A complete, valid review for an institution (the wizard's parsed output). */
function answersFor(institution: number, over: Partial<Record<string, string>> = {}): ReviewWrite {
  const form: Record<string, string> = {
    institution: String(institution),
    field: 'CARDIOLOGY',
    level: 'ASSISTANT_PHYSICIAN',
    employment_status: 'current',
    duration: 'TWO',
    pensum: 'fullTime',
    has_housing: 'no',
    salary: "104'000",
    work_hours: '52',
    work_start_time: '07:15',
    work_end_time: '18:30',
    work_has_night: 'yes',
    work_has_picket: 'no',
    recommend: 'yes',
    improvement: 'Mehr Zeit für Teaching.',
    is_wsj_exclusive: 'false',
    summary_feedback: 'Gute Weiterbildung, faires Team, viel Dokumentation.',
    rule_1: 'on',
    rule_2: 'on',
    tos: 'on',
  }
  for (const s of schema.RATING_SECTIONS) {
    form[`${s}_rating`] = '4'
    if (s !== 'summary') form[`${s}_feedback`] = `Text ${s}`
  }
  return schema.ReviewWriteSchema.parse({ ...form, ...over })
}

const author = (who: Who) => ({ id: people[who].id, role: people[who].role })

async function reviewRow(id: number) {
  return payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true })
}

/** What leaves the server for a review: its public id (ADR 0018). */
const publicIdOf = async (id: number) => (await reviewRow(id)).public_id

/** A published review by `who` about `institution`, written `daysAgo` days ago. */
async function publishedReview(who: Who, institution: number, over: { field?: string; wsj?: boolean; daysAgo?: number } = {}): Promise<number> {
  const created = await write.createReview(payload, author(who), answersFor(institution, { field: over.field ?? 'SURGERY', is_wsj_exclusive: over.wsj ? 'true' : 'false' }), 'de')
  if (!created.ok) throw new Error(`could not create: ${created.reason}`)
  await payload.update({ collection: 'reviews', id: created.id, data: { status: 'published' }, overrideAccess: true })
  if (over.daysAgo) await payload.db.pool.query(`UPDATE reviews SET created_at = now() - ($1 || ' days')::interval WHERE id = $2`, [String(over.daysAgo), created.id])
  return created.id
}

const mailsTo = (to: string) => outboxTo(payload, to)

const tokenOf = (who: Who): Promise<string> => tokenFor(payload, people[who].email)

beforeAll(async () => {
  payload = await freshPayload()
  write = await import('@/modules/reviews/write.server')
  answers = await import('@/modules/reviews/answers.server')
  cockpit = await import('@/modules/reviews/cockpit.server')
  schema = await import('@/modules/reviews/write-schema')
  mails = await import('@/modules/reviews/review-mails')
  ;({ CockpitReviewsSchema } = await import('@/modules/reviews/cockpit-shapes'))
  ;({ ReviewReadSchema } = await import('@/modules/reviews/shapes'))

  ids.cardiology = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.surgery = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
  for (const [key, value] of [
    ['ANAESTHESIOLOGY', 'Anästhesiologie'],
    ['PSYCHIATRY', 'Psychiatrie'],
    ['NEUROLOGY', 'Neurologie'],
  ] as const)
    await createEssential(payload, 'fields', key, value)
  await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  await createEssential(payload, 'levels', 'STUDENT_INTERN', 'Unterassistenz')
  await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  ids.region = await createEssential(payload, 'regions', 'AG', 'Aargau')
  ids.category = await createEssential(payload, 'categories', 'CANTONAL_HOSPITAL', 'Kantonsspital')
  ids.instA = await institution('Kantonsspital Aarau Test')
  ids.instB = await institution('Spital Baden Test')
  ids.notReviewable = await institution('Praxis ohne Bewertungen', { reviewable: false })
  ids.requested = await institution('Klinik in Prüfung', { status: 'requested' })

  await person('noRole', null, 'Nora', 'Neu')
  await person('student', 'ROLE_STUDENT', 'Svenja', 'Studiosa')
  await person('doctor', 'ROLE_DOCTOR', 'Dorotheus', 'Verborgenmann')
  await person('managerA', 'ROLE_INSTITUTION', 'Mara', 'Aarauer', [ids.instA])
  await person('managerB', 'ROLE_INSTITUTION', 'Mirko', 'Badener', [ids.instB])
  await person('doctorManagerB', 'ROLE_DOCTOR', 'Dana', 'Doppelrolle', [ids.instB])
  await person('admin', 'ROLE_ADMIN', 'Ada', 'Team')
})

describe('writing a review: who may, about which institution', () => {
  it('refuses anonymous callers, users without a role and employers', async () => {
    expect(await write.createReview(payload, null, answersFor(ids.instA), 'de')).toEqual({ ok: false, reason: 'login' })
    expect(await write.createReview(payload, author('noRole'), answersFor(ids.instA), 'de')).toEqual({ ok: false, reason: 'role' })
    expect(await write.createReview(payload, author('managerA'), answersFor(ids.instB), 'de')).toEqual({ ok: false, reason: 'role' })
    expect(await write.createReview(payload, author('managerB'), answersFor(ids.instA), 'de')).toEqual({ ok: false, reason: 'role' })
    const { totalDocs } = await payload.count({ collection: 'reviews', overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('lets students, doctors and the team write; every new review is pending and keeps its author for the team', async () => {
    for (const who of ['student', 'doctor', 'admin'] as const) {
      const result = await write.createReview(payload, author(who), answersFor(ids.instA), 'de')
      expect(result.ok, who).toBe(true)
      if (!result.ok) continue
      const row = await reviewRow(result.id)
      expect(row.public_id).toBe(result.publicId)
      expect(row.status).toBe('pending')
      expect(row.author).toBe(people[who].id)
      expect(row.work_start_time).toBe('07:15')
      expect(row.salary).toBe(104_000)
      // Nothing about the request is kept with a review (no IP address, no user agent).
      expect(Object.keys(row).filter((k) => /ip|agent|address/i.test(k))).toEqual([])
    }
  })

  it('refuses an institution the author manages (active membership), allows others', async () => {
    expect(await write.createReview(payload, author('doctorManagerB'), answersFor(ids.instB), 'de')).toEqual({ ok: false, reason: 'ownInstitution' })
    expect((await write.createReview(payload, author('doctorManagerB'), answersFor(ids.instA), 'de')).ok).toBe(true)
  })

  it('refuses institutions that are not reviewable or not active, and unknown essentials', async () => {
    expect(await write.createReview(payload, author('doctor'), answersFor(ids.notReviewable), 'de')).toEqual({ ok: false, reason: 'institution' })
    expect(await write.createReview(payload, author('doctor'), answersFor(ids.requested), 'de')).toEqual({ ok: false, reason: 'institution' })
    expect(await write.createReview(payload, author('doctor'), answersFor(999_999), 'de')).toEqual({ ok: false, reason: 'institution' })
    expect(await write.createReview(payload, author('doctor'), answersFor(ids.instB, { field: 'NO_SUCH_FIELD' }), 'de')).toEqual({ ok: false, reason: 'choice', field: 'field' })
  })

  it('allows one review per institution and field per 12 months', async () => {
    // The doctor wrote about A in cardiology above.
    expect(await write.createReview(payload, author('doctor'), answersFor(ids.instA), 'de')).toEqual({ ok: false, reason: 'duplicate', existing: expect.any(String) })
    const surgery = await write.createReview(payload, author('doctor'), answersFor(ids.instA, { field: 'SURGERY' }), 'de')
    expect(surgery.ok).toBe(true)
    // Another author is not affected.
    expect((await write.createReview(payload, author('doctorManagerB'), answersFor(ids.instA, { field: 'SURGERY' }), 'de')).ok).toBe(true)
    // Once the earlier review is older than 12 months, a new one is welcome.
    await payload.db.pool.query(`UPDATE reviews SET created_at = now() - interval '12 months 2 days' WHERE author_id = $1 AND institution_id = $2 AND field_id = $3`, [
      people.doctor.id,
      ids.instA,
      ids.cardiology,
    ])
    expect((await write.createReview(payload, author('doctor'), answersFor(ids.instA), 'de')).ok).toBe(true)
    expect(await write.createReview(payload, author('doctor'), answersFor(ids.instA), 'de')).toEqual({ ok: false, reason: 'duplicate', existing: expect.any(String) })
  })
})

describe('editing a review', () => {
  it('lets only the author edit; the review goes back to pending, the rejection reason is cleared, the answer stays', async () => {
    const created = await write.createReview(payload, author('student'), answersFor(ids.instB), 'de')
    if (!created.ok) throw new Error(created.reason)
    await payload.update({ collection: 'reviews', id: created.id, overrideAccess: true, data: { status: 'rejected', reject_reason: 'Bitte ohne Namen.' } })
    await payload.db.pool.query(`UPDATE reviews SET feedback_content = 'Danke für das Feedback.', feedback_name = 'Dr. X' WHERE id = $1`, [created.id])

    for (const who of ['doctor', 'managerB', 'admin', 'noRole'] as const) {
      expect(
        await write.updateOwnReview(payload, author(who), created.id, answersFor(ids.instB, { summary_feedback: 'Fremde Änderung am Text, sollte nie gespeichert werden.' }), 'de'),
        who,
      ).toEqual({ ok: false, reason: 'notFound' })
      expect(await write.ownReviewForEdit(payload, people[who].id, created.id, 'de'), who).toBeNull()
    }
    expect(await write.updateOwnReview(payload, null, created.id, answersFor(ids.instB), 'de')).toEqual({ ok: false, reason: 'login' })
    expect((await reviewRow(created.id)).summary_feedback).toBe('Gute Weiterbildung, faires Team, viel Dokumentation.')

    const edited = await write.updateOwnReview(
      payload,
      author('student'),
      created.id,
      answersFor(ids.instB, { summary_feedback: 'Überarbeitet: ohne Namen, dafür konkreter.', team_rating: '2' }),
      'de',
    )
    // the edit keeps the review's public id
    expect(edited).toEqual({ ok: true, id: created.id, publicId: created.publicId })
    expect(await publicIdOf(created.id)).toBe(created.publicId)
    const row = await reviewRow(created.id)
    expect(row.status).toBe('pending')
    expect(row.reject_reason ?? null).toBeNull()
    expect(row.summary_feedback).toBe('Überarbeitet: ohne Namen, dafür konkreter.')
    expect(row.team_rating).toBe(2)
    expect(row.feedback?.content).toBe('Danke für das Feedback.')
  })

  it('keeps the reviewed institution and checks the 12-month rule without counting the review itself', async () => {
    const first = await write.createReview(payload, author('student'), answersFor(ids.instA, { field: 'SURGERY' }), 'de')
    if (!first.ok) throw new Error(first.reason)
    // Re-saving with the same field is fine; an attempt to move it to another institution is ignored.
    expect((await write.updateOwnReview(payload, author('student'), first.id, answersFor(ids.instB, { field: 'SURGERY' }), 'de')).ok).toBe(true)
    expect((await reviewRow(first.id)).institution).toBe(ids.instA)
    // Moving it to a field already reviewed at A within 12 months (cardiology, above) is refused.
    expect(await write.updateOwnReview(payload, author('student'), first.id, answersFor(ids.instA, { field: 'CARDIOLOGY' }), 'de')).toEqual({
      ok: false,
      reason: 'duplicate',
      existing: expect.any(String),
    })
  })

  it('gives the author the saved answers as wizard values', async () => {
    const created = await write.createReview(payload, author('admin'), answersFor(ids.instA, { field: 'ANAESTHESIOLOGY', has_housing: 'yes' }), 'de')
    if (!created.ok) throw new Error(created.reason)
    const editable = await write.ownReviewForEdit(payload, people.admin.id, created.id, 'de')
    expect(editable?.institution).toEqual({ id: ids.instA, name: 'Kantonsspital Aarau Test' })
    expect(editable?.values).toMatchObject({
      field: 'ANAESTHESIOLOGY',
      level: 'ASSISTANT_PHYSICIAN',
      duration: 'TWO',
      has_housing: 'yes',
      work_start_time: '07:15',
      salary: '104000',
      is_wsj_exclusive: 'false',
      summary_rating: '4',
    })
    // The wizard can submit them again as they are (plus the three confirmations).
    expect(schema.ReviewWriteSchema.safeParse({ ...editable?.values, rule_1: 'on', rule_2: 'on', tos: 'on' }).success).toBe(true)
  })
})

describe('reading one review in the cockpit (GET /api/fn/user/review, view-{id})', () => {
  let open = 0
  let wsj = 0
  let pending = 0

  beforeAll(async () => {
    open = await publishedReview('doctor', ids.instB, { field: 'CARDIOLOGY' })
    wsj = await publishedReview('student', ids.instB, { field: 'SURGERY', wsj: true })
    const p = await write.createReview(payload, author('admin'), answersFor(ids.instB, { field: 'SURGERY' }), 'de')
    if (!p.ok) throw new Error(p.reason)
    pending = p.id
  })

  const view = async (who: Who | null, id: number) => cockpit.reviewForViewer(payload, who ? { id: people[who].id, role: people[who].role } : null, id, 'de')

  it.each([
    // who, open review of B (the doctor's), WSJ-exclusive review of B (the student's), pending review (the admin's)
    [null, false, false, false],
    ['noRole', false, false, false],
    ['student', true, true, false],
    ['doctor', true, false, false],
    ['managerB', true, false, false],
    ['managerA', false, false, false],
    ['doctorManagerB', true, false, false],
    ['admin', true, true, true], // the pending review is the admin's own
  ] as const)('%s: open %s, WSJ-exclusive %s, pending %s', async (who, seesOpen, seesWsj, seesPending) => {
    expect(Boolean(await view(who, open))).toBe(seesOpen)
    expect(Boolean(await view(who, wsj))).toBe(seesWsj)
    expect(Boolean(await view(who, pending))).toBe(seesPending)
  })

  it('marks whose review it is and who may answer it, and exposes nobody', async () => {
    const own = await view('doctor', open)
    expect(own?.own?.status).toBe('published')
    const byManager = await view('managerB', open)
    expect(byManager?.own).toBeNull()
    expect(byManager?.answerable).toBe(true)
    expect((await view('student', open))?.answerable).toBe(false)
    expect((await view('admin', open))?.answerable).toBe(false)
    const json = JSON.stringify(byManager)
    expect(ReviewReadSchema.safeParse(byManager?.review).success).toBe(true)
    for (const secret of [people.doctor.email, people.doctor.first_name, people.doctor.last_name, 'author']) expect(json).not.toContain(secret)
  })

  it('answers null for unknown ids', async () => {
    expect(await view('admin', 987_654)).toBeNull()
  })
})

describe("the cockpit lists (GET /api/fn/user/reviews): 'owner' and 'new'", () => {
  let fresh = 0
  let oldUnanswered = 0
  let oldAnswered = 0
  let ancientUnanswered = 0
  let wsjForA = 0
  let rejected = 0

  beforeAll(async () => {
    fresh = await publishedReview('student', ids.instA, { daysAgo: 3, field: 'ANAESTHESIOLOGY' })
    oldUnanswered = await publishedReview('doctorManagerB', ids.instA, { daysAgo: 200, field: 'ANAESTHESIOLOGY' })
    oldAnswered = await publishedReview('admin', ids.instA, { daysAgo: 150, field: 'PSYCHIATRY' })
    ancientUnanswered = await publishedReview('doctorManagerB', ids.instA, { daysAgo: 400, field: 'PSYCHIATRY' })
    await payload.update({
      collection: 'reviews',
      id: oldAnswered,
      overrideAccess: true,
      data: { feedback: { name: 'X', function: 'HR', content: 'Danke!', updated_at: new Date().toISOString() } },
    })
    const wsjCreated = await write.createReview(payload, author('student'), answersFor(ids.instA, { field: 'PSYCHIATRY', is_wsj_exclusive: 'true' }), 'de')
    if (!wsjCreated.ok) throw new Error(wsjCreated.reason)
    wsjForA = wsjCreated.id
    await payload.update({ collection: 'reviews', id: wsjForA, overrideAccess: true, data: { status: 'published' } })
    const r = await write.createReview(payload, author('doctor'), answersFor(ids.instB, { field: 'SURGERY' }), 'de')
    if (!r.ok) throw new Error(r.reason)
    rejected = r.id
    await payload.update({ collection: 'reviews', id: rejected, overrideAccess: true, data: { status: 'rejected', reject_reason: 'Enthält den Namen einer Oberärztin.' } })
  })

  it("shows authors their own reviews with status and the team's reason", async () => {
    const lists = await cockpit.cockpitReviews(payload, people.doctor, 'de')
    expect(CockpitReviewsSchema.safeParse(lists).success).toBe(true)
    const rejectedId = await publicIdOf(rejected)
    const mine = lists.owner.find((r) => r.id === rejectedId)
    expect(mine).toMatchObject({ status: 'rejected', reject_reason: 'Enthält den Namen einer Oberärztin.', institution: { id: ids.instB } })
    expect(lists.owner.every((r) => ['pending', 'published', 'rejected'].includes(r.status))).toBe(true)
    const { totalDocs } = await payload.count({ collection: 'reviews', where: { author: { equals: people.doctor.id } }, overrideAccess: true })
    expect(lists.owner).toHaveLength(totalDocs)
    expect(lists.new).toEqual([])
  })

  it('shows managers the new reviews of their institutions: recent, or unanswered within 12 months; published, not WSJ-exclusive', async () => {
    const lists = await cockpit.cockpitReviews(payload, people.managerA, 'de')
    const newIds = lists.new.map((r) => r.id)
    expect(newIds).toContain(await publicIdOf(fresh))
    expect(newIds).toContain(await publicIdOf(oldUnanswered))
    expect(newIds).not.toContain(await publicIdOf(oldAnswered))
    expect(newIds).not.toContain(await publicIdOf(ancientUnanswered))
    expect(newIds).not.toContain(await publicIdOf(wsjForA))
    expect(lists.new.every((r) => r.institution.id === ids.instA)).toBe(true)
    expect(lists.owner).toEqual([])
    const other = await cockpit.cockpitReviews(payload, people.managerB, 'de')
    expect(other.new.map((r) => r.id)).not.toContain(await publicIdOf(fresh))
    for (const who of ['student', 'admin', 'noRole'] as const) expect((await cockpit.cockpitReviews(payload, people[who], 'de')).new, who).toEqual([])
  })

  it('contains no author identity in the manager lists', async () => {
    const json = JSON.stringify(await cockpit.cockpitReviews(payload, people.managerA, 'de'))
    for (const who of ['student', 'doctorManagerB', 'admin'] as const) {
      for (const secret of [people[who].email, people[who].first_name, people[who].last_name]) expect(json).not.toContain(secret)
    }
    expect(json).not.toContain('author')
    expect(json).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
  })
})

describe("the employer's public answer (feedback-{id})", () => {
  let review = 0
  let wsj = 0
  let pending = 0

  beforeAll(async () => {
    review = await publishedReview('doctor', ids.instA, { field: 'ANAESTHESIOLOGY', daysAgo: 400 })
    wsj = await publishedReview('student', ids.instA, { field: 'NEUROLOGY', wsj: true, daysAgo: 400 })
    const { docs } = await payload.find({ collection: 'reviews', where: { institution: { equals: ids.instA }, status: { equals: 'pending' } }, limit: 1, overrideAccess: true })
    pending = docs[0]?.id ?? 0
    expect(pending).toBeGreaterThan(0)
  })

  const answer = { name: 'Dr. med. Mara Aarauer', function: 'Leiterin Personal', content: 'Danke für die offene Rückmeldung, wir arbeiten daran.' }

  it('is refused to everyone but a manager of the institution, and on WSJ-exclusive or pending reviews', async () => {
    for (const who of ['student', 'doctor', 'managerB', 'doctorManagerB', 'admin', 'noRole'] as const) {
      expect(await answers.saveEmployerFeedback(payload, people[who], review, answer), who).toBe(false)
      expect(await answers.answerableReview(payload, people[who], review), who).toBeNull()
    }
    expect(await answers.saveEmployerFeedback(payload, null, review, answer)).toBe(false)
    expect(await answers.saveEmployerFeedback(payload, people.managerA, wsj, answer)).toBe(false)
    expect(await answers.saveEmployerFeedback(payload, people.managerA, pending, answer)).toBe(false)
    expect((await reviewRow(review)).feedback?.content ?? null).toBeNull()
  })

  it('is saved for the manager, dated, editable, and shown under the review to readers', async () => {
    expect(await answers.saveEmployerFeedback(payload, people.managerA, review, answer, new Date('2026-10-03T09:00:00Z'))).toBe(true)
    expect((await answers.answerableReview(payload, people.managerA, review))?.feedback).toEqual({ name: answer.name, function: answer.function, content: answer.content })
    expect(
      await answers.saveEmployerFeedback(payload, people.managerA, review, { ...answer, content: 'Aktualisiert: neue Dienstplanung ab Januar.' }, new Date('2026-11-20T09:00:00Z')),
    ).toBe(true)
    const row = await reviewRow(review)
    expect(row.feedback?.content).toBe('Aktualisiert: neue Dienstplanung ab Januar.')
    expect(row.feedback?.updated_at?.slice(0, 10)).toBe('2026-11-20')
    expect(row.status).toBe('published')
    const read = await cockpit.reviewForViewer(payload, people.student, review, 'de')
    expect(read?.review.institution).toMatchObject({
      feedback: true,
      feedback_name: answer.name,
      feedback_function: answer.function,
      feedback_content: 'Aktualisiert: neue Dienstplanung ab Januar.',
      feedback_updated_at: '2026-11',
    })
  })
})

describe('the message relay (message-{id})', () => {
  let review = 0

  beforeAll(async () => {
    review = await publishedReview('doctor', ids.instA, { field: 'PSYCHIATRY', daysAgo: 800 })
  })

  it('is refused to everyone but a manager of the institution; nothing is sent', async () => {
    const before = (await mailsTo(people.doctor.email)).length
    for (const who of ['student', 'doctor', 'managerB', 'doctorManagerB', 'admin', 'noRole'] as const) {
      expect(await answers.relayMessageToAuthor(payload, people[who], review, 'Bitte melden Sie sich bei uns.'), who).toEqual({ ok: false, reason: 'notFound' })
    }
    expect(await answers.relayMessageToAuthor(payload, null, review, 'Bitte melden Sie sich bei uns.')).toEqual({ ok: false, reason: 'notFound' })
    expect(await answers.relayMessageToAuthor(payload, people.managerA, 987_654, 'Bitte melden Sie sich bei uns.')).toEqual({ ok: false, reason: 'notFound' })
    expect(await mailsTo(people.doctor.email)).toHaveLength(before)
  })

  it("mails the author (in the author's language) the message, the institution and how to answer, without revealing the author", async () => {
    const message = 'Grazie per la recensione. Ci piacerebbe capire meglio la questione dei turni: ci scriva, se vuole.'
    expect(await answers.relayMessageToAuthor(payload, people.managerA, review, message)).toEqual({ ok: true })
    const [mail] = await mailsTo(people.doctor.email)
    expect(mail?.to).toBe(people.doctor.email)
    expect(mail?.subject).toBe('Messaggio da Kantonsspital Aarau Test sulla tua valutazione')
    expect(mail?.text).toContain(message)
    expect(mail?.text).toContain(people.managerA.email)
    // the link to the review names it by its public id
    expect(mail?.text).toContain(`/it/cockpit/reviews/view-${await publicIdOf(review)}`)
    expect(mail?.text).not.toMatch(new RegExp(`view-${review}(?![0-9a-f])`))
    // A reply quotes the mail back to the employer: it must name nobody.
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      for (const secret of [people.doctor.email, people.doctor.first_name, people.doctor.last_name]) expect(part ?? '').not.toContain(secret)
    }
    const { docs } = await payload.find({ collection: 'review-messages', where: { review: { equals: review } }, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => [d.sender, d.institution, d.message])).toEqual([[people.managerA.id, ids.instA, message]])
  })

  it('sets Reply-To to the manager and sends from the platform', () => {
    const mail = mails.relayMail({
      locale: 'fr',
      authorEmail: 'a@example.test',
      managerEmail: 'hr@spital.test',
      institutionName: 'Hôpital <Test>',
      message: '<b>Bonjour</b>',
      reviewPublicId: '0f'.repeat(16),
    })
    expect(mail).toMatchObject({ to: 'a@example.test', replyTo: 'hr@spital.test' })
    expect(mail).not.toHaveProperty('from')
    expect(mail.html).toContain('&lt;b&gt;Bonjour&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Bonjour</b>')
  })

  it('allows three messages per review and week', async () => {
    expect(await answers.relayMessageToAuthor(payload, people.managerA, review, 'Zweite Nachricht zur Bewertung.')).toEqual({ ok: true })
    expect(await answers.relayMessageToAuthor(payload, people.managerA, review, 'Dritte Nachricht zur Bewertung.')).toEqual({ ok: true })
    expect(await answers.relayMessageToAuthor(payload, people.managerA, review, 'Vierte Nachricht zur Bewertung.')).toEqual({ ok: false, reason: 'limit' })
  })
})

describe('the API routes', () => {
  let reviewsRoute: typeof import('@/app/api/fn/user/reviews/route')
  let reviewRoute: typeof import('@/app/api/fn/user/review/route')

  beforeAll(async () => {
    reviewsRoute = await import('@/app/api/fn/user/reviews/route')
    reviewRoute = await import('@/app/api/fn/user/review/route')
  })

  const get = (path: string, token?: string) => new NextRequest(`http://localhost${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })

  it('answer 401 JSON to anonymous callers', async () => {
    const lists = await reviewsRoute.GET(get('/api/fn/user/reviews'))
    expect(lists.status).toBe(401)
    expect(await lists.json()).toEqual({ error: 'unauthorized' })
    expect((await reviewRoute.GET(get('/api/fn/user/review?id=1'))).status).toBe(401)
  })

  it('validate the review id: a public id, not a row number (400 with field errors)', async () => {
    const token = await tokenOf('student')
    const { docs } = await payload.find({ collection: 'reviews', limit: 1, overrideAccess: true, depth: 0 })
    const row = docs[0]!
    for (const bad of ['', '?id=abc', '?id=0', '?id=-3', '?id=1.5', `?id=${row.id}`, `?id=${row.public_id.toUpperCase()}`, `?id=${row.public_id}0`]) {
      const res = await reviewRoute.GET(get(`/api/fn/user/review${bad}`, token))
      expect(res.status, bad).toBe(400)
      expect((await res.json()).fields).toHaveProperty('id')
    }
  })

  it("give each viewer their lists, and null for another user's pending review (no IDOR)", async () => {
    const doctorToken = await tokenOf('doctor')
    const res = await reviewsRoute.GET(get('/api/fn/user/reviews?locale=fr', doctorToken))
    expect(res.status).toBe(200)
    const body = CockpitReviewsSchema.parse(await res.json())
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { and: [{ author: { equals: people.doctor.id } }, { status: { equals: 'rejected' } }] },
      limit: 1,
      overrideAccess: true,
    })
    const ownRejected = docs[0]?.public_id
    expect(body.owner.find((r) => r.id === ownRejected)?.status).toBe('rejected')
    expect((await (await reviewRoute.GET(get(`/api/fn/user/review?id=${ownRejected}`, doctorToken))).json())?.id).toBe(ownRejected)
    const studentToken = await tokenOf('student')
    const foreign = await reviewRoute.GET(get(`/api/fn/user/review?id=${ownRejected}`, studentToken))
    expect(foreign.status).toBe(200)
    expect(await foreign.json()).toBeNull()
    // a well-formed public id that names no review: the same null, no other status
    const unknown = await reviewRoute.GET(get(`/api/fn/user/review?id=${'7'.repeat(32)}`, studentToken))
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toBeNull()
  })
})

describe('the early check once employer and field are chosen', () => {
  it('refuses a second review of the same employer and field within 12 months at step 1, naming the existing review', async () => {
    const inst = await institution('Spital Frühprüfung')
    const target = { institution: inst, field: 'CARDIOLOGY' }
    expect(await write.checkReviewTarget(payload, author('doctor'), target, 'de')).toBeNull()
    const created = await write.createReview(payload, author('doctor'), answersFor(inst), 'de')
    if (!created.ok) throw new Error(created.reason)
    // the link goes to the author's own review (its public id, never the row id)
    expect(await write.checkReviewTarget(payload, author('doctor'), target, 'de')).toEqual({ ok: false, reason: 'duplicate', existing: created.publicId })
    // the final submit gives the same answer (no JavaScript: one refusal, same link)
    expect(await write.createReview(payload, author('doctor'), answersFor(inst), 'de')).toEqual({ ok: false, reason: 'duplicate', existing: created.publicId })
    // editing that review does not count it against itself; another field or author is fine
    expect(await write.checkReviewTarget(payload, author('doctor'), target, 'de', created.id)).toBeNull()
    expect(await write.checkReviewTarget(payload, author('doctor'), { institution: inst, field: 'SURGERY' }, 'de')).toBeNull()
    expect(await write.checkReviewTarget(payload, author('student'), target, 'de')).toBeNull()
  })

  it('answers the other step-1 rules too: own institution, not reviewable, unknown field, logged out', async () => {
    expect(await write.checkReviewTarget(payload, author('doctorManagerB'), { institution: ids.instB, field: 'CARDIOLOGY' }, 'de')).toEqual({ ok: false, reason: 'ownInstitution' })
    expect(await write.checkReviewTarget(payload, author('doctor'), { institution: ids.notReviewable, field: 'CARDIOLOGY' }, 'de')).toEqual({ ok: false, reason: 'institution' })
    expect(await write.checkReviewTarget(payload, author('doctor'), { institution: ids.instB, field: 'NO_SUCH_FIELD' }, 'de')).toEqual({
      ok: false,
      reason: 'choice',
      field: 'field',
    })
    expect(await write.checkReviewTarget(payload, null, { institution: ids.instB, field: 'CARDIOLOGY' }, 'de')).toEqual({ ok: false, reason: 'login' })
  })
})
