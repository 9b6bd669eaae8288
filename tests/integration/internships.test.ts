import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/modules/access/access'
import { createEssential, createInstitution, createReview, createUser, mailsTo, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The elective year: own internships, colleagues (overlap edges, opt-out, other
// institutions, non-students, other students' ids), create/delete rules, the review link, the
// relay, and the four calls per role.

let payload: Payload
let own: typeof import('@/modules/internships/own.server')
let colleagues: typeof import('@/modules/internships/colleagues.server')
let write: typeof import('@/modules/internships/write.server')
let contact: typeof import('@/modules/internships/contact.server')
let finder: typeof import('@/modules/internships/finder.server')

const ids = { field: 0, field2: 0, level: 0, region: 0, category: 0, inst: 0, other: 0 }
type Who = 'lea' | 'same' | 'oneDayStart' | 'oneDayEnd' | 'before' | 'after' | 'hidden' | 'elsewhere' | 'doctor' | 'employer' | 'admin' | 'noRole'
const people = {} as Record<Who, { id: number; email: string; role: Role | null }>
const internships = {} as Record<string, number>

// Lea's placement: the whole of March 2026.
const LEA = { start: '2026-03-01', end: '2026-03-31' }

async function person(who: Who, role: Role | null, first: string, last: string) {
  const email = `${who.toLowerCase()}@wsj.test`
  const u = await createUser(payload, { email, role, first_name: first, last_name: last })
  people[who] = { id: u.id, email, role }
}

async function placement(name: string, user: number, institution: number, start: string, end: string, field = ids.field) {
  const doc = await payload.create({
    collection: 'internships',
    data: { user, institution, field, start: `${start}T00:00:00.000Z`, end: `${end}T00:00:00.000Z` },
    overrideAccess: true,
  })
  internships[name] = doc.id
  return doc.id
}

const v = (who: Who) => ({ id: people[who].id, role: people[who].role })

async function call(path: string, who: Who | null): Promise<{ status: number; body: unknown }> {
  const [name, query = ''] = path.split('?')
  const route = await import(`@/app/api/fn/user/${name}/route`)
  const headers = who ? { Authorization: `JWT ${await tokenFor(payload, people[who].email)}` } : undefined
  const res: Response = await route.GET(new NextRequest(`http://localhost/api/fn/user/${name}${query ? `?${query}` : ''}`, { headers }))
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  payload = await freshPayload()
  own = await import('@/modules/internships/own.server')
  colleagues = await import('@/modules/internships/colleagues.server')
  write = await import('@/modules/internships/write.server')
  contact = await import('@/modules/internships/contact.server')
  finder = await import('@/modules/internships/finder.server')
  ids.field = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
  ids.field2 = await createEssential(payload, 'fields', 'PAEDIATRICS', 'Pädiatrie')
  ids.level = await createEssential(payload, 'levels', 'STUDENT_INTERN', 'Unterassistenz')
  ids.region = await createEssential(payload, 'regions', 'AG', 'Aargau')
  ids.category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  ids.inst = await createInstitution(payload, { name: 'Spital Lenzburg', region: ids.region, category: ids.category, contact_city: 'Lenzburg' })
  ids.other = await createInstitution(payload, { name: 'Kantonsspital Baden', region: ids.region, category: ids.category, contact_city: 'Baden' })
  await person('lea', 'ROLE_STUDENT', 'Lea', 'Studer')
  await person('same', 'ROLE_STUDENT', 'Nora', 'Amsler')
  await person('oneDayStart', 'ROLE_STUDENT', 'Timo', 'Bachmann')
  await person('oneDayEnd', 'ROLE_STUDENT', 'Aline', 'Weber')
  await person('before', 'ROLE_STUDENT', 'Jonas', 'Frei')
  await person('after', 'ROLE_STUDENT', 'Sara', 'Meier')
  await person('hidden', 'ROLE_STUDENT', 'Hidde', 'Verborgen')
  await person('elsewhere', 'ROLE_STUDENT', 'Elio', 'Rossi')
  await person('doctor', 'ROLE_DOCTOR', 'Marco', 'Arzt')
  await person('employer', 'ROLE_INSTITUTION', 'Claudia', 'Keller')
  await person('admin', 'ROLE_ADMIN', 'Andrea', 'Admin')
  await person('noRole', null, 'Nina', 'Neu')
  await placement('lea', people.lea.id, ids.inst, LEA.start, LEA.end)
  await placement('same', people.same.id, ids.inst, '2026-03-10', '2026-04-20', ids.field2)
  // Starts on Lea's last day / ends on Lea's first day: one shared day each.
  await placement('oneDayStart', people.oneDayStart.id, ids.inst, '2026-03-31', '2026-05-31')
  await placement('oneDayEnd', people.oneDayEnd.id, ids.inst, '2026-02-01', '2026-03-01')
  // The day before and the day after: no shared day.
  await placement('before', people.before.id, ids.inst, '2026-01-01', '2026-02-28')
  await placement('after', people.after.id, ids.inst, '2026-04-01', '2026-04-30')
  await placement('hidden', people.hidden.id, ids.inst, '2026-03-05', '2026-03-25')
  await placement('elsewhere', people.elsewhere.id, ids.other, '2026-03-01', '2026-03-31')
  await placement('doctor', people.doctor.id, ids.inst, '2026-03-01', '2026-03-31')
  await payload.update({ collection: 'users', id: people.hidden.id, data: { colleagues_hidden: true }, overrideAccess: true })
})

describe('colleagues', () => {
  it('are the students whose internship at the same institution shares at least one day', async () => {
    const found = await colleagues.colleaguesOf(payload, v('lea'), internships.lea as number)
    expect(found?.hidden).toBe(false)
    const names = found?.entries.map((e) => e.colleague.name).sort()
    // same institution overlapping, one-day overlaps at both ends; not the day before/after,
    // not the student who opted out, not another institution, not a doctor.
    expect(names).toEqual(['Aline W.', 'Nora A.', 'Timo B.'])
  })

  it('show first name + initial, field and dates, with an opaque id', async () => {
    const found = await colleagues.colleaguesOf(payload, v('lea'), internships.lea as number)
    const nora = found?.entries.find((e) => e.colleague.name === 'Nora A.')
    expect(nora?.colleague).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), start: '2026-03-10', end: '2026-04-20', field: 'PAEDIATRICS', name: 'Nora A.' })
    const text = JSON.stringify(found?.entries.map((e) => e.colleague))
    for (const hidden of ['Amsler', '@wsj.test']) expect(text).not.toContain(hidden)
    expect(nora?.colleague.id).not.toBe(String(internships.same))
  })

  it('are symmetric: a one-day colleague sees Lea too', async () => {
    const found = await colleagues.colleaguesOf(payload, v('oneDayEnd'), internships.oneDayEnd as number)
    expect(found?.entries.map((e) => e.colleague.name)).toContain('Lea S.')
    const none = await colleagues.colleaguesOf(payload, v('before'), internships.before as number)
    expect(none?.entries.map((e) => e.colleague.name)).not.toContain('Lea S.')
  })

  it('are hidden from and for a student who opted out', async () => {
    const found = await colleagues.colleaguesOf(payload, v('hidden'), internships.hidden as number)
    expect(found).toEqual({ entries: [], hidden: true })
    const list = await own.ownInternships(payload, v('hidden'), 'de')
    expect(list[0]?.internship.colleagues).toBeNull()
  })

  it("are nothing for another student's internship id, a missing id, or a non-student", async () => {
    expect(await colleagues.colleaguesOf(payload, v('lea'), internships.same as number)).toBeNull()
    expect(await colleagues.colleaguesOf(payload, v('lea'), 999_999)).toBeNull()
    expect(await colleagues.colleaguesOf(payload, v('doctor'), internships.doctor as number)).toBeNull()
    expect(await colleagues.colleaguesOf(payload, v('employer'), internships.lea as number)).toBeNull()
  })
})

describe('own internships', () => {
  it('come in the Internship shape with colleagues and their review link', async () => {
    const list = await own.ownInternships(payload, v('lea'), 'de', new Date('2026-03-15T10:00:00Z'))
    expect(list).toHaveLength(1)
    const [entry] = list
    expect(entry?.internship).toMatchObject({ id: internships.lea, start: LEA.start, end: LEA.end, field: 'SURGERY', institution: ids.inst, review_id: null, reviews: [] })
    expect(entry?.internship.colleagues).toHaveLength(3)
    expect(entry?.phase).toBe('current')
    expect(entry?.institutionName).toBe('Spital Lenzburg')
  })

  it('refuse an overlapping range (also a one-day overlap) and accept the next day', async () => {
    const base = { institution: String(ids.other), request: '' as const, request_name: '', request_city: '', request_region: '', field: 'SURGERY' }
    const today = new Date('2026-03-15T10:00:00Z')
    const clash = await write.createInternship(payload, v('lea'), { ...base, start: '2026-03-31', end: '2026-04-15' }, today)
    expect(clash).toEqual({ ok: false, reason: 'overlap', with: internships.lea })
    const inside = await write.createInternship(payload, v('lea'), { ...base, start: '2026-02-01', end: '2026-05-01' }, today)
    expect(inside).toMatchObject({ ok: false, reason: 'overlap' })
    const next = await write.createInternship(payload, v('lea'), { ...base, start: '2026-04-01', end: '2026-04-30' }, today)
    expect(next.ok).toBe(true)
    if (next.ok) internships.leaApril = next.id
  })

  it('refuse nonsense ranges, unknown institutions and fields, and non-students', async () => {
    const base = { institution: String(ids.other), request: '' as const, request_name: '', request_city: '', request_region: '', field: 'SURGERY' }
    const today = new Date('2026-03-15T10:00:00Z')
    expect(await write.createInternship(payload, v('lea'), { ...base, start: '2026-07-10', end: '2026-07-01' }, today)).toMatchObject({
      field: 'end',
      message: 'internships.errors.endBeforeStart',
    })
    expect(await write.createInternship(payload, v('lea'), { ...base, start: '2020-01-01', end: '2020-02-01' }, today)).toMatchObject({
      field: 'start',
      message: 'internships.errors.tooEarly',
    })
    expect(await write.createInternship(payload, v('lea'), { ...base, start: '2030-01-01', end: '2030-02-01' }, today)).toMatchObject({
      field: 'end',
      message: 'internships.errors.tooLate',
    })
    expect(await write.createInternship(payload, v('lea'), { ...base, start: '2026-07-01', end: '2027-09-01' }, today)).toMatchObject({
      field: 'end',
      message: 'internships.errors.tooLong',
    })
    expect(await write.createInternship(payload, v('lea'), { ...base, institution: '999999', start: '2026-07-01', end: '2026-07-31' }, today)).toMatchObject({
      field: 'institution',
    })
    expect(await write.createInternship(payload, v('lea'), { ...base, field: 'ASTROLOGY', start: '2026-07-01', end: '2026-07-31' }, today)).toMatchObject({ field: 'field' })
    expect(await write.createInternship(payload, v('doctor'), { ...base, start: '2026-07-01', end: '2026-07-31' }, today)).toEqual({ ok: false, reason: 'role' })
  })

  it('may name an institution not yet on the platform: a request to the team', async () => {
    const today = new Date('2026-03-15T10:00:00Z')
    const result = await write.createInternship(
      payload,
      v('lea'),
      {
        institution: '',
        request: 'on',
        request_name: 'Ospedale Regionale di Mendrisio',
        request_city: 'Mendrisio',
        request_region: 'AG',
        field: 'SURGERY',
        start: '2026-09-01',
        end: '2026-09-30',
      },
      today,
    )
    expect(result.ok).toBe(true)
    const list = await own.ownInternships(payload, v('lea'), 'de', today)
    const requested = list.find((e) => e.institutionName === 'Ospedale Regionale di Mendrisio')
    expect(requested?.institutionStatus).toBe('requested')
    // not public, not in the finder
    expect((await finder.finderRows(payload, v('lea'))).some((r) => r.row.name.includes('Mendrisio'))).toBe(false)
    expect((await mailsTo(payload, 'support@helvemed.ch')).some((m) => m.subject?.includes('Mendrisio'))).toBe(true)
  })

  it('take three proposed institutions a day from one student, then explain; the next day three more', async () => {
    const day = new Date('2026-03-16T10:00:00Z')
    const propose = (month: string, name: string, today: Date) =>
      write.createInternship(
        payload,
        v('before'),
        { institution: '', request: 'on', request_name: name, request_city: 'Aarau', request_region: 'AG', field: 'SURGERY', start: `2026-${month}-01`, end: `2026-${month}-20` },
        today,
      )
    for (const [month, name] of [
      ['06', 'Klinik Eins'],
      ['07', 'Klinik Zwei'],
      ['08', 'Klinik Drei'],
    ] as const)
      expect((await propose(month, name, day)).ok).toBe(true)
    const mailsBefore = (await mailsTo(payload, 'support@helvemed.ch')).length
    const refused = await propose('09', 'Klinik Vier', day)
    expect(refused).toEqual({ ok: false, reason: 'field', field: 'request_name', message: 'internships.errors.requestLimit' })
    // nothing written: no requested profile, no placement, no mail to the team
    expect((await payload.count({ collection: 'institutions', where: { name: { equals: 'Klinik Vier' } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await own.ownInternships(payload, v('before'), 'de', day)).some((e) => e.institutionName === 'Klinik Vier')).toBe(false)
    expect((await mailsTo(payload, 'support@helvemed.ch')).length).toBe(mailsBefore)
    // another student is not held back by it
    expect(
      (
        await write.createInternship(
          payload,
          v('after'),
          { institution: '', request: 'on', request_name: 'Klinik Fünf', request_city: 'Aarau', request_region: 'AG', field: 'SURGERY', start: '2026-09-01', end: '2026-09-20' },
          day,
        )
      ).ok,
    ).toBe(true)
    expect((await propose('09', 'Klinik Vier', new Date('2026-03-17T10:30:00Z'))).ok).toBe(true)
  })

  it("delete only one's own; a linked review stays", async () => {
    const review = await createReview(payload, { author: people.lea.id, institution: ids.other, field: ids.field, level: ids.level, is_wsj_exclusive: true })
    expect(await write.linkReview(payload, v('lea'), internships.leaApril as number, review.id)).toBe(true)
    const linked = (await own.ownInternships(payload, v('lea'), 'de')).find((e) => e.internship.id === internships.leaApril)
    expect(linked?.internship.review_id).toBe(review.public_id)
    expect(linked?.reviewStatus).toBe('published')
    // someone else's review or internship cannot be linked
    const foreign = await createReview(payload, { author: people.same.id, institution: ids.inst, field: ids.field2, level: ids.level })
    expect(await write.linkReview(payload, v('lea'), internships.leaApril as number, foreign.id)).toBe(false)
    expect(await write.linkReview(payload, v('same'), internships.leaApril as number, foreign.id)).toBe(false)
    expect(await write.deleteInternship(payload, v('same'), internships.leaApril as number)).toBe(false)
    expect(await write.deleteInternship(payload, v('lea'), internships.leaApril as number)).toBe(true)
    expect((await payload.findByID({ collection: 'reviews', id: review.id, overrideAccess: true, disableErrors: true }))?.id).toBe(review.id)
  })
})

describe('contact through the relay', () => {
  it('needs both students to accept messages and reveals no address', async () => {
    const found = await colleagues.colleaguesOf(payload, v('lea'), internships.lea as number)
    const nora = found?.entries.find((e) => e.colleague.name === 'Nora A.')?.colleague.id as string
    const message = 'Hallo Nora, hast du Lust auf einen Kaffee nach der Visite?'
    expect(await contact.contactColleague(payload, v('lea'), internships.lea as number, nora, message)).toEqual({ ok: false, reason: 'recipientClosed' })
    await payload.update({ collection: 'users', id: people.same.id, data: { colleagues_contact: true }, overrideAccess: true })
    expect(await contact.contactColleague(payload, v('lea'), internships.lea as number, nora, message)).toEqual({ ok: false, reason: 'senderClosed' })
    await payload.update({ collection: 'users', id: people.lea.id, data: { colleagues_contact: true }, overrideAccess: true })
    expect(await contact.contactColleague(payload, v('lea'), internships.lea as number, nora, message)).toEqual({ ok: true })
    const [mail] = await mailsTo(payload, people.same.email)
    expect(mail?.text).toContain(message)
    expect(mail?.text).toContain('Lea S.')
    expect(JSON.stringify(mail)).not.toContain(people.lea.email)
    expect(JSON.stringify(mail)).not.toContain('Studer')
    // a colleague id from another internship's list names nobody here
    expect(await contact.contactColleague(payload, v('same'), internships.same as number, nora, message)).toEqual({ ok: false, reason: 'notFound' })
    expect(await contact.contactColleague(payload, v('doctor'), internships.lea as number, nora, message)).toEqual({ ok: false, reason: 'notFound' })
  })
})

describe('the calls', () => {
  const CALLS = ['internships', `internships-colleagues?id=1`, 'internships-institutions', 'internships-reviews?id=1&field=SURGERY']

  it('answer 401 without a session and 403 to everyone but students and the team', async () => {
    for (const path of CALLS) {
      expect((await call(path, null)).status, path).toBe(401)
      for (const who of ['doctor', 'employer', 'noRole'] as const) expect((await call(path, who)).status, `${path} ${who}`).toBe(403)
      expect((await call(path, 'lea')).status, path).toBe(200)
      expect((await call(path, 'admin')).status, path).toBe(200)
    }
  })

  it("give a student their internships and colleagues, nothing of another student's", async () => {
    const mine = (await call('internships', 'lea')).body as { id: number; colleagues: unknown[] }[]
    expect(mine.map((i) => i.id)).toContain(internships.lea)
    expect((await call(`internships-colleagues?id=${internships.lea}`, 'lea')).body).toHaveLength(3)
    expect((await call(`internships-colleagues?id=${internships.same}`, 'lea')).body).toEqual([])
    expect((await call('internships-colleagues?id=abc', 'lea')).status).toBe(400)
    expect((await call('internships-colleagues?id=99999999999', 'lea')).status).toBe(400)
  })

  it('list institution statistics rows and WSJ reviews by institution and field', async () => {
    const rows = (await call('internships-institutions', 'lea')).body as { id: number; name: string; region: string; fields: { key: string; internships: number }[] }[]
    const lenzburg = rows.find((r) => r.id === ids.inst)
    expect(lenzburg?.region).toBe('AG')
    expect(lenzburg?.fields.find((f) => f.key === 'SURGERY')?.internships).toBe(7)
    const reviews = (await call(`internships-reviews?id=${ids.other}&field=SURGERY`, 'lea')).body as { is_wsj_exclusive: boolean }[]
    expect(reviews.length).toBe(1)
    expect(reviews.every((r) => r.is_wsj_exclusive)).toBe(true)
    expect((await call(`internships-reviews?id=${ids.other}&field=surgery`, 'lea')).status).toBe(400)
    expect((await call(`internships-reviews?id=${ids.other}`, 'lea')).status).toBe(400)
  })
})

describe('the empty-list fallback', () => {
  it('answers [] for a list with an item that fails its shape, and logs it', async () => {
    const { listOrEmpty } = await import('@/modules/internships/api.server')
    const { InstitutionStatisticsRowSchema } = await import('@/modules/internships/schemas')
    const warned: unknown[] = []
    const original = payload.logger.warn.bind(payload.logger)
    payload.logger.warn = ((...args: unknown[]) => void warned.push(args)) as typeof payload.logger.warn
    try {
      const good = { id: 1, name: 'Spital', region: 'BE', fields: [{ key: 'SURGERY', internships: 2, reviews: 1, reviews_rating: 4 }] }
      expect(listOrEmpty(payload, InstitutionStatisticsRowSchema, [good], 'test')).toEqual([good])
      expect(
        listOrEmpty(payload, InstitutionStatisticsRowSchema, [good, { ...good, fields: [{ key: 'SURGERY', internships: -1, reviews: 0, reviews_rating: 9 }] }], 'test'),
      ).toEqual([])
      expect(warned).toHaveLength(1)
    } finally {
      payload.logger.warn = original
    }
  })
})
