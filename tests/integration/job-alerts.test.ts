import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { MailMessage } from '@/lib/mail/send'
import { hashToken } from '@/lib/secret-token'
import { createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Job alerts on a real PostgreSQL: double opt-in, the daily mail run, one-click unsubscribe and
// the cockpit's ownership rules. Every mail still goes to the outbox; the messages handed to
// sendMail are also kept here, to read the headers the outbox does not store.

const { sent } = vi.hoisted(() => ({ sent: [] as MailMessage[] }))
vi.mock('@/lib/mail/send', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/mail/send')>()
  return {
    ...real,
    sendMail: async (payload: Payload, message: MailMessage) => {
      sent.push(message)
      return real.sendMail(payload, message)
    },
  }
})

let payload: Payload
let alerts: typeof import('@/modules/alerts/alerts.server')
let send: typeof import('@/modules/alerts/send.server')
let tokens: typeof import('@/modules/alerts/tokens')
let PUBLIC_URL: string

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const filter = (input: { fields?: string[]; regions?: string[]; levels?: string[] } = {}) => ({ fields: [], levels: [], regions: [], categories: [], ...input })

const ids = {
  fields: {} as Record<string, number>,
  regions: {} as Record<string, number>,
  institutions: {} as Record<string, number>,
  jobs: {} as Record<string, number>,
  users: {} as Record<string, number>,
}

async function essential(collection: 'fields' | 'regions' | 'levels' | 'categories', key: string, names: Record<Locale, [string, string]>) {
  const doc = await payload.create({ collection, overrideAccess: true, locale: 'de', data: { key, value: names.de[0], slug: names.de[1] } })
  for (const locale of ['fr', 'it'] as const) {
    await payload.update({ collection, id: doc.id, overrideAccess: true, locale, data: { value: names[locale][0], slug: names[locale][1] } })
  }
  return doc.id
}

async function job(key: string, spec: { field: string; institution: string; from: number; paused?: boolean }) {
  ids.jobs[key] = await createJob(payload, {
    title: `Job ${key}`,
    slug: `alert-${key.toLowerCase()}`,
    institution: ids.institutions[spec.institution]!,
    fields: [ids.fields[spec.field]!],
    pensum_min: 80,
    paused: spec.paused ?? false,
    online_from: new Date(Date.now() + spec.from).toISOString(),
    online_until: new Date(Date.now() + 30 * DAY).toISOString(),
  })
}

async function user(key: string, email: string) {
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email, password: 'Helvemed-Test-1', first_name: key, last_name: 'Test', gender: 'GENDER_FEMALE', role: 'ROLE_DOCTOR', _verified: true },
  })
  ids.users[key] = doc.id
  return { id: doc.id, email, verified: true }
}

async function mailsTo(to: string) {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 50, overrideAccess: true })
  return docs
}
async function alertsOf(email: string) {
  const { docs } = await payload.find({
    collection: 'job-alerts',
    where: { email: { equals: email } },
    sort: 'id',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs
}
const tokenIn = (text: string | null | undefined, path: string) => new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1] ?? ''

beforeAll(async () => {
  payload = await freshPayload()
  alerts = await import('@/modules/alerts/alerts.server')
  send = await import('@/modules/alerts/send.server')
  tokens = await import('@/modules/alerts/tokens')
  PUBLIC_URL = (await import('@/lib/env')).env().PUBLIC_URL.replace(/\/+$/, '')

  ids.fields.CARDIOLOGY = await essential('fields', 'CARDIOLOGY', { de: ['Kardiologie', 'kardiologie'], fr: ['Cardiologie', 'cardiologie'], it: ['Cardiologia', 'cardiologia'] })
  ids.fields.SURGERY = await essential('fields', 'SURGERY', { de: ['Chirurgie', 'chirurgie'], fr: ['Chirurgie', 'chirurgie-fr'], it: ['Chirurgia', 'chirurgia'] })
  ids.fields.PAEDIATRICS = await essential('fields', 'PAEDIATRICS', { de: ['Pädiatrie', 'paediatrie'], fr: ['Pédiatrie', 'pediatrie'], it: ['Pediatria', 'pediatria'] })
  ids.regions.ZH = await essential('regions', 'ZH', {
    de: ['Kanton Zürich', 'kanton-zuerich'],
    fr: ['Canton de Zurich', 'canton-de-zurich'],
    it: ['Canton Zurigo', 'canton-zurigo'],
  })
  ids.regions.GE = await essential('regions', 'GE', { de: ['Kanton Genf', 'kanton-genf'], fr: ['Canton de Genève', 'canton-de-geneve'], it: ['Canton Ginevra', 'canton-ginevra'] })
  const hospital = await essential('categories', 'UNIVERSITY_HOSPITAL', {
    de: ['Universitätsspital', 'universitaetsspital'],
    fr: ['Hôpital universitaire', 'hopital-universitaire'],
    it: ['Ospedale universitario', 'ospedale-universitario'],
  })
  for (const [key, region, name] of [
    ['usz', 'ZH', 'Universitätsspital Zürich'],
    ['hug', 'GE', 'HUG Genève'],
  ] as const) {
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city) VALUES ($1, $2, 'active', $3, $4, 'de', $5) RETURNING id`,
      [name, `alert-${key}`, hospital, ids.regions[region], region === 'ZH' ? 'Zürich' : 'Genève'],
    )
    ids.institutions[key] = rows[0]!.id
  }
})

describe('saving an alert without an account (double opt-in)', () => {
  it('creates a pending alert and mails a confirmation link in the alert language; the link activates it once', async () => {
    const result = await alerts.saveAlert(payload, { email: ' Anna@Example.CH ', filter: filter({ fields: ['CARDIOLOGY'], regions: ['ZH'] }), locale: 'fr' }, null, '10.1.0.1')
    expect(result).toEqual({ ok: true, status: 'pending', email: 'anna@example.ch' })
    const [alert] = await alertsOf('anna@example.ch')
    expect(alert).toMatchObject({ status: 'pending', locale: 'fr', confirmed_at: null, filter: { fields: ['CARDIOLOGY'], regions: ['ZH'] } })
    expect(alert!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)

    const [mail] = await mailsTo('anna@example.ch')
    expect(mail?.subject).toBe('Confirme ton alerte emploi')
    expect(mail?.text).toContain('Cardiologie · Canton de Zurich')
    const token = tokenIn(mail?.text, `${PUBLIC_URL}/fr/alerts/confirm`)
    expect(token).toMatch(tokens.ALERT_TOKEN_PATTERN)
    // only the hash is stored
    expect(JSON.stringify(alert)).not.toContain(token)
    expect(alert!.confirm_token_hash).toBe(hashToken(token))

    expect((await alerts.findAlertByConfirmToken(payload, token)).state).toBe('pending')
    expect((await alerts.confirmAlert(payload, tokens.newToken())).state).toBe('invalid')
    expect((await alerts.confirmAlert(payload, token)).state).toBe('active')
    const [active] = await alertsOf('anna@example.ch')
    expect(active).toMatchObject({ status: 'active' })
    expect(active!.confirmed_at).toBeTruthy()
    // twice is harmless
    expect((await alerts.confirmAlert(payload, token)).state).toBe('active')
    expect(await alertsOf('anna@example.ch')).toHaveLength(1)
  })

  it('answers a second save of the same search the same way, without a second alert or mail', async () => {
    const before = (await mailsTo('anna@example.ch')).length
    const again = await alerts.saveAlert(payload, { email: 'anna@example.ch', filter: filter({ regions: ['ZH'], fields: ['CARDIOLOGY'] }), locale: 'de' }, null, '10.1.0.2')
    expect(again).toEqual({ ok: true, status: 'pending', email: 'anna@example.ch' })
    expect(await alertsOf('anna@example.ch')).toHaveLength(1)
    expect(await mailsTo('anna@example.ch')).toHaveLength(before)
  })

  it('re-sends an unconfirmed alert only after a pause, with a new link; links expire after 7 days', async () => {
    const input = { email: 'ben@example.ch', filter: filter({ fields: ['SURGERY'] }), locale: 'de' as const }
    await alerts.saveAlert(payload, input, null, '10.1.0.3')
    const first = tokenIn((await mailsTo('ben@example.ch'))[0]?.text, `${PUBLIC_URL}/de/alerts/confirm`)
    await alerts.saveAlert(payload, input, null, '10.1.0.3')
    expect(await mailsTo('ben@example.ch')).toHaveLength(1)

    await alerts.saveAlert(payload, input, null, '10.1.0.3', new Date(Date.now() + 11 * 60 * 1000))
    const mails = await mailsTo('ben@example.ch')
    expect(mails).toHaveLength(2)
    const second = tokenIn(mails[0]?.text, `${PUBLIC_URL}/de/alerts/confirm`)
    expect(second).not.toBe(first)
    expect((await alerts.findAlertByConfirmToken(payload, first)).state).toBe('invalid')
    expect((await alerts.findAlertByConfirmToken(payload, second)).state).toBe('pending')
    expect((await alerts.findAlertByConfirmToken(payload, second, new Date(Date.now() + 8 * DAY))).state).toBe('invalid')
    expect(await alertsOf('ben@example.ch')).toHaveLength(1)
  })

  it('limits unconfirmed alerts per address and saves per IP', async () => {
    const save = (fields: string[], ip: string) => alerts.saveAlert(payload, { email: 'cara@example.ch', filter: filter({ fields }), locale: 'it' }, null, ip)
    expect((await save(['CARDIOLOGY'], '10.2.0.1')).ok).toBe(true)
    expect((await save(['SURGERY'], '10.2.0.1')).ok).toBe(true)
    expect((await save(['PAEDIATRICS'], '10.2.0.1')).ok).toBe(true)
    expect(await save(['CARDIOLOGY', 'SURGERY'], '10.2.0.1')).toEqual({ ok: false, reason: 'pendingLimit' })
    expect(await alertsOf('cara@example.ch')).toHaveLength(3)

    const results = []
    for (let i = 0; i < 11; i++) results.push(await alerts.saveAlert(payload, { email: `flood${i}@example.ch`, filter: filter(), locale: 'de' }, null, '10.2.0.99'))
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true)
    // ten at once, then one every six minutes (ALERT_SAVES_PER_IP, kept in PostgreSQL)
    expect(results[10]).toEqual({ ok: false, reason: 'tooMany', retryAfterSeconds: expect.any(Number) })
    const { retryAfterSeconds } = results[10] as { retryAfterSeconds: number }
    expect(retryAfterSeconds).toBeGreaterThan(300)
    expect(retryAfterSeconds).toBeLessThanOrEqual(360)
    const inSixMinutes = new Date(Date.now() + 6 * 60 * 1000 + 1000)
    expect((await alerts.saveAlert(payload, { email: 'flood11@example.ch', filter: filter(), locale: 'de' }, null, '10.2.0.99', inSixMinutes)).ok).toBe(true)
    expect(await alertsOf('flood10@example.ch')).toHaveLength(0)
  })
})

describe('saving an alert when logged in', () => {
  it('is active at once for the account address, idempotent, and limited to 20 per address', async () => {
    const viewer = await user('dora', 'dora@example.ch')
    const before = sent.length
    expect(await alerts.saveAlert(payload, { email: '', filter: filter({ fields: ['CARDIOLOGY'] }), locale: 'de' }, viewer, '10.3.0.1')).toEqual({
      ok: true,
      status: 'active',
      created: true,
    })
    expect(await alerts.saveAlert(payload, { email: 'DORA@example.ch', filter: filter({ fields: ['CARDIOLOGY'] }), locale: 'de' }, viewer, '10.3.0.1')).toEqual({
      ok: true,
      status: 'active',
      created: false,
    })
    expect(sent.length).toBe(before)
    const [alert] = await alertsOf('dora@example.ch')
    expect(alert).toMatchObject({ status: 'active', user: viewer.id })
    expect(alert!.confirmed_at).toBeTruthy()

    for (let i = 1; i < 20; i++) {
      expect((await alerts.saveAlert(payload, { email: '', filter: { ...filter(), salaryMin: 50_000 + i }, locale: 'de' }, viewer, '10.3.0.1')).ok).toBe(true)
    }
    expect(await alerts.saveAlert(payload, { email: '', filter: { ...filter(), salaryMin: 99_999 }, locale: 'de' }, viewer, '10.3.0.1')).toEqual({ ok: false, reason: 'limit' })
    expect(await alertsOf('dora@example.ch')).toHaveLength(20)
  })

  it('needs the opt-in for another address, and an address when the account is not verified', async () => {
    const viewer = await user('emil', 'emil@example.ch')
    expect(await alerts.saveAlert(payload, { email: 'emil.private@example.ch', filter: filter(), locale: 'de' }, viewer, '10.3.0.2')).toMatchObject({ ok: true, status: 'pending' })
    expect((await alertsOf('emil.private@example.ch'))[0]).toMatchObject({ status: 'pending', user: null })
    expect(await alerts.saveAlert(payload, { email: '', filter: filter(), locale: 'de' }, { ...viewer, verified: false }, '10.3.0.2')).toEqual({
      ok: false,
      reason: 'emailRequired',
    })
  })
})

describe('the daily alert mail', () => {
  const run = () => send.sendDueAlerts(payload)
  // Alerts of the tests above are active too (confirmed just now: nothing is new for them).
  const activeAlerts = async () => (await payload.count({ collection: 'job-alerts', where: { status: { equals: 'active' } }, overrideAccess: true })).totalDocs
  let alertA: number
  let alertB: number
  let alertC: number

  beforeAll(async () => {
    // Alerts already confirmed three days ago, never mailed.
    const make = async (email: string, locale: 'de' | 'fr', stored: Record<string, unknown>, status: 'active' | 'pending' = 'active') =>
      (
        await payload.create({
          collection: 'job-alerts',
          overrideAccess: true,
          data: { email, locale, status, filter: stored, confirmed_at: status === 'active' ? ago(3 * DAY) : null },
        })
      ).id
    alertA = await make('mail-a@example.ch', 'fr', filter({ fields: ['CARDIOLOGY'], regions: ['ZH'] }))
    alertB = await make('mail-b@example.ch', 'de', filter({ fields: ['SURGERY'] }))
    alertC = await make('mail-c@example.ch', 'de', filter({ fields: ['PAEDIATRICS'] }))
    await make('mail-d@example.ch', 'de', filter({ fields: ['CARDIOLOGY'] }), 'pending')
    await make('mail-e@example.ch', 'de', { fields: 'not a list' })

    await job('NEW1', { field: 'CARDIOLOGY', institution: 'usz', from: -1 * DAY })
    await job('NEW2', { field: 'CARDIOLOGY', institution: 'usz', from: -2 * HOUR })
    await job('BEFORE_CONFIRMATION', { field: 'CARDIOLOGY', institution: 'usz', from: -10 * DAY })
    await job('PAUSED', { field: 'CARDIOLOGY', institution: 'usz', from: -1 * DAY, paused: true })
    await job('FUTURE', { field: 'CARDIOLOGY', institution: 'usz', from: 1 * DAY })
    await job('GENEVA', { field: 'CARDIOLOGY', institution: 'hug', from: -1 * DAY })
    await job('SURGERY', { field: 'SURGERY', institution: 'usz', from: -5 * HOUR })
  })

  it('mails each active alert its new online matches once, in its language, and goes on after a broken alert', async () => {
    sent.length = 0
    expect(await run()).toEqual({ alerts: await activeAlerts(), mails: 2 })

    const [mailA, ...moreA] = await mailsTo('mail-a@example.ch')
    expect(moreA).toEqual([])
    expect(mailA?.subject).toBe('2 nouveaux postes pour ton alerte emploi')
    const jobUrl = (key: string, lang: string) => `${PUBLIC_URL}/${lang}/job/${ids.jobs[key]}\n`
    expect(mailA?.text).toContain('Cardiologie · Canton de Zurich')
    expect(mailA?.text).toContain(`Universitätsspital Zürich, Zürich\n${jobUrl('NEW2', 'fr')}`)
    // newest first
    expect(mailA!.text!.indexOf(jobUrl('NEW2', 'fr'))).toBeLessThan(mailA!.text!.indexOf(jobUrl('NEW1', 'fr')))
    for (const key of ['BEFORE_CONFIRMATION', 'PAUSED', 'FUTURE', 'GENEVA', 'SURGERY']) expect(mailA?.text).not.toContain(jobUrl(key, 'fr'))
    expect(mailA?.text).toContain(`${PUBLIC_URL}/fr/jobs/cardiologie/canton-de-zurich\n`)
    const unsubscribe = tokenIn(mailA?.text, `${PUBLIC_URL}/fr/alerts/unsubscribe`)
    expect(unsubscribe).toMatch(tokens.ALERT_TOKEN_PATTERN)
    expect(mailA?.html).toContain(`${PUBLIC_URL}/fr/alerts/unsubscribe?token=${unsubscribe}`)

    const [mailB] = await mailsTo('mail-b@example.ch')
    expect(mailB?.subject).toBe('1 neue Stelle für dein Suchabo')
    expect(mailB?.text).toContain(jobUrl('SURGERY', 'de'))
    expect(await mailsTo('mail-c@example.ch')).toEqual([])
    expect(await mailsTo('mail-d@example.ch')).toEqual([])

    const stored = await Promise.all([alertA, alertB, alertC].map((id) => payload.findByID({ collection: 'job-alerts', id, overrideAccess: true })))
    expect(stored[0]!.last_sent_at).toBeTruthy()
    expect(stored[1]!.last_sent_at).toBeTruthy()
    expect(stored[2]!.last_sent_at).toBeFalsy()
  })

  it('sets the one-click unsubscribe headers (RFC 8058), which nodemailer writes into the mail', async () => {
    const message = sent.find((m) => m.to === 'mail-a@example.ch')!
    const token = tokenIn(message.text, `${PUBLIC_URL}/fr/alerts/unsubscribe`)
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/fn/alerts/unsubscribe?token=${token}&lang=fr>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const info = await nodemailer.createTransport({ jsonTransport: true }).sendMail({ from: 'x@helvemed.ch', ...message })
    const rendered = JSON.parse(info.message as string) as { headers: Record<string, string> }
    expect(rendered.headers['List-Unsubscribe']).toBe(`<${PUBLIC_URL}/api/fn/alerts/unsubscribe?token=${token}&lang=fr>`)
    expect(rendered.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('never mails an ad twice, and mails what went online after the last mail', async () => {
    expect(await run()).toEqual({ alerts: await activeAlerts(), mails: 0 })
    expect(await mailsTo('mail-a@example.ch')).toHaveLength(1)

    await payload.update({ collection: 'job-alerts', id: alertA, overrideAccess: true, data: { last_sent_at: ago(HOUR) } })
    await job('NEW3', { field: 'CARDIOLOGY', institution: 'usz', from: -30 * 60 * 1000 })
    expect(await run()).toEqual({ alerts: await activeAlerts(), mails: 1 })
    const [latest] = await mailsTo('mail-a@example.ch')
    expect(latest?.subject).toBe('1 nouveau poste pour ton alerte emploi')
    expect(latest?.text).toContain(`/fr/job/${ids.jobs.NEW3}\n`)
    expect(latest?.text).not.toContain(`/fr/job/${ids.jobs.NEW2}\n`)
  })

  it('keeps the same unsubscribe link in every mail; it deletes the alert once', async () => {
    const [latest, first] = await mailsTo('mail-a@example.ch')
    const token = tokenIn(latest?.text, `${PUBLIC_URL}/fr/alerts/unsubscribe`)
    expect(tokenIn(first?.text, `${PUBLIC_URL}/fr/alerts/unsubscribe`)).toBe(token)
    const found = await alerts.findAlertByUnsubscribeToken(payload, token)
    expect(found?.alert.id).toBe(alertA)
    expect(await alerts.unsubscribeAlert(payload, tokens.newToken())).toBe(false)
    expect(await alerts.unsubscribeAlert(payload, token)).toBe(true)
    expect(await payload.count({ collection: 'job-alerts', where: { id: { equals: alertA } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await alerts.unsubscribeAlert(payload, token)).toBe(false)
  })

  it('one-click: a POST to the List-Unsubscribe URL deletes the alert, a GET only leads to the page', async () => {
    const { GET, POST } = await import('@/app/api/fn/alerts/unsubscribe/route')
    const message = sent.find((m) => m.to === 'mail-b@example.ch')!
    const url = /<([^>]+)>/.exec(message.headers!['List-Unsubscribe']!)![1]!
    const get = await GET(new Request(url))
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/\/de\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/)
    expect(await payload.count({ collection: 'job-alerts', where: { id: { equals: alertB } }, overrideAccess: true })).toEqual({ totalDocs: 1 })

    const oneClick = () => POST(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
    const res = await oneClick()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ unsubscribed: true, deleted: true })
    expect(await payload.count({ collection: 'job-alerts', where: { id: { equals: alertB } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await (await oneClick()).json()).toEqual({ unsubscribed: true, deleted: false })
    expect((await POST(new Request(`${PUBLIC_URL}/api/fn/alerts/unsubscribe?token=short`, { method: 'POST' }))).status).toBe(400)
  })

  it('deletes unconfirmed alerts after 7 days and ends old confirmation links', async () => {
    const email = 'stale@example.ch'
    await alerts.saveAlert(payload, { email, filter: filter({ fields: ['SURGERY'] }), locale: 'de' }, null, '10.4.0.1')
    await alerts.saveAlert(payload, { email, filter: filter({ fields: ['PAEDIATRICS'] }), locale: 'de' }, null, '10.4.0.1')
    const token = tokenIn((await mailsTo(email))[0]?.text, `${PUBLIC_URL}/de/alerts/confirm`)
    expect((await alerts.confirmAlert(payload, token)).state).toBe('active')
    await alerts.removeStaleAlerts(payload, new Date(Date.now() + 8 * DAY))
    const left = await alertsOf(email)
    expect(left.map((a) => a.status)).toEqual(['active'])
    expect(left[0]!.confirm_token_hash).toBeNull()
    expect((await alerts.findAlertByConfirmToken(payload, token)).state).toBe('invalid')
  })
})

describe('alerts in the cockpit', () => {
  it("lists and deletes only the viewer's alerts: those of the account and of its verified address", async () => {
    const fay = await user('fay', 'fay@example.ch')
    const gil = await user('gil', 'gil@example.ch')
    await alerts.saveAlert(payload, { email: '', filter: filter({ fields: ['CARDIOLOGY'] }), locale: 'de' }, fay, '10.5.0.1')
    const byAddress = await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: { email: 'fay@example.ch', locale: 'fr', status: 'active', filter: filter({ fields: ['SURGERY'] }), confirmed_at: ago(DAY) },
    })
    await alerts.saveAlert(payload, { email: '', filter: filter({ fields: ['SURGERY'] }), locale: 'de' }, gil, '10.5.0.1')
    const gilsAlert = (await alertsOf('gil@example.ch'))[0]!

    const listed = await alerts.listAlertsOf(payload, fay)
    expect(listed.map((row) => row.alert.email)).toEqual(['fay@example.ch', 'fay@example.ch'])
    expect(listed.map((row) => row.alert.id)).not.toContain(gilsAlert.id)
    expect(listed.find((row) => row.alert.id === byAddress.id)?.filter?.fields).toEqual(['SURGERY'])

    // another person's id: "not found", and the alert stays
    expect(await alerts.deleteAlertOf(payload, fay, gilsAlert.id)).toBe(false)
    expect(await alerts.deleteAlertOf(payload, fay, 2_000_000)).toBe(false)
    expect(await alertsOf('gil@example.ch')).toHaveLength(1)
    // an unverified address owns nothing by address
    expect(await alerts.deleteAlertOf(payload, { ...fay, verified: false }, byAddress.id)).toBe(false)
    expect(await alerts.deleteAlertOf(payload, fay, byAddress.id)).toBe(true)
    expect((await alerts.listAlertsOf(payload, fay)).map((row) => row.alert.id)).not.toContain(byAddress.id)
  })
})
