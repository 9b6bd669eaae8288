import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { checkFormToken, issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from '@/modules/offers/form-token'
import { submitOfferInquiry, type InquiryContext } from '@/modules/offers/inquiry.server'
import { HONEYPOT_FIELD, OfferInquirySchema, type OfferInquiryInput } from '@/modules/offers/schemas'
import { createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Issue 29 point 6 (ADR 0059): the offer inquiry on a real PostgreSQL. Validation answers at the
// field, the spam rules (honeypot, fill time, limits per IP and per address in rate_limits), one
// stored inquiry and two mails however often the same form is sent at once, and the collection
// closed to everyone but the team.

const SECRET = 'offer-test-secret-0123456789abcdef'
let payload: Payload
let ipCounter = 0

/** A token handed out `agoMs` before now (a person who took that long to fill the form). */
const tokenFrom = (agoMs = 60_000, now = Date.now()) => issueFormToken(SECRET, now - agoMs)
const freshIp = () => `203.0.113.${++ipCounter}`

function form(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna.muster@spital-test.ch',
    institution: 'Spital Test AG',
    website: 'www.spital-test.ch',
    message: 'Wir suchen jedes Jahr rund acht Assistenzärztinnen und -ärzte.',
    bracket: 'postings_4_10',
    consent: 'on',
    form_token: tokenFrom(),
    [HONEYPOT_FIELD]: '',
    ...overrides,
  }
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined))
}

const parse = (values: Record<string, string>): OfferInquiryInput => OfferInquirySchema.parse(values)
const context = (over: Partial<InquiryContext> = {}): InquiryContext => ({ ip: freshIp(), locale: 'de', secret: SECRET, ...over })

async function inquiriesOf(email: string) {
  const { rows } = await payload.db.pool.query<{ id: number; intent: string; status: string; website: string | null; locale: string }>(
    'SELECT id, intent, status, website, locale FROM offer_inquiries WHERE email = $1 ORDER BY id',
    [email],
  )
  return rows
}

async function mailsTo(to: string) {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, limit: 100, overrideAccess: true, sort: 'createdAt' })
  return docs
}

const teamMailsAbout = async (institution: string) => (await mailsTo(env().TEAM_EMAIL ?? env().SUPPORT_EMAIL)).filter((m) => m.subject.includes(institution))

beforeAll(async () => {
  payload = await freshPayload()
})

describe('the form schema', () => {
  it('says what is wrong at each field, in catalogue keys', () => {
    const result = OfferInquirySchema.safeParse(form({ firstname: ' ', email: 'anna@', institution: 'X', website: 'nicht eine adresse', bracket: 'viele', consent: undefined }))
    expect(result.success).toBe(false)
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(errors).toEqual({
      firstname: 'required',
      email: 'email',
      institution: 'nameTooShort',
      website: 'url',
      bracket: 'offerForm.errors.bracket',
      consent: 'offerForm.errors.consent',
    })
  })

  it('reads "www.…" as an https address, an empty website and message as none, the address in lower case', () => {
    const data = parse(form({ email: ' Anna.Muster@Spital-Test.CH ', message: '  ', website: 'www.spital-test.ch' }))
    expect(data.website).toBe('https://www.spital-test.ch')
    expect(data.email).toBe('anna.muster@spital-test.ch')
    expect(data.message).toBeNull()
    expect(parse(form({ website: '' })).website).toBeNull()
  })

  it('refuses a message over 3000 characters and a NUL in any field', () => {
    const long = OfferInquirySchema.safeParse(form({ message: 'x'.repeat(3001) }))
    expect(long.error?.issues[0]?.message).toBe('tooLong')
    const nul = OfferInquirySchema.safeParse(form({ lastname: 'Mus\u0000ter' }))
    expect(nul.error?.issues[0]?.path).toEqual(['lastname'])
  })
})

describe('the form token', () => {
  it('passes after the minimum fill time and names its intent', () => {
    const now = Date.now()
    const token = tokenFrom(MIN_FILL_MS + 1, now)
    const check = checkFormToken(SECRET, token, now)
    expect(check).toEqual({ ok: true, intent: token.split('.')[1] })
  })

  it('refuses a form sent faster than a person fills it, an altered or foreign token, and one older than a day', () => {
    const now = Date.now()
    expect(checkFormToken(SECRET, tokenFrom(500, now), now)).toEqual({ ok: false, reason: 'tooFast' })
    expect(checkFormToken(SECRET, tokenFrom(MAX_FORM_AGE_MS + 1000, now), now)).toEqual({ ok: false, reason: 'expired' })
    const token = tokenFrom(60_000, now)
    // an earlier start time written into a token signed for another: the signature no longer fits
    const [, intent, sig] = token.split('.')
    expect(checkFormToken(SECRET, `${String(now - 3_600_000)}.${intent}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFormToken('another-secret-0123456789abcdef', token, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFormToken(SECRET, '', now)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('sending an inquiry', () => {
  it('stores it open with its language and mails the team and a copy to the sender, in the page’s language', async () => {
    const email = 'claire.dupont@hopital-test.ch'
    const outcome = await submitOfferInquiry(
      payload,
      parse(form({ email, firstname: 'Claire', institution: 'Hôpital Test SA', bracket: 'postings_11_plus' })),
      context({ locale: 'fr' }),
    )
    expect(outcome).toMatchObject({ kind: 'sent', repeat: false })
    const rows = await inquiriesOf(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'open', locale: 'fr', website: 'https://www.spital-test.ch' })

    const [copy, ...moreCopies] = await mailsTo(email)
    expect(moreCopies).toEqual([])
    expect(copy!.subject).toBe('Ta demande chez Helvemed')
    expect(copy!.text).toContain('Bonjour Claire')
    expect(copy!.text).toContain("11 annonces ou plus (Prix indicatif\u00a0: dès CHF 17'000 par an)")
    expect(copy!.text).toContain('Wir suchen jedes Jahr')

    const team = await teamMailsAbout('Hôpital Test SA')
    expect(team).toHaveLength(1)
    expect(team[0]!.subject).toBe('Offertanfrage: Hôpital Test SA')
    expect(team[0]!.text).toContain('(Sprache: Français)')
    expect(team[0]!.text).toContain(`/admin/collections/offer-inquiries/${rows[0]!.id}`)
    expect(team[0]!.text).toContain(email)
  })

  it('stores and mails once when the same form is sent many times at once (a double click, a second tab)', async () => {
    const email = 'parallel@klinik-test.ch'
    const values = parse(form({ email, institution: 'Klinik Parallel AG' }))
    const ip = freshIp()
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => submitOfferInquiry(payload, values, context({ ip }))))
    expect(outcomes.every((o) => o.kind === 'sent')).toBe(true)
    expect(outcomes.filter((o) => o.kind === 'sent' && !o.repeat)).toHaveLength(1)
    const rows = await inquiriesOf(email)
    expect(rows).toHaveLength(1)
    expect(new Set(outcomes.map((o) => (o.kind === 'sent' ? o.id : 0)))).toEqual(new Set([rows[0]!.id]))
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await teamMailsAbout('Klinik Parallel AG')).toHaveLength(1)
    // the repeats took no tokens: this address may still send two more forms today
    for (let i = 0; i < 2; i++) expect((await submitOfferInquiry(payload, parse(form({ email, institution: 'Klinik Parallel AG' })), context({ ip }))).kind).toBe('sent')
    expect(await inquiriesOf(email)).toHaveLength(3)
  })

  it('answers a filled honeypot like a success and stores and mails nothing', async () => {
    const email = 'robot@spam-test.ch'
    const outcome = await submitOfferInquiry(payload, parse(form({ email, [HONEYPOT_FIELD]: 'https://spam.example' })), context())
    expect(outcome).toEqual({ kind: 'ignored' })
    expect(await inquiriesOf(email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
  })

  it('refuses a form sent faster than the minimum fill time, and one without a valid token', async () => {
    const email = 'fast@spam-test.ch'
    expect(await submitOfferInquiry(payload, parse(form({ email, form_token: tokenFrom(200) })), context())).toEqual({ kind: 'tooFast' })
    expect(await submitOfferInquiry(payload, parse(form({ email, form_token: '' })), context())).toEqual({ kind: 'again' })
    expect(await submitOfferInquiry(payload, parse(form({ email, form_token: tokenFrom(2 * MAX_FORM_AGE_MS) })), context())).toEqual({ kind: 'again' })
    expect(await inquiriesOf(email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
  })

  it('limits each address to 3 inquiries, then 3 a day, from any IP (PostgreSQL buckets)', async () => {
    const email = 'flood-target@example-test.ch'
    for (let i = 0; i < 3; i++) expect((await submitOfferInquiry(payload, parse(form({ email })), context())).kind).toBe('sent')
    const refused = await submitOfferInquiry(payload, parse(form({ email })), context())
    expect(refused).toMatchObject({ kind: 'limited', scope: 'address' })
    expect(refused.kind === 'limited' && refused.retryAfterSeconds).toBeGreaterThan(3600)
    // a day later the bucket is full again
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000 + 60_000)
    const later = await submitOfferInquiry(payload, parse(form({ email, form_token: issueFormToken(SECRET, tomorrow.getTime() - 60_000) })), context({ now: tomorrow }))
    expect(later.kind).toBe('sent')
    expect(await inquiriesOf(email)).toHaveLength(4)
    expect(await mailsTo(email)).toHaveLength(4)
  })

  it('limits each IP to 5 inquiries, then 5 an hour; a refused address does not use up the IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await submitOfferInquiry(payload, parse(form({ email: `ip-${i}@praxis-test.ch` })), context({ ip }))).kind).toBe('sent')
    const refused = await submitOfferInquiry(payload, parse(form({ email: 'ip-6@praxis-test.ch' })), context({ ip }))
    expect(refused).toMatchObject({ kind: 'limited', scope: 'ip' })
    expect(await inquiriesOf('ip-6@praxis-test.ch')).toEqual([])

    // an address whose bucket is empty: refusing it leaves the IP's bucket as it was
    const used = 'used-up@example-test.ch'
    for (let i = 0; i < 3; i++) expect((await submitOfferInquiry(payload, parse(form({ email: used })), context())).kind).toBe('sent')
    const other = freshIp()
    expect(await submitOfferInquiry(payload, parse(form({ email: used })), context({ ip: other }))).toMatchObject({ kind: 'limited', scope: 'address' })
    for (let i = 0; i < 5; i++) expect((await submitOfferInquiry(payload, parse(form({ email: `other-${i}@praxis-test.ch` })), context({ ip: other }))).kind).toBe('sent')
  })
})

describe('the offer-inquiries collection', () => {
  it('is the team’s: other roles and visitors neither read, change nor create; nobody creates through Payload', async () => {
    const [row] = await inquiriesOf('claire.dupont@hopital-test.ch')
    const id = row!.id
    const users = {
      student: await createUser(payload, { email: 'offer-student@test.ch', role: 'ROLE_STUDENT' }),
      doctor: await createUser(payload, { email: 'offer-doctor@test.ch', role: 'ROLE_DOCTOR' }),
      employer: await createUser(payload, { email: 'offer-hr@test.ch', role: 'ROLE_INSTITUTION' }),
      admin: await createUser(payload, { email: 'offer-admin@test.ch', role: 'ROLE_ADMIN' }),
    }
    for (const user of [undefined, users.student, users.doctor, users.employer]) {
      await expect(payload.find({ collection: 'offer-inquiries', overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.update({ collection: 'offer-inquiries', id, data: { status: 'answered' }, overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.delete({ collection: 'offer-inquiries', id, overrideAccess: false, user })).rejects.toThrow()
    }
    const data: RequiredDataFromCollectionSlug<'offer-inquiries'> = {
      first_name: 'X',
      last_name: 'Y',
      email: 'x@y.ch',
      institution: 'Z',
      bracket: 'postings_1_3',
      locale: 'de',
      consent_at: new Date().toISOString(),
      intent: 'made-up',
      status: 'open',
    }
    for (const user of [undefined, users.employer, users.admin]) {
      await expect(payload.create({ collection: 'offer-inquiries', data, overrideAccess: false, user })).rejects.toThrow()
    }
    const seen = await payload.find({ collection: 'offer-inquiries', overrideAccess: false, user: users.admin, where: { id: { equals: id } } })
    expect(seen.docs[0]).toMatchObject({ institution: 'Hôpital Test SA', status: 'open', bracket: 'postings_11_plus' })
    const answered = await payload.update({
      collection: 'offer-inquiries',
      id,
      data: { status: 'answered', team_note: 'Offerte per Mail geschickt' },
      overrideAccess: false,
      user: users.admin,
    })
    expect(answered.status).toBe('answered')
  })

  it('keeps the page cache out of it, while the products the employers’ page shows notify it', async () => {
    const { rows } = await payload.db.pool.query<{ relname: string }>(
      `SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'page_cache_%' AND c.relname IN ('offer_inquiries', 'products', 'products_variants', 'products_locales') ORDER BY 1`,
    )
    expect(rows.map((r) => r.relname)).toEqual(['products', 'products_locales', 'products_variants'])
  })
})
