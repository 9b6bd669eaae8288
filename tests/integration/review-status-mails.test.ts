import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Role } from '@/modules/access/access'
import { isReviewPublicId } from '@/modules/reviews/public-id'
import { createEssential, createInstitution, createReview, createUser, mailsTo as outboxTo, TEST_PASSWORD } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The status mail (ADR 0013): when the team publishes or rejects a review in /admin, the author
// (and only the author) gets a mail in their language, with a link to the review in the cockpit
// or, when rejected, the team's reason and a link to edit it. Nothing is sent when a review is
// created (wizard or seed), edited by its author, or saved without a status change; a failing mail
// never breaks the save. Real PostgreSQL.

// A switch that makes sendMail throw, to show that the admin's save stands when a mail fails.
const mailFailure = vi.hoisted(() => ({ on: false }))
vi.mock('@/lib/mail/send', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/mail/send')>()
  return {
    ...actual,
    sendMail: async (...args: Parameters<typeof actual.sendMail>) => {
      if (mailFailure.on) throw new Error('outbox unavailable')
      return actual.sendMail(...args)
    },
  }
})

let payload: Payload
let write: typeof import('@/modules/reviews/write.server')
let schema: typeof import('@/modules/reviews/write-schema')

type Who = 'frAuthor' | 'deAuthor' | 'manager' | 'admin'
const people = {} as Record<Who, { id: number; role: Role; email: string; first_name: string; last_name: string }>
const ids = { field: 0, level: 0, duration: 0, inst: 0 }
const BASE = 'http://localhost:3000'

async function person(who: Who, role: Role, locale: 'de' | 'fr' | null, manages?: number) {
  const email = `${who.toLowerCase()}@example.test`
  const names = { first_name: `Vorname${who}`, last_name: `Nachname${who}` }
  const doc = await createUser(payload, { email, role, ...names, locale, manages })
  people[who] = { id: doc.id, role, email, ...names }
}

/** A review as the seed writes it: created directly, in any status. */
async function seededReview(who: Who, status: 'pending' | 'published' | 'rejected', over: Partial<RequiredDataFromCollectionSlug<'reviews'>> = {}): Promise<number> {
  const doc = await createReview(payload, {
    author: people[who].id,
    status,
    reject_reason: status === 'rejected' ? 'Seed-Begründung.' : undefined,
    institution: ids.inst,
    field: ids.field,
    level: ids.level,
    duration: ids.duration,
    ...over,
  })
  return doc.id
}

const publicIdOf = async (id: number) => (await payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true })).public_id

const setStatus = (id: number, data: Partial<RequiredDataFromCollectionSlug<'reviews'>>, context?: Record<string, unknown>) =>
  payload.update({ collection: 'reviews', id, data, overrideAccess: true, depth: 0, context })

const mailsTo = (to: string) => outboxTo(payload, to)

const outboxSize = async () => (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs

/** What the /admin edit form does on save: PATCH through Payload's REST API as a team member. */
async function adminPatch(id: number, body: Record<string, unknown>): Promise<number> {
  const { token } = await payload.login({ collection: 'users', data: { email: people.admin.email, password: TEST_PASSWORD } })
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api/cms/reviews/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const res = await handleEndpoints({ config, path: `/api/cms/reviews/${id}`, request })
  return res.status
}

beforeAll(async () => {
  payload = await freshPayload()
  write = await import('@/modules/reviews/write.server')
  schema = await import('@/modules/reviews/write-schema')
  ids.field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.level = await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  ids.duration = await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  const region = await createEssential(payload, 'regions', 'SG', 'St. Gallen')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  ids.inst = await createInstitution(payload, { name: 'Spital Wattwil Test', category, region, contact_city: 'Wattwil' })
  await person('frAuthor', 'ROLE_DOCTOR', 'fr')
  await person('deAuthor', 'ROLE_STUDENT', null)
  await person('manager', 'ROLE_INSTITUTION', 'de', ids.inst)
  await person('admin', 'ROLE_ADMIN', 'de')
})

describe('creating reviews sends nothing', () => {
  it('neither a pending review from the wizard nor reviews the seed creates as published or rejected', async () => {
    const before = await outboxSize()
    const form: Record<string, string> = {
      institution: String(ids.inst),
      field: 'CARDIOLOGY',
      level: 'ASSISTANT_PHYSICIAN',
      employment_status: 'current',
      duration: 'TWO',
      pensum: 'fullTime',
      has_housing: 'no',
      work_hours: '52',
      work_start_time: '07:15',
      work_end_time: '18:30',
      work_has_night: 'yes',
      work_has_picket: 'no',
      recommend: 'yes',
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
    const created = await write.createReview(payload, { id: people.deAuthor.id, role: 'ROLE_STUDENT' }, schema.ReviewWriteSchema.parse(form), 'de')
    expect(created.ok).toBe(true)
    await seededReview('frAuthor', 'published')
    await seededReview('frAuthor', 'rejected')
    expect(await outboxSize()).toBe(before)
  })
})

describe('publishing', () => {
  let review = 0

  beforeAll(async () => {
    review = await seededReview('frAuthor', 'pending')
  })

  it("mails the author once, in the author's language, with the link to the review in the cockpit", async () => {
    const before = await outboxSize()
    await setStatus(review, { status: 'published' })
    expect(await outboxSize()).toBe(before + 1)
    const [mail] = await mailsTo(people.frAuthor.email)
    expect(mail?.subject).toBe('Ton évaluation est publiée')
    expect(mail?.text).toContain('Spital Wattwil Test')
    expect(mail?.text).toContain(`${BASE}/fr/cockpit/reviews/view-${await publicIdOf(review)}`)
    expect(mail?.html).toContain(`href="${BASE}/fr/cockpit/reviews/view-${await publicIdOf(review)}"`)
    expect(mail?.status).toBe('stored')
    // The employer gets nothing.
    expect(await mailsTo(people.manager.email)).toHaveLength(0)
  })

  it('sends nothing when the team saves again or edits other fields without changing the status', async () => {
    const before = await outboxSize()
    await setStatus(review, { status: 'published' })
    await setStatus(review, { summary_rating: 5, is_wsj_exclusive: true })
    await setStatus(review, { feedback: { name: 'Eva Muster', function: 'HR', content: 'Danke für die Rückmeldung.' } })
    expect(await outboxSize()).toBe(before)
  })

  it('sends nothing when the author edits it (back to pending), and mails again when it is published again', async () => {
    const before = await outboxSize()
    await setStatus(review, { status: 'pending', reject_reason: null })
    expect(await outboxSize()).toBe(before)
    await setStatus(review, { status: 'published' })
    expect(await outboxSize()).toBe(before + 1)
  })

  it('goes to the author through the REST API /admin uses, in German when the author chose no language', async () => {
    const other = await seededReview('deAuthor', 'pending')
    expect(await adminPatch(other, { status: 'published' })).toBe(200)
    const [mail] = await mailsTo(people.deAuthor.email)
    expect(mail?.subject).toBe('Deine Bewertung ist veröffentlicht')
    expect(mail?.text).toContain(`Hallo ${people.deAuthor.first_name}`)
    expect(mail?.text).toContain(`${BASE}/de/cockpit/reviews/view-${await publicIdOf(other)}`)
    // the link names the review by its public id only, never by its row number
    expect(mail?.text).not.toMatch(new RegExp(`reviews/(view|edit)-${other}\\b`))
    expect(await adminPatch(other, { summary_rating: 3 })).toBe(200)
    expect(await mailsTo(people.deAuthor.email)).toHaveLength(1)
  })
})

describe('the public id', () => {
  it('is set on create and never changes: not by the team in /admin, not by a save of the domain code', async () => {
    const review = await seededReview('deAuthor', 'pending')
    const original = await publicIdOf(review)
    expect(isReviewPublicId(original)).toBe(true)
    expect(await adminPatch(review, { public_id: 'f'.repeat(32), summary_rating: 2 })).toBe(200)
    await setStatus(review, { public_id: 'e'.repeat(32), summary_rating: 3 })
    expect(await publicIdOf(review)).toBe(original)
    expect((await payload.findByID({ collection: 'reviews', id: review, overrideAccess: true, depth: 0 })).summary_rating).toBe(3)
  })

  it('is made for a create that brings none or a malformed one, and is unique', async () => {
    const { id } = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      data: { public_id: '42', author: people.deAuthor.id, status: 'pending', institution: ids.inst, field: ids.field, level: ids.level },
    })
    expect(isReviewPublicId(await publicIdOf(id))).toBe(true)
    const taken = await publicIdOf(id)
    await expect(
      payload.create({
        collection: 'reviews',
        overrideAccess: true,
        depth: 0,
        data: { public_id: taken, author: people.frAuthor.id, status: 'pending', institution: ids.inst, field: ids.field, level: ids.level },
      }),
    ).rejects.toThrow()
  })
})

describe('rejecting', () => {
  it('mails the author the reason and the link to edit the review', async () => {
    const review = await seededReview('deAuthor', 'pending')
    const before = (await mailsTo(people.deAuthor.email)).length
    const reason = 'Bitte nenne keine Personen beim Namen.\nDer Abschnitt <Team> bleibt sonst nicht anonym.'
    await setStatus(review, { status: 'rejected', reject_reason: reason })
    const mails = await mailsTo(people.deAuthor.email)
    expect(mails).toHaveLength(before + 1)
    const [mail] = mails
    expect(mail?.subject).toBe('Deine Bewertung wurde nicht veröffentlicht')
    expect(mail?.text).toContain('> Bitte nenne keine Personen beim Namen.')
    expect(mail?.text).toContain('> Der Abschnitt <Team> bleibt sonst nicht anonym.')
    expect(mail?.text).toContain(`${BASE}/de/cockpit/reviews/edit-${await publicIdOf(review)}`)
    expect(mail?.text).not.toContain('view-')
    expect(mail?.html).toContain('Der Abschnitt &lt;Team&gt; bleibt sonst nicht anonym.')
    expect(mail?.html).not.toContain('<Team>')
    // A new reason without a status change sends nothing.
    await setStatus(review, { reject_reason: 'Anderer Grund.' })
    expect(await mailsTo(people.deAuthor.email)).toHaveLength(before + 1)
  })

  it('also tells the author when a published review is taken down', async () => {
    const review = await seededReview('frAuthor', 'published')
    await setStatus(review, { status: 'rejected', reject_reason: 'Contient des données personnelles.' })
    const [mail] = await mailsTo(people.frAuthor.email)
    expect(mail?.subject).toBe('Ton évaluation n’a pas été publiée')
    expect(mail?.text).toContain('Contient des données personnelles.')
    expect(mail?.text).toContain(`${BASE}/fr/cockpit/reviews/edit-${await publicIdOf(review)}`)
  })
})

describe('bulk work and failures', () => {
  it('sends nothing when the caller sets context.skipReviewMails', async () => {
    const review = await seededReview('frAuthor', 'pending')
    const before = await outboxSize()
    await setStatus(review, { status: 'published' }, { skipReviewMails: true })
    expect((await payload.findByID({ collection: 'reviews', id: review, overrideAccess: true, depth: 0 })).status).toBe('published')
    expect(await outboxSize()).toBe(before)
  })

  it('keeps the save when the mail fails', async () => {
    const review = await seededReview('frAuthor', 'pending')
    const before = await outboxSize()
    mailFailure.on = true
    try {
      const saved = await setStatus(review, { status: 'published' })
      expect(saved.status).toBe('published')
      expect(await adminPatch(await seededReview('deAuthor', 'pending'), { status: 'rejected', reject_reason: 'Zu kurz.' })).toBe(200)
    } finally {
      mailFailure.on = false
    }
    expect((await payload.findByID({ collection: 'reviews', id: review, overrideAccess: true, depth: 0 })).status).toBe('published')
    expect(await outboxSize()).toBe(before)
  })
})
