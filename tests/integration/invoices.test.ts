import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createInstitution, createJob, createUser, setDemoCreditor, tokenFor } from '../support/factories'
import { pdfText, pdfTextItems } from '../support/pdf'
import { freshPayload } from '../support/test-db'

// docs/product-rules.md#orders-and-invoices (ADR 0041): checkout refuses while the creditor settings are the example values
// (and mails the team once, however many checkouts notice it at once); the employer's invoices,
// per role, with their state; marking paid dates the payment; the PDF lays out a wrapped line item.

let payload: Payload
let shop: typeof import('@/modules/orders/checkout.server')
const ids = { nord: 0, lac: 0, job: 0, lacJob: 0, gone: 0 }
const people: Record<'hrNord' | 'hrLac' | 'student' | 'doctor' | 'team', User> = {} as never

const billing = { name: 'Spital Nord AG', department: 'Personal', address: 'Seestrasse 1', zip: '8001', city: 'Zürich', email: 'rechnung@nord.example' }

beforeAll(async () => {
  payload = await freshPayload()
  shop = await import('@/modules/orders/checkout.server')
  const base = { region: await createEssential(payload, 'regions', 'ZH', 'Zürich'), category: await createEssential(payload, 'categories', 'CLINIC', 'Klinik') }
  ids.nord = await createInstitution(payload, { ...base, name: 'Spital Nord', main_lang: 'de', billing, billing_type: 'email' })
  ids.lac = await createInstitution(payload, { ...base, name: 'Hôpital du Lac', main_lang: 'fr', billing: { ...billing, name: 'Hôpital du Lac SA' }, billing_type: 'print' })
  await payload.create({
    collection: 'products',
    locale: 'de',
    overrideAccess: true,
    data: { key: 'basic', title: 'Basic', position: 1, variants: [{ variant_id: 101, duration: 30, price: 390 }] },
  })
  ids.job = await createJob(payload, { title: 'Assistenzärztin Innere Medizin', institution: ids.nord })
  ids.gone = await createJob(payload, { title: 'Oberarzt Chirurgie', institution: ids.nord })
  ids.lacJob = await createJob(payload, { title: 'Médecin assistant', institution: ids.lac })
  people.hrNord = await createUser(payload, { email: 'hr@nord.example', role: 'ROLE_INSTITUTION', manages: ids.nord })
  people.hrLac = await createUser(payload, { email: 'hr@lac.example', role: 'ROLE_INSTITUTION', manages: ids.lac })
  people.student = await createUser(payload, { email: 'student@uni.example', role: 'ROLE_STUDENT' })
  people.doctor = await createUser(payload, { email: 'doctor@spital.example', role: 'ROLE_DOCTOR' })
  people.team = await createUser(payload, { email: 'team@helvemed.example', role: 'ROLE_ADMIN' })
})

const input = (over: Partial<Parameters<typeof shop.checkout>[1]> = {}) => ({
  kind: 'create' as const,
  userId: null,
  jobId: ids.job,
  intent: randomUUID(),
  variantId: 101,
  code: '',
  ...over,
})

// What the ad's own function decides (ad-draft, cockpit-jobs): here every ad may be bought and nothing else changes.
const steps: Parameters<typeof shop.checkout>[2] = { accept: () => null, startsAt: () => new Date('2026-12-01T08:00:00Z'), apply: async () => undefined }

const teamMails = async () => (await payload.find({ collection: 'outbox', where: { subject: { like: 'Bestellungen blockiert' } }, pagination: false, overrideAccess: true })).docs

describe('the creditor check', () => {
  it('names example, missing and malformed creditor data, and passes real data', async () => {
    const { creditorProblems, EXAMPLE_CREDITOR } = await import('@/modules/orders/creditor-check')
    const { DEMO_CREDITOR } = await import('../../scripts/seed/generate/creditor')
    expect(creditorProblems(EXAMPLE_CREDITOR)).toEqual([
      { field: 'qr_iban', kind: 'example' },
      { field: 'vat_number', kind: 'example' },
    ])
    expect(creditorProblems(DEMO_CREDITOR)).toEqual([])
    expect(creditorProblems({ ...DEMO_CREDITOR, vat_number: 'CHE-123.456.789 TVA' })).toEqual([{ field: 'vat_number', kind: 'example' }])
    expect(creditorProblems({ ...DEMO_CREDITOR, creditor_name: ' ', email: '' })).toEqual([
      { field: 'creditor_name', kind: 'missing' },
      { field: 'email', kind: 'missing' },
    ])
    // An ordinary IBAN (not a QR-IBAN), a UID with a wrong check digit, a foreign postal code.
    expect(creditorProblems({ ...DEMO_CREDITOR, qr_iban: 'CH93 0076 2011 6238 5295 7', vat_number: 'CHE-112.233.446', creditor_zip: '75001' })).toEqual([
      { field: 'creditor_zip', kind: 'invalid' },
      { field: 'qr_iban', kind: 'invalid' },
      { field: 'vat_number', kind: 'invalid' },
    ])
    expect(creditorProblems(null).map((p) => p.kind)).toEqual(Array(7).fill('missing'))
  })

  it('refuses every checkout while the settings are the example values, mails the team once, and takes orders once they are real', async () => {
    // A fresh installation: the global was never saved, its defaults are the example values.
    const results = await Promise.all(Array.from({ length: 6 }, () => shop.checkout(payload, input(), steps)))
    expect(results).toEqual(Array(6).fill({ ok: false, reason: 'settings' }))
    expect((await shop.checkout(payload, input(), steps)).ok).toBe(false)
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'invoices', overrideAccess: true })).totalDocs).toBe(0)
    const mails = await teamMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('qr_iban (example), vat_number (example)')
    expect(mails[0]?.text).toContain('/admin/globals/billing-settings')

    // The start log says it too, until the settings are real.
    const { logCreditorReadiness } = await import('@/modules/orders/creditor-log.server')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await logCreditorReadiness(payload)
    expect(warn.mock.calls.flat().join(' ')).toContain('checkout refuses every order until the billing settings are real and complete: qr_iban (example)')

    await setDemoCreditor(payload)
    warn.mockClear()
    await logCreditorReadiness(payload)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
    const bought = await shop.checkout(payload, input(), steps)
    expect(bought.ok).toBe(true)
    expect(await teamMails()).toHaveLength(1)
  })

  it('says in every language that invoicing is not set up and the team knows', async () => {
    const { MESSAGES } = await import('@/i18n/translator')
    expect(MESSAGES.de.jobWizard.errors.settings).toContain('Unser Team ist informiert')
    expect(MESSAGES.fr.jobWizard.errors.settings).toContain('Notre équipe est informée')
    expect(MESSAGES.it.jobWizard.errors.settings).toContain('Il nostro team è stato informato')
  })
})

async function call(query: string, who: keyof typeof people | null): Promise<{ status: number; body: unknown }> {
  const route = await import('@/app/api/fn/user/invoices/route')
  const headers = who ? { Authorization: `JWT ${await tokenFor(payload, people[who].email)}` } : undefined
  const res = await route.GET(new NextRequest(`http://localhost/api/fn/user/invoices${query}`, { headers }))
  return { status: res.status, body: await res.json() }
}

type Listed = { number: number; institution: { id: number; name: string }; job: { id: number; title: string } | null; amount: number; status: string; pdf_url: string }

describe('GET /api/fn/user/invoices', () => {
  beforeAll(async () => {
    await setDemoCreditor(payload)
    for (const over of [{ jobId: ids.gone }, {}, { jobId: ids.lacJob }]) {
      const result = await shop.checkout(payload, input(over), steps)
      if (!result.ok) throw new Error(result.reason)
    }
    await payload.delete({ collection: 'jobs', id: ids.gone, overrideAccess: true })
  })

  it('lists the invoices of the institutions the employer manages, newest first, and nothing of others', async () => {
    const nord = await call('', 'hrNord')
    expect(nord.status).toBe(200)
    const list = nord.body as Listed[]
    expect(list.map((i) => i.institution.name)).toEqual(['Spital Nord', 'Spital Nord', 'Spital Nord'])
    expect(list.map((i) => i.number)).toEqual([...list.map((i) => i.number)].sort((a, b) => b - a))
    // Basic 390.00 + 8.1 % VAT = 421.59, to pay rounded to 5 Rappen.
    expect(list[0]).toMatchObject({ amount: 421.6, status: 'open', currency: 'CHF', job: { id: ids.job, title: 'Assistenzärztin Innere Medizin' } })
    expect(list[0]?.pdf_url).toMatch(/^\/api\/fn\/user\/invoice-pdf\?id=\d+$/)
    // The deleted ad's invoice stays, without the ad.
    expect(list.some((i) => i.job === null)).toBe(true)

    const lac = (await call('', 'hrLac')).body as Listed[]
    expect(lac.map((i) => i.institution.id)).toEqual([ids.lac])
    expect((await call('', 'doctor')).body).toEqual([])
  })

  it('gives the team every invoice, and refuses students, strangers and bad queries', async () => {
    expect(((await call('', 'team')).body as Listed[]).length).toBe(4)
    expect(((await call(`?institution=${ids.lac}`, 'team')).body as Listed[]).length).toBe(1)
    expect((await call('', null)).status).toBe(401)
    expect((await call('', 'student')).status).toBe(403)
    expect((await call(`?institution=${ids.lac}`, 'hrNord')).status).toBe(404)
    expect((await call('?institution=2147483647', 'hrNord')).status).toBe(404)
    expect(((await call(`?institution=${ids.nord}`, 'hrNord')).body as Listed[]).length).toBe(3)
    expect((await call('?institution=abc', 'hrNord')).status).toBe(400)
    expect((await call('?filter=open', 'hrNord')).status).toBe(400)
  })

  it('shows an open invoice as overdue after its due day (Swiss time), and paid or cancelled as the team set it', async () => {
    const { userInvoices } = await import('@/modules/orders/invoice-list.server')
    const { invoiceState } = await import('@/modules/orders/invoice-list')
    const due = '2026-12-26T23:30:00.000Z' // 27.12. 00:30 in Zurich
    expect(invoiceState({ status: 'open', due_at: due }, new Date('2026-12-27T22:00:00Z'))).toBe('open')
    expect(invoiceState({ status: 'open', due_at: due }, new Date('2026-12-27T23:10:00Z'))).toBe('overdue')
    expect(invoiceState({ status: 'paid', due_at: due }, new Date('2027-06-01T00:00:00Z'))).toBe('paid')
    expect(invoiceState({ status: 'cancelled', due_at: due }, new Date('2027-06-01T00:00:00Z'))).toBe('cancelled')

    const later = new Date(Date.now() + 45 * 86_400_000)
    const result = await userInvoices(payload, people.hrNord, {}, later)
    expect(result.ok && result.invoices.map((i) => i.status)).toEqual(['overdue', 'overdue', 'overdue'])
    const first = result.ok ? result.invoices[0]! : null
    await payload.update({ collection: 'invoices', id: first!.id, data: { status: 'paid' }, overrideAccess: true })
    const again = await userInvoices(payload, people.hrNord, {}, later)
    expect(again.ok && again.invoices[0]).toMatchObject({ status: 'paid', paid_at: expect.any(String) })
  })
})

describe('marking an invoice paid', () => {
  it('dates the payment, keeps a date the team entered, and clears it when the invoice is open again', async () => {
    const { docs } = await payload.find({ collection: 'invoices', where: { status: { equals: 'open' } }, limit: 1, overrideAccess: true })
    const id = docs[0]!.id
    const before = Date.now()
    const paid = await payload.update({ collection: 'invoices', id, data: { status: 'paid' }, overrideAccess: true })
    expect(new Date(paid.paid_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const open = await payload.update({ collection: 'invoices', id, data: { status: 'open' }, overrideAccess: true })
    expect(open.paid_at ?? null).toBeNull()
    const dated = await payload.update({ collection: 'invoices', id, data: { status: 'paid', paid_at: '2026-11-02T10:00:00.000Z' }, overrideAccess: true })
    expect(dated.paid_at).toBe('2026-11-02T10:00:00.000Z')
    const cancelled = await payload.update({ collection: 'invoices', id, data: { status: 'cancelled' }, overrideAccess: true })
    expect(cancelled.paid_at).toBe('2026-11-02T10:00:00.000Z')
  })
})

describe('the invoice PDF', () => {
  const longTitle = `Leitende Ärztin / Leitender Arzt ${'Allgemeine Innere Medizin und Notfallmedizin, '.repeat(4)}`.slice(0, 200)

  async function render(language: 'de' | 'fr') {
    const { invoicePdf } = await import('@/modules/orders/invoice-pdf.server')
    const { qrReferenceOf } = await import('@/modules/orders/qr-reference')
    const { DEMO_CREDITOR } = await import('../../scripts/seed/generate/creditor')
    expect(longTitle).toHaveLength(200)
    const pdf = await invoicePdf(
      {
        number: 42,
        language,
        billing: { name: 'Spital Nord AG', department: 'Personal', address: 'Seestrasse 1', zip: '8001', city: 'Zürich', email: null },
        description: longTitle,
        reference: qrReferenceOf(1000, 42),
        issued_at: '2026-11-26T10:00:00Z',
        due_at: '2026-12-26T10:00:00Z',
        subtotal: 119_000,
        discount: 11_900,
        net: 107_100,
        vat: 8_675,
        total: 115_775,
        payable: 115_775,
        discount_text: 'WINTER10',
      },
      { id: 1, ...DEMO_CREDITOR },
    )
    return pdf
  }

  it('gives a wrapped line item its own height: no line of the table overlaps another', async () => {
    const items = (await pdfTextItems(await render('de'))).filter((i) => i.page === 1)
    const top = items.find((i) => i.str === 'Leistung')!.baseline
    const bottom = items.find((i) => i.str.startsWith('Zahlbar innert'))!.baseline
    const rows = [...new Set(items.filter((i) => i.baseline > top && i.baseline < bottom).map((i) => Math.round(i.baseline * 10) / 10))].sort((a, b) => a - b)
    // The 200 characters wrap, and each row of the table starts a font height (10 pt) below the last.
    expect(rows.length).toBeGreaterThanOrEqual(7)
    for (let n = 1; n < rows.length; n++) expect(rows[n]! - rows[n - 1]!, `row ${n} at ${rows[n]} pt`).toBeGreaterThanOrEqual(10)
    // The discount line sits below the last line of the item, beside its amount.
    const discount = items.find((i) => i.str.startsWith('Rabatt (Code WINTER10)'))!
    const itemLines = items.filter((i) => i.baseline > top && i.baseline < discount.baseline && Math.abs(i.x - discount.x) < 1)
    expect(itemLines.length).toBeGreaterThanOrEqual(2)
    expect(items.find((i) => i.str === '-119.00')!.baseline).toBeCloseTo(discount.baseline, 0)
  })

  it('speaks the institution language: TVA in French, never MWST', async () => {
    const text = await pdfText(await render('fr'))
    expect(text).toContain('CHE-112.233.445 TVA')
    expect(text).toContain('TVA 8.1 %')
    expect(text).toContain('Rabais (code WINTER10)')
    expect(text).not.toContain('MWST')
  })
})
