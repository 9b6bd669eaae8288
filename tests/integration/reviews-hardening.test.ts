import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { handleEndpoints } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/modules/access/access'
import { createEssential, createInstitution, createReview, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Adversarial review of anonymous reviews (docs/product-rules.md#reviews): what other users can reach through
// Payload's REST API, odd ids, the individual salary, exact creation times leaking through the
// employer's "new" list, and the message relay's limits. Real PostgreSQL.

let payload: Payload
let cockpit: typeof import('@/modules/reviews/cockpit.server')
let answers: typeof import('@/modules/reviews/answers.server')
let write: typeof import('@/modules/reviews/write.server')
let institutionReviews: typeof import('@/modules/reviews/institution-reviews.server')
let viewerMod: typeof import('@/modules/reviews/viewer.server')

type Who = 'author' | 'student' | 'doctor' | 'manager' | 'colleague' | 'otherManager' | 'admin'
const people = {} as Record<Who, { id: number; role: Role; email: string; first_name: string; last_name: string }>
const ids = { field: 0, level: 0, duration: 0, inst: 0, other: 0, review: 0 }
const SALARY = 123_456

async function person(who: Who, role: Role, manages?: number) {
  const email = `${who}@example.test`
  const names = { first_name: `Vorname${who}`, last_name: `Nachname${who}` }
  const doc = await createUser(payload, { email, role, ...names, manages })
  people[who] = { id: doc.id, role, email, ...names }
}

async function review(over: Partial<RequiredDataFromCollectionSlug<'reviews'>> = {}, createdAt?: string): Promise<number> {
  const doc = await createReview(
    payload,
    {
      author: people.author.id,
      institution: ids.inst,
      field: ids.field,
      level: ids.level,
      duration: ids.duration,
      salary: SALARY,
      work_hours: 50,
      is_wsj_exclusive: false,
      ...over,
    },
    { createdAt },
  )
  return doc.id
}

const tokenOf = (who: Who) => tokenFor(payload, people[who].email)

/** Payload's REST API (/api/cms) as the route handler runs it. */
async function rest(path: string, token?: string): Promise<{ status: number; body: string }> {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api/cms${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  const res = await handleEndpoints({ config, path: `/api/cms${path.split('?')[0]}`, request })
  return { status: res.status, body: await res.text() }
}

const viewer = (who: Who) => ({ id: people[who].id, role: people[who].role })
const publicIdOf = async (id: number) => (await payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true })).public_id

beforeAll(async () => {
  payload = await freshPayload()
  cockpit = await import('@/modules/reviews/cockpit.server')
  answers = await import('@/modules/reviews/answers.server')
  write = await import('@/modules/reviews/write.server')
  institutionReviews = await import('@/modules/reviews/institution-reviews.server')
  viewerMod = await import('@/modules/reviews/viewer.server')
  ids.field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.level = await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  ids.duration = await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  const institution = (name: string) => createInstitution(payload, { name, category, region, contact_city: 'Uster' })
  ids.inst = await institution('Spital Uster Test')
  ids.other = await institution('Klinik Wil Test')
  await person('author', 'ROLE_DOCTOR')
  await person('student', 'ROLE_STUDENT')
  await person('doctor', 'ROLE_DOCTOR')
  await person('manager', 'ROLE_INSTITUTION', ids.inst)
  await person('colleague', 'ROLE_INSTITUTION', ids.inst)
  await person('otherManager', 'ROLE_INSTITUTION', ids.other)
  await person('admin', 'ROLE_ADMIN')
  ids.review = await review()
})

describe("Payload's REST API (/api/cms) for everyone but the team", () => {
  it('gives no review, message or mail, and no answer to a "where author" question', async () => {
    const paths = [
      '/reviews',
      `/reviews/${ids.review}`,
      `/reviews?where[author][equals]=${people.author.id}`,
      `/reviews/count?where[author][equals]=${people.author.id}`,
      '/review-messages',
      `/review-messages?where[review][equals]=${ids.review}`,
      '/outbox',
    ]
    for (const who of [null, 'author', 'student', 'doctor', 'manager'] as const) {
      const token = who ? await tokenOf(who) : undefined
      for (const path of paths) {
        const res = await rest(path, token)
        expect([401, 403], `${who} ${path}`).toContain(res.status)
        expect(res.body).not.toContain(people.author.email)
      }
    }
    expect((await rest(`/reviews?where[author][equals]=${people.author.id}`, await tokenOf('admin'))).status).toBe(200)
  })

  it('does not show which reviews and accounts the team has open in /admin (document locks), nor let anyone else lock them', async () => {
    const lock = (relationTo: 'reviews' | 'users', value: number) =>
      payload.create({
        collection: 'payload-locked-documents',
        overrideAccess: true,
        data: { document: { relationTo, value }, globalSlug: null, user: { relationTo: 'users', value: people.admin.id } },
      })
    await lock('reviews', ids.review)
    await lock('users', people.author.id)
    for (const who of ['manager', 'doctor', 'student'] as const) {
      const res = await rest('/payload-locked-documents?depth=0&limit=100', await tokenOf(who))
      expect([401, 403], who).toContain(res.status)
      expect(res.body).not.toContain('"relationTo":"reviews"')
    }
    expect((await rest('/payload-locked-documents?depth=0', await tokenOf('admin'))).status).toBe(200)
    const { default: config } = await import('@payload-config')
    const request = new Request('http://localhost/api/cms/payload-locked-documents', {
      method: 'POST',
      headers: { Authorization: `JWT ${await tokenOf('manager')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ document: { relationTo: 'reviews', value: ids.review }, user: { relationTo: 'users', value: people.manager.id } }),
    })
    expect([401, 403]).toContain((await handleEndpoints({ config, path: '/api/cms/payload-locked-documents', request })).status)
  })
})

describe('ids a database integer cannot hold (e.g. /cockpit/reviews/view-9999999999)', () => {
  const HUGE = 9_999_999_999
  it('find nothing instead of failing', async () => {
    await expect(cockpit.reviewForViewer(payload, viewer('student'), HUGE, 'de')).resolves.toBeNull()
    await expect(answers.answerableReview(payload, viewer('manager'), HUGE)).resolves.toBeNull()
    await expect(answers.saveEmployerFeedback(payload, viewer('manager'), HUGE, { name: 'Anna Muster', function: 'HR', content: 'Danke für die Rückmeldung.' })).resolves.toBe(
      false,
    )
    await expect(answers.relayMessageToAuthor(payload, people.manager, HUGE, 'Bitte melden Sie sich.')).resolves.toEqual({ ok: false, reason: 'notFound' })
    await expect(write.ownReviewForEdit(payload, people.author.id, HUGE, 'de')).resolves.toBeNull()
  })
})

describe('the individual salary', () => {
  it('reaches only the author: not the employer, not other readers, not through GET /api/fn/user/review', async () => {
    expect((await cockpit.reviewForViewer(payload, viewer('author'), ids.review, 'de'))?.review.work.salary).toBe(SALARY)
    for (const who of ['manager', 'student', 'doctor', 'admin'] as const) {
      const seen = await cockpit.reviewForViewer(payload, viewer(who), ids.review, 'de')
      expect(seen, who).not.toBeNull()
      expect(seen?.review.work.salary, who).toBeNull()
    }
    const route = await import('@/app/api/fn/user/review/route')
    const res = await route.GET(
      new NextRequest(`http://localhost/api/fn/user/review?id=${await publicIdOf(ids.review)}`, { headers: { Authorization: `JWT ${await tokenOf('manager')}` } }),
    )
    const body = await res.json()
    expect(body.id).toBe(await publicIdOf(ids.review))
    expect(body.work.salary).toBeNull()
    expect(JSON.stringify(body)).not.toContain(String(SALARY))
  })

  it('is not in the texts of the institution page', async () => {
    for (const who of ['manager', 'student', 'author'] as const) {
      const { viewer: v, managed } = await viewerMod.reviewViewerOf(payload, viewer(who))
      const data = await institutionReviews.findInstitutionReviews(payload, { institutionId: ids.inst, locale: 'de', viewer: v, managed, contractHours: null })
      expect(data.texts.access, who).toBe('granted')
      expect(JSON.stringify(data.texts), who).not.toContain(String(SALARY))
    }
  })
})

describe("the employer's 'new' list tells the month of a review, never its exact time", () => {
  // Answered reviews stay "new" for 90 days, unanswered ones for 12 months. If a review left the
  // list exactly 90 days (or 12 months) after it was written, an employer who watches the list
  // would learn when it was written, to the minute. It may only change at a moment that depends on
  // the review's month.
  const answered = { name: 'Anna Muster', function: 'HR', content: 'Danke für die Rückmeldung.', updated_at: '2026-07-20T08:00:00.000Z' }
  // public ids: what the list shows
  let earlyJuly = ''
  let lateJuly = ''
  let earlyNov = ''
  let lateNov = ''

  beforeAll(async () => {
    earlyJuly = await publicIdOf(await review({ institution: ids.other, feedback: answered }, '2026-07-01T08:00:00.000Z'))
    lateJuly = await publicIdOf(await review({ institution: ids.other, feedback: answered }, '2026-07-31T20:00:00.000Z'))
    earlyNov = await publicIdOf(await review({ institution: ids.other }, '2025-11-01T09:00:00.000Z'))
    lateNov = await publicIdOf(await review({ institution: ids.other }, '2025-11-29T18:00:00.000Z'))
  })

  const listAt = async (iso: string) => (await cockpit.newReviewsForManager(payload, viewer('otherManager'), 'de', new Date(iso))).map((r) => r.id)

  it('answered reviews of one month leave the list together', async () => {
    // 90 days after the early one, before 90 days after the late one
    for (const at of ['2026-09-29T07:00:00.000Z', '2026-09-29T09:00:00.000Z', '2026-10-15T12:00:00.000Z', '2026-10-29T19:00:00.000Z']) {
      const list = await listAt(at)
      expect(list.includes(earlyJuly), at).toBe(list.includes(lateJuly))
    }
    expect(await listAt('2026-09-01T00:00:00.000Z')).toEqual(expect.arrayContaining([earlyJuly, lateJuly]))
    expect(await listAt('2026-11-15T00:00:00.000Z')).not.toContain(lateJuly)
    expect(await listAt('2026-11-15T00:00:00.000Z')).not.toContain(earlyJuly)
  })

  it('unanswered reviews of one month leave the list together', async () => {
    for (const at of ['2026-11-01T08:00:00.000Z', '2026-11-01T10:00:00.000Z', '2026-11-20T12:00:00.000Z', '2026-11-29T19:00:00.000Z']) {
      const list = await listAt(at)
      expect(list.includes(earlyNov), at).toBe(list.includes(lateNov))
    }
    expect(await listAt('2026-10-20T00:00:00.000Z')).toEqual(expect.arrayContaining([earlyNov, lateNov]))
    expect(await listAt('2027-01-15T00:00:00.000Z')).not.toContain(earlyNov)
  })
})

describe('the message relay cannot be used to flood authors', () => {
  it('sends at most three messages per review and week, whoever of the employer sends them', async () => {
    const target = await review({ field: await createEssential(payload, 'fields', 'NEUROLOGY', 'Neurologie') })
    expect(await answers.relayMessageToAuthor(payload, people.manager, target, 'Erste Nachricht zur Bewertung.')).toEqual({ ok: true })
    expect(await answers.relayMessageToAuthor(payload, people.manager, target, 'Zweite Nachricht zur Bewertung.')).toEqual({ ok: true })
    expect(await answers.relayMessageToAuthor(payload, people.colleague, target, 'Dritte Nachricht zur Bewertung.')).toEqual({ ok: true })
    expect(await answers.relayMessageToAuthor(payload, people.colleague, target, 'Vierte Nachricht zur Bewertung.')).toEqual({ ok: false, reason: 'limit' })
    expect(await answers.relayMessageToAuthor(payload, people.manager, target, 'Fünfte Nachricht zur Bewertung.')).toEqual({ ok: false, reason: 'limit' })
    // a week later the author may be written to again
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(await answers.relayMessageToAuthor(payload, people.colleague, target, 'Eine Woche später.', later)).toEqual({ ok: true })
  })

  it('sends at most three even when many messages to one review arrive at the same time', async () => {
    const target = await review({ field: await createEssential(payload, 'fields', 'DERMATOLOGY', 'Dermatologie') })
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answers.relayMessageToAuthor(payload, i % 2 ? people.manager : people.colleague, target, `Gleichzeitige Nachricht Nummer ${i}.`)),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(3)
    expect(results.filter((r) => !r.ok)).toEqual(Array(5).fill({ ok: false, reason: 'limit' }))
    const { totalDocs } = await payload.count({ collection: 'review-messages', where: { review: { equals: target } }, overrideAccess: true })
    expect(totalDocs).toBe(3)
  })

  it(`lets one person send at most ${20} messages a day, over all reviews`, async () => {
    const { REVIEW_MESSAGES_PER_SENDER } = await import('@/modules/limits/rules')
    expect(REVIEW_MESSAGES_PER_SENDER.capacity).toBe(20)
    const field = await createEssential(payload, 'fields', 'PSYCHIATRY', 'Psychiatrie')
    const targets: number[] = []
    for (let n = 0; n < 21; n++) targets.push(await review({ institution: ids.other, field, summary_feedback: `Bewertung Nummer ${n} mit genug Text.` }))
    const results: unknown[] = []
    for (const id of targets) results.push(await answers.relayMessageToAuthor(payload, people.otherManager, id, 'Eine Frage an alle Verfassenden.'))
    expect(results.slice(0, 20)).toEqual(Array(20).fill({ ok: true }))
    expect(results[20]).toEqual({ ok: false, reason: 'dailyLimit' })
    const { totalDocs } = await payload.count({ collection: 'review-messages', where: { sender: { equals: people.otherManager.id } }, overrideAccess: true })
    expect(totalDocs).toBe(20)
    // the next day it works again
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await answers.relayMessageToAuthor(payload, people.otherManager, targets[20]!, 'Eine Frage am nächsten Tag.', tomorrow)).toEqual({ ok: true })
  })
})
