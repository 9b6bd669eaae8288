import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createInstitution, createJob, createUser, mailsTo, setDemoCreditor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Job ads on the server: the wizard's draft, checkout and publication;
// the cockpit's groups and calls; pause, reactivate, extend, delete and expiry; and who may do
// each: a member of the institution, a member of another, a doctor, a student, the team.

// Uploads of this file go to a temporary folder, not into the repository's .data.
process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-job-ads-'))

let payload: Payload
let draft: typeof import('@/modules/jobs/ad-draft.server')
let cockpit: typeof import('@/modules/jobs/cockpit-jobs.server')
let schema: typeof import('@/modules/jobs/ad-schema')
let state: typeof import('@/modules/jobs/state')
const ids = { own: 0, other: 0, level: 0, field: 0, job: 0 }
const people = {} as Record<'member' | 'other' | 'doctor' | 'student' | 'team', User>
const DAY = 86_400_000
const NOW = new Date('2026-11-26T10:00:00Z')

beforeAll(async () => {
  payload = await freshPayload()
  await setDemoCreditor(payload)
  draft = await import('@/modules/jobs/ad-draft.server')
  cockpit = await import('@/modules/jobs/cockpit-jobs.server')
  schema = await import('@/modules/jobs/ad-schema')
  state = await import('@/modules/jobs/state')
  const region = await createEssential(payload, 'regions', 'BE', 'Bern')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.level = await createEssential(payload, 'levels', 'SENIOR_PHYSICIAN', 'Oberarzt')
  ids.field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  const billing = { name: 'Spital Aare AG', address: 'Aareweg 1', zip: '3011', city: 'Bern', email: 'rechnung@aare.example' }
  ids.own = await createInstitution(payload, { name: 'Spital Aare', region, category, billing, billing_type: 'email' })
  ids.other = await createInstitution(payload, { name: 'Klinik Gurten', region, category, billing, billing_type: 'print' })
  await payload.create({
    collection: 'products',
    locale: 'de',
    overrideAccess: true,
    data: {
      key: 'premium',
      title: 'Premium',
      position: 2,
      variants: [
        { variant_id: 202, duration: 60, price: 1190 },
        { variant_id: 201, duration: 30, price: 690 },
      ],
    },
  })
  people.member = await createUser(payload, { email: 'hr@aare.example', role: 'ROLE_INSTITUTION', manages: ids.own })
  people.other = await createUser(payload, { email: 'hr@gurten.example', role: 'ROLE_INSTITUTION', manages: ids.other })
  people.doctor = await createUser(payload, { email: 'doc@example.test', role: 'ROLE_DOCTOR' })
  people.student = await createUser(payload, { email: 'stud@example.test', role: 'ROLE_STUDENT' })
  people.team = await createUser(payload, { email: 'team@example.test', role: 'ROLE_ADMIN' })
})

/** The summary's form: its code, the intent key issued with it and the package it showed. */
const buy = (code = '', intent = randomUUID()) => ({ code, intent, variantId: 202 })

const common = (over: Record<string, unknown> = {}) =>
  schema.CommonSchema.parse({
    institution: String(ids.own),
    title: 'Oberärztin Kardiologie 80–100 %',
    levels: ['SENIOR_PHYSICIAN'],
    fields: ['CARDIOLOGY'],
    locale: 'de',
    pensum_min: '80',
    pensum_max: '100',
    available_from_type: 'agreement',
    available_from: '',
    apply: 'jobs@aare.example',
    ...over,
  })

describe('the wizard draft', () => {
  it('is started only by those who manage an institution, and is only theirs', async () => {
    expect(await draft.startDraft(payload, people.student, 202, 'de')).toMatchObject({ ok: false, reason: 'forbidden' })
    expect(await draft.startDraft(payload, people.doctor, 202, 'de')).toMatchObject({ ok: false, reason: 'forbidden' })
    expect(await draft.startDraft(payload, people.member, 999, 'de')).toMatchObject({ ok: false, reason: 'variant' })
    const started = await draft.startDraft(payload, people.member, 202, 'de')
    if (!started.ok) throw new Error(started.reason)
    ids.job = started.id
    expect(await draft.draftFor(payload, people.member, ids.job)).not.toBeNull()
    expect(await draft.draftFor(payload, people.team, ids.job)).not.toBeNull()
    for (const who of ['other', 'doctor', 'student'] as const) expect(await draft.draftFor(payload, people[who], ids.job), who).toBeNull()
    // Nobody else saves into it, and the member cannot move it to another employer.
    expect(await draft.saveCommon(payload, people.other, ids.job, common({ institution: String(ids.other) }), 'de')).toMatchObject({ ok: false })
    expect(await draft.saveCommon(payload, people.member, ids.job, common({ institution: String(ids.other) }), 'de')).toMatchObject({ ok: false, field: 'institution' })
  })

  it('checks each step: salary range, apply target, dates', async () => {
    expect(schema.SalarySchema.safeParse({ salary_stated: 'yes', salary_min: "150'000", salary_max: '120000' }).error?.issues[0]?.message).toBe('salaryRange')
    expect(schema.SalarySchema.parse({ salary_stated: 'yes', salary_min: "150'000", salary_max: '' })).toEqual({ salary_min: 150000, salary_max: null })
    expect(
      schema.CommonSchema.safeParse({ ...common(), pensum_min: '100', pensum_max: '80', levels: ['X'], fields: ['Y'], institution: '1' }).error?.issues.map((i) => i.message),
    ).toContain('pensumRange')
    expect(
      schema.CommonSchema.safeParse({ ...common(), apply: 'not a target', levels: ['X'], fields: ['Y'], institution: '1', pensum_min: '1', pensum_max: '2' }).error?.issues[0]
        ?.message,
    ).toBe('applyTarget')
    expect(schema.SummarySchema.safeParse({ code: '', intent: randomUUID(), variant_id: '202' }).error?.issues.map((i) => i.message)).toEqual(['terms'])
    // A summary form without its intent key or package is stale, not guessed at.
    expect(schema.SummarySchema.safeParse({ code: '', terms: 'on' }).error?.issues.map((i) => i.message)).toEqual(['stale', 'stale'])
    expect(await draft.savePublication(payload, people.member, ids.job, '2026-11-25', NOW)).toMatchObject({ ok: false, message: 'dateInPast' })
    expect(await draft.savePublication(payload, people.member, ids.job, '2028-01-01', NOW)).toMatchObject({ ok: false, message: 'dateTooFar' })
  })

  it('asks for the salary range or an explicit "not stated", and says what is wrong', () => {
    const issue = (input: Record<string, string>) => schema.SalarySchema.safeParse(input).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`)
    expect(issue({ salary_min: '', salary_max: '' })).toEqual(['salary_stated:salaryChoice'])
    expect(issue({ salary_stated: 'yes', salary_min: '', salary_max: '120000' })).toEqual(['salary_min:salaryMissing'])
    // A monthly figure or thousands ("95") is not a yearly salary at 100 %.
    expect(issue({ salary_stated: 'yes', salary_min: '9500', salary_max: '' })).toEqual(['salary_min:salaryYearly'])
    expect(issue({ salary_stated: 'yes', salary_min: '95000', salary_max: '110' })).toEqual(['salary_max:salaryYearly'])
    // "Not stated" stores no salary, whatever the inputs still hold.
    expect(schema.SalarySchema.parse({ salary_stated: 'no', salary_min: '95000', salary_max: 'x' })).toEqual({ salary_min: null, salary_max: null })
  })

  it('creates a new ad’s draft only with its common step, and nothing for refused input', async () => {
    const before = (await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs
    // Step 1 only checks the package: leaving the wizard after it leaves no draft behind.
    expect(await draft.checkPackage(payload, people.member, 202, 'de')).toEqual({ ok: true })
    expect(await draft.checkPackage(payload, people.member, 999, 'de')).toMatchObject({ ok: false, field: 'variant_id' })
    expect(await draft.checkPackage(payload, people.doctor, 202, 'de')).toMatchObject({ ok: false, reason: 'forbidden' })
    expect((await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs).toBe(before)
    // Refused: another employer, an unknown level. Nothing is stored.
    expect(await draft.startDraftWithCommon(payload, people.member, 202, common({ institution: String(ids.other) }), 'de')).toMatchObject({ ok: false, field: 'institution' })
    expect(await draft.startDraftWithCommon(payload, people.member, 202, common({ levels: ['NO_SUCH_LEVEL'] }), 'de')).toMatchObject({ ok: false, field: 'levels' })
    expect(await draft.startDraftWithCommon(payload, people.member, 999, common(), 'de')).toMatchObject({ ok: false, field: 'variant_id' })
    expect((await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs).toBe(before)
    // Accepted: one draft with the package and everything the step held.
    const started = await draft.startDraftWithCommon(payload, people.member, 202, common(), 'de')
    if (!started.ok) throw new Error(started.reason)
    const job = await payload.findByID({ collection: 'jobs', id: started.id, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({
      status: 'draft',
      variant_id: 202,
      title: 'Oberärztin Kardiologie 80–100 %',
      levels: [ids.level],
      fields: [ids.field],
      pensum_min: 80,
      apply: 'jobs@aare.example',
    })
    expect((await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs).toBe(before + 1)
    await payload.delete({ collection: 'jobs', id: started.id, overrideAccess: true })
  })

  it('takes the three posting formats: text sections, a PDF, an https page', async () => {
    expect(schema.FormatSchema.safeParse({ type: 'text' }).error?.issues[0]?.message).toBe('adText')
    expect(schema.FormatSchema.safeParse({ type: 'link', link: 'http://aare.example/job' }).error?.issues[0]?.message).toBe('httpsUrl')
    expect(await draft.saveFormat(payload, people.member, ids.job, schema.FormatSchema.parse({ type: 'pdf' }), null)).toMatchObject({ ok: false, message: 'pdfMissing' })
    const { default: PDFDocument } = await import('pdfkit')
    const data = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument()
      const chunks: Buffer[] = []
      doc.on('data', (c: Buffer) => chunks.push(c))
      doc.on('end', () => resolve(Buffer.concat(chunks)))
      doc.text('Oberärztin Kardiologie')
      doc.end()
    })
    const pdf = await payload.create({
      collection: 'media',
      data: { alt: null },
      file: { data, mimetype: 'application/pdf', name: 'inserat.pdf', size: data.byteLength },
      overrideAccess: true,
    })
    expect(await draft.saveFormat(payload, people.member, ids.job, schema.FormatSchema.parse({ type: 'pdf' }), pdf.id)).toMatchObject({ ok: true })
    expect(await draft.saveFormat(payload, people.other, ids.job, schema.FormatSchema.parse({ type: 'link', link: 'https://aare.example/job' }), null)).toMatchObject({
      ok: false,
      reason: 'notFound',
    })
    expect(await draft.saveFormat(payload, people.member, ids.job, schema.FormatSchema.parse({ type: 'link', link: 'https://aare.example/job' }), null)).toMatchObject({ ok: true })
    const saved = await payload.findByID({ collection: 'jobs', id: ids.job, depth: 0, overrideAccess: true })
    expect(saved).toMatchObject({ type: 'link', link: 'https://aare.example/job' })
  })

  it('publishes at checkout for the package’s days, after every step is saved', async () => {
    expect(await draft.checkoutDraft(payload, people.member, ids.job, buy(''), NOW)).toMatchObject({ ok: false, reason: 'incomplete', field: 'common' })
    expect(await draft.saveCommon(payload, people.member, ids.job, common(), 'de')).toEqual({ ok: true, id: ids.job })
    expect(await draft.saveSalary(payload, people.member, ids.job, { salary_min: 150000, salary_max: 180000 })).toMatchObject({ ok: true })
    expect(await draft.saveFormat(payload, people.member, ids.job, schema.FormatSchema.parse({ type: 'text', teaser: 'Herzteam sucht Verstärkung.' }), null)).toMatchObject({
      ok: true,
    })
    expect(await draft.savePublication(payload, people.member, ids.job, '2026-11-26', NOW)).toMatchObject({ ok: true })
    expect(await draft.checkoutDraft(payload, people.other, ids.job, buy(''), NOW)).toMatchObject({ ok: false, reason: 'notFound' })
    // A code that does not exist: nothing bought, the draft is still a draft.
    expect(await draft.checkoutDraft(payload, people.member, ids.job, buy('GIBTESNICHT'), NOW)).toMatchObject({ ok: false, field: 'code' })
    expect(await payload.findByID({ collection: 'jobs', id: ids.job, depth: 0, overrideAccess: true })).toMatchObject({ status: 'draft', paused: false })
    // One form sent five times at once and five times more after: one order, one invoice, one
    // mail, and every answer is that first checkout.
    const form = buy()
    const parallel = await Promise.all(Array.from({ length: 5 }, () => draft.checkoutDraft(payload, people.member, ids.job, form, NOW)))
    const sequential = []
    for (let i = 0; i < 5; i++) sequential.push(await draft.checkoutDraft(payload, people.member, ids.job, form, NOW))
    const answers = [...parallel, ...sequential]
    expect(answers.every((r) => r.ok)).toBe(true)
    expect(new Set(answers.map((r) => (r.ok && 'order' in r ? r.order.id : 0))).size).toBe(1)
    expect(answers.filter((r) => r.ok && 'repeated' in r && !r.repeated)).toHaveLength(1)
    expect((await payload.count({ collection: 'orders', where: { job: { equals: ids.job } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await mailsTo(payload, 'rechnung@aare.example')).length).toBe(1)
    // Another tab's form (its own key) finds no draft left to buy; another user's replay of this key gets nothing.
    expect(await draft.checkoutDraft(payload, people.member, ids.job, buy(), NOW)).toMatchObject({ ok: false, reason: 'notFound' })
    expect(await draft.checkoutDraft(payload, people.other, ids.job, form, NOW)).toMatchObject({ ok: false, reason: 'notFound' })
    const job = await payload.findByID({ collection: 'jobs', id: ids.job, overrideAccess: true })
    expect(job.status).toBe('published')
    expect(new Date(job.online_until!).getTime() - new Date(job.online_from!).getTime()).toBe(60 * DAY)
    expect(state.isOnline(job, NOW)).toBe(true)
  })
})

describe('the cockpit’s ads and their calls', () => {
  it('lists an institution’s ads to its managers and the team only', async () => {
    const active = async (who: keyof typeof people) => (await cockpit.userJobs(payload, people[who], 'active', NOW)).map((j) => j.id)
    expect(await active('member')).toEqual([ids.job])
    expect(await active('team')).toContain(ids.job)
    expect(await active('other')).toEqual([])
    expect(await active('doctor')).toEqual([])
    expect(await active('student')).toEqual([])
    const shape = (await cockpit.userJobs(payload, people.member, 'active', NOW))[0]
    expect(shape).toMatchObject({ id: ids.job, institution: { id: ids.own, name: 'Spital Aare' }, has_full_access: true, product: 'premium', crawler_job: false })
    expect(await cockpit.userJobs(payload, people.member, 'draft', NOW)).toEqual([])
    expect((await cockpit.userJob(payload, people.member, ids.job, 'de'))?.content?.teaser).toBe('Herzteam sucht Verstärkung.')
    expect(await cockpit.userJob(payload, people.member, ids.job, 'de')).toMatchObject({
      levels: ['SENIOR_PHYSICIAN'],
      fields: ['CARDIOLOGY'],
      is_agreement: true,
      salary_max: 180000,
    })
    for (const who of ['other', 'doctor', 'student'] as const) expect(await cockpit.userJob(payload, people[who], ids.job, 'de'), who).toBeNull()
  })
})

describe('the life of an ad', () => {
  const job = () => payload.findByID({ collection: 'jobs', id: ids.job, overrideAccess: true })

  it('pauses and reactivates without touching the end date; only its managers may', async () => {
    const until = (await job()).online_until
    for (const who of ['other', 'doctor', 'student'] as const) expect(await cockpit.setPaused(payload, people[who], ids.job, true), who).toEqual({ ok: false, reason: 'notFound' })
    expect(await cockpit.setPaused(payload, people.member, ids.job, true)).toMatchObject({ ok: true })
    expect(state.isOnline(await job(), NOW)).toBe(false)
    expect((await job()).online_until).toBe(until)
    // It ends while paused like any other ad.
    expect(state.jobGroup(await job(), new Date(new Date(until!).getTime() + 1000))).toBe('expired')
    expect(await cockpit.setPaused(payload, people.member, ids.job, false)).toMatchObject({ ok: true })
    expect(state.isOnline(await job(), NOW)).toBe(true)
  })

  it('extends to max(now, end) + days with a new order and invoice', async () => {
    const before = new Date((await job()).online_until!).getTime()
    expect(await cockpit.extendJob(payload, people.other, ids.job, 201, '', randomUUID(), NOW)).toEqual({ ok: false, reason: 'notFound' })
    expect(await cockpit.extendJob(payload, people.member, ids.job, 201, '', randomUUID(), NOW)).toMatchObject({ ok: true })
    expect(new Date((await job()).online_until!).getTime()).toBe(before + 30 * DAY)
    // An expired ad comes back for the days bought from now.
    const later = new Date(before + 60 * DAY)
    expect(await cockpit.extendJob(payload, people.member, ids.job, 201, '', randomUUID(), later)).toMatchObject({ ok: true })
    expect(new Date((await job()).online_until!).getTime()).toBe(later.getTime() + 30 * DAY)
    const orders = await payload.find({ collection: 'orders', where: { job: { equals: ids.job } }, sort: 'createdAt', overrideAccess: true })
    expect(orders.docs.map((o) => o.kind)).toEqual(['create', 'extend', 'extend'])
    expect((await payload.count({ collection: 'invoices', where: { order: { in: orders.docs.map((o) => o.id) } }, overrideAccess: true })).totalDocs).toBe(3)
  })

  it('edits content fields only, and deletes for good while orders and invoices stay', async () => {
    expect(await cockpit.saveJobContent(payload, people.other, ids.job, { teaser: 'x' })).toEqual({ ok: false, reason: 'notFound' })
    expect(await cockpit.saveJobContent(payload, people.member, ids.job, { teaser: 'Neu', apply: 'kein ziel' })).toMatchObject({ ok: false, field: 'apply' })
    expect(await cockpit.saveJobContent(payload, people.member, ids.job, { teaser: 'Neu: Herzteam', apply: 'https://aare.example/jobs' })).toMatchObject({ ok: true })
    const edited = await job()
    expect(edited.content?.teaser).toBe('Neu: Herzteam')
    expect(edited.variant_id).toBe(201)
    expect(await cockpit.deleteJob(payload, people.doctor, ids.job)).toEqual({ ok: false, reason: 'notFound' })
    expect(await cockpit.deleteJob(payload, people.member, ids.job)).toMatchObject({ ok: true })
    expect(await payload.findByID({ collection: 'jobs', id: ids.job, overrideAccess: true, disableErrors: true })).toBeNull()
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(3)
  })
})

describe('the reminder a week before the end', () => {
  it('mails the managers once per end date, with a link to the extend screen', async () => {
    const { sendEndReminders } = await import('@/modules/jobs/end-reminders.server')
    const soon = await createJob(payload, {
      title: 'Assistenzarzt Chirurgie',
      institution: ids.own,
      status: 'published',
      online_from: new Date(NOW.getTime() - 50 * DAY).toISOString(),
      online_until: new Date(NOW.getTime() + 5 * DAY).toISOString(),
    })
    const later = await createJob(payload, {
      title: 'Leitender Arzt',
      institution: ids.own,
      status: 'published',
      online_from: NOW.toISOString(),
      online_until: new Date(NOW.getTime() + 20 * DAY).toISOString(),
    })
    const updatedAt = async (id: number) => (await payload.db.pool.query<{ updated_at: Date }>('SELECT updated_at FROM jobs WHERE id = $1', [id])).rows[0]?.updated_at.toISOString()
    const before = await updatedAt(soon)
    const first = await sendEndReminders(payload, NOW)
    expect(first.jobs).toBe(1)
    // The reminder is bookkeeping, not a change of the ad: its sitemap lastmod stays (ADR 0033).
    expect(await updatedAt(soon)).toBe(before)
    const mail = (await mailsTo(payload, 'hr@aare.example')).find((m) => m.subject.includes('Assistenzarzt Chirurgie'))
    expect(mail?.subject).toBe('Ihr Inserat «Assistenzarzt Chirurgie» endet in einer Woche')
    expect(mail?.text).toContain(`/de/cockpit/jobs/extend-${soon}`)
    expect((await mailsTo(payload, 'hr@gurten.example')).length).toBe(0)
    // Again the same day: nothing twice; the other ad is not due yet.
    expect(await sendEndReminders(payload, NOW)).toEqual({ jobs: 0, mails: 0 })
    expect((await mailsTo(payload, 'hr@aare.example')).some((m) => m.subject.includes('Leitender Arzt'))).toBe(false)
    // Extended, it is reminded again before its new end.
    await payload.update({ collection: 'jobs', id: soon, data: { online_until: new Date(NOW.getTime() + 35 * DAY).toISOString() }, overrideAccess: true })
    expect((await sendEndReminders(payload, new Date(NOW.getTime() + 30 * DAY))).jobs).toBe(1)
    expect(later).toBeGreaterThan(0)
  })
})

describe('a crawled ad of the employer', () => {
  it('is pending access until the employer buys a package for it, then theirs to manage', async () => {
    const crawled = await createJob(payload, {
      title: 'Assistenzärztin Gynäkologie (von der Karriereseite)',
      institution: ids.own,
      status: 'published',
      crawler_job: true,
      has_full_access: false,
      online_from: new Date(NOW.getTime() - DAY).toISOString(),
      online_until: new Date(NOW.getTime() + 20 * DAY).toISOString(),
    })
    expect((await cockpit.userJobs(payload, people.member, 'pendingAccess', NOW)).map((j) => j.id)).toContain(crawled)
    expect(await cockpit.extendJob(payload, people.other, crawled, 201, '', randomUUID(), NOW)).toEqual({ ok: false, reason: 'notFound' })
    expect(await cockpit.extendJob(payload, people.member, crawled, 201, '', randomUUID(), NOW)).toMatchObject({ ok: true })
    const taken = await payload.findByID({ collection: 'jobs', id: crawled, depth: 0, overrideAccess: true })
    expect(taken.has_full_access).toBe(true)
    expect(state.jobGroup(taken, NOW)).toBe('active')
    expect(new Date(taken.online_until!).getTime()).toBe(NOW.getTime() + 50 * DAY)
  })
})

describe('one intent, one charge', () => {
  const published = (title: string) =>
    createJob(payload, {
      title,
      institution: ids.own,
      status: 'published',
      variant_id: 202,
      online_from: new Date(NOW.getTime() - DAY).toISOString(),
      online_until: new Date(NOW.getTime() + 10 * DAY).toISOString(),
    })

  it('extends once for one form, however often and however fast it is sent', async () => {
    const id = await published('Oberarzt Kardiologie (Verlängerung)')
    const form = randomUUID()
    const parallel = await Promise.all(Array.from({ length: 5 }, () => cockpit.extendJob(payload, people.member, id, 201, '', form, NOW)))
    const sequential = []
    for (let i = 0; i < 5; i++) sequential.push(await cockpit.extendJob(payload, people.member, id, 201, '', form, NOW))
    const answers = [...parallel, ...sequential]
    expect(answers.every((r) => r.ok)).toBe(true)
    expect(new Set(answers.map((r) => (r.ok && 'invoiceId' in r ? r.invoiceId : 0))).size).toBe(1)
    const orders = await payload.find({ collection: 'orders', where: { job: { equals: id } }, overrideAccess: true })
    expect(orders.totalDocs).toBe(1)
    expect((await payload.count({ collection: 'invoices', where: { order: { equals: orders.docs[0]!.id } }, overrideAccess: true })).totalDocs).toBe(1)
    // Ten days left + 30 days, once.
    const job = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
    expect(new Date(job.online_until!).getTime()).toBe(NOW.getTime() + 40 * DAY)
    // A new form (the screen opened again) is a new intent: a second extension.
    expect(await cockpit.extendJob(payload, people.member, id, 201, '', randomUUID(), NOW)).toMatchObject({ ok: true })
    expect((await payload.count({ collection: 'orders', where: { job: { equals: id } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('refuses a second order with the same key in the database itself', async () => {
    const id = await published('Oberarzt Kardiologie (Schlüssel)')
    const form = randomUUID()
    expect(await cockpit.extendJob(payload, people.member, id, 201, '', form, NOW)).toMatchObject({ ok: true })
    const order = (await payload.find({ collection: 'orders', where: { intent: { equals: form } }, overrideAccess: true })).docs[0]!
    await expect(
      payload.db.pool.query(
        `INSERT INTO orders (kind, intent, institution_id, job_id, product_key, product_title, variant_id, duration, subtotal, discount, net, vat, total, payable, updated_at, created_at)
         SELECT kind, intent, institution_id, job_id, product_key, product_title, variant_id, duration, subtotal, discount, net, vat, total, payable, now(), now() FROM orders WHERE id = $1`,
        [order.id],
      ),
    ).rejects.toThrow(/orders_intent_idx|duplicate key/)
  })

  it('keeps the ad’s package unless another is bought; the ad always shows the package its order billed', async () => {
    const basic = await payload.create({
      collection: 'products',
      locale: 'de',
      overrideAccess: true,
      data: { key: 'basic', title: 'Basic', position: 1, variants: [{ variant_id: 101, duration: 30, price: 390 }] },
    })
    const id = await published('Oberärztin Kardiologie (Paket)')
    expect(await cockpit.extendJob(payload, people.member, id, 201, '', randomUUID(), NOW)).toMatchObject({ ok: true })
    expect(await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })).toMatchObject({ variant_id: 201 })
    expect(await cockpit.extendJob(payload, people.member, id, 101, '', randomUUID(), NOW)).toMatchObject({ ok: true })
    expect(await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })).toMatchObject({ variant_id: 101, product: basic.id })

    // A package change from another tab at the moment of checkout: whichever lands first, the
    // published ad and its order name the same package, and nothing is billed for the other.
    for (let round = 0; round < 5; round++) {
      const started = await draft.startDraft(payload, people.member, 202, 'de')
      if (!started.ok) throw new Error(started.reason)
      const job = started.id
      expect(await draft.saveCommon(payload, people.member, job, common(), 'de')).toMatchObject({ ok: true })
      expect(await draft.saveFormat(payload, people.member, job, schema.FormatSchema.parse({ type: 'link', link: 'https://aare.example/job' }), null)).toMatchObject({ ok: true })
      expect(await draft.savePublication(payload, people.member, job, '2026-11-27', NOW)).toMatchObject({ ok: true })
      const [swap, bought] = await Promise.all([draft.savePackage(payload, people.member, job, 101, 'de'), draft.checkoutDraft(payload, people.member, job, buy(), NOW)])
      const ad = await payload.findByID({ collection: 'jobs', id: job, depth: 0, overrideAccess: true })
      const orders = await payload.find({ collection: 'orders', where: { job: { equals: job } }, overrideAccess: true })
      if (bought.ok) {
        expect(orders.docs.map((o) => o.variant_id)).toEqual([202])
        expect(ad).toMatchObject({ status: 'published', variant_id: 202 })
        expect(swap).toMatchObject({ ok: false, reason: 'notFound' })
      } else {
        // The swap came first: the summary's package is no longer the draft's, nothing is billed.
        expect(bought).toMatchObject({ ok: false, reason: 'changed' })
        expect(orders.totalDocs).toBe(0)
        expect(ad).toMatchObject({ status: 'draft', variant_id: 101 })
      }
    }
  })
})
