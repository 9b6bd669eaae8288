import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createJob, createUser, mailsTo, setDemoCreditor } from '../support/factories'
import { pdfQrCode, pdfText, swissQrFields } from '../support/pdf'
import { freshPayload } from '../support/test-db'

// Checkout of job-ad packages on a real PostgreSQL: the order and its
// invoice, gap-free invoice numbers under concurrent checkouts, discount codes counted once and
// never beyond their maximum, the invoice mailed as a PDF whose text and Swiss QR-bill read back.

let payload: Payload
let shop: typeof import('@/modules/orders/checkout.server')
const ids = { region: 0, category: 0, mailed: 0, printed: 0, noBilling: 0, premium: 0, basic: 0, job: 0, jobPrinted: 0, jobNoBilling: 0 }

const billing = (email: string | null) => ({ name: 'Spital Nord AG', department: 'Personal', address: 'Seestrasse 1', zip: '8001', city: 'Zürich', email })

beforeAll(async () => {
  payload = await freshPayload()
  shop = await import('@/modules/orders/checkout.server')
  await setDemoCreditor(payload)
  ids.region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  ids.category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  const base = { region: ids.region, category: ids.category }
  ids.mailed = await createInstitution(payload, { ...base, name: 'Spital Nord', main_lang: 'de', billing: billing('rechnung@nord.example'), billing_type: 'email' })
  ids.printed = await createInstitution(payload, { ...base, name: 'Hôpital du Lac', main_lang: 'fr', billing: billing(null), billing_type: 'print' })
  ids.noBilling = await createInstitution(payload, { ...base, name: 'Praxis Ohne' })
  const product = (key: string, title: string, variants: { variant_id: number; duration: number; price: number; social_budget?: number }[]) =>
    payload.create({ collection: 'products', locale: 'de', overrideAccess: true, data: { key, title, position: 1, variants } })
  ids.basic = (await product('basic', 'Basic', [{ variant_id: 101, duration: 30, price: 390 }])).id
  ids.premium = (await product('premium', 'Premium', [{ variant_id: 202, duration: 60, price: 1190 }])).id
  ids.job = await createJob(payload, { title: 'Assistenzärztin Innere Medizin', institution: ids.mailed })
  ids.jobPrinted = await createJob(payload, { title: 'Assistenzärztin Innere Medizin', institution: ids.printed })
  ids.jobNoBilling = await createJob(payload, { title: 'Assistenzärztin Innere Medizin', institution: ids.noBilling })
})

const jobOf = (institution: 'mailed' | 'printed' | 'noBilling') => ({ mailed: ids.job, printed: ids.jobPrinted, noBilling: ids.jobNoBilling })[institution]

const input = (over: Partial<Parameters<typeof shop.checkout>[1]> = {}) => ({
  kind: 'create' as const,
  userId: null,
  jobId: ids.job,
  intent: randomUUID(),
  variantId: 202,
  code: '',
  ...over,
})

// What the ad's own function decides (ad-draft, cockpit-jobs): here every ad may be bought and nothing else changes.
const steps: Parameters<typeof shop.checkout>[2] = { accept: () => null, startsAt: () => new Date('2026-12-01T08:00:00Z'), apply: async () => undefined }

async function code(data: Record<string, unknown>) {
  return payload.create({ collection: 'discount-codes', overrideAccess: true, data: { kind: 'percent', active: true, ...data } as never })
}

describe('discount codes', () => {
  it('answers valid, expired or not found, by window, uses, product and activity', async () => {
    await code({ code: 'winter10', percent: 10 })
    await code({ code: 'OLD', percent: 10, valid_until: '2026-01-31T12:00:00Z' })
    await code({ code: 'SOON', percent: 10, valid_from: '2027-06-01T12:00:00Z' })
    await code({ code: 'USEDUP', percent: 10, max_uses: 2, uses: 2 })
    await code({ code: 'BASICONLY', kind: 'fixed', amount: 50, products: [ids.basic] })
    await code({ code: 'OFF', percent: 10, active: false })
    const now = new Date('2026-11-26T10:00:00Z')
    const outcome = async (c: string, product: number | null = ids.premium) => (await shop.checkDiscount(payload, c, product, now)).status
    expect(await outcome(' Winter10 ')).toBe('valid')
    expect(await outcome('OLD')).toBe('expired')
    expect(await outcome('USEDUP')).toBe('expired')
    expect(await outcome('SOON')).toBe('notFound')
    expect(await outcome('NOPE')).toBe('notFound')
    expect(await outcome('OFF')).toBe('notFound')
    expect(await outcome('BASICONLY')).toBe('notFound')
    expect(await outcome('BASICONLY', ids.basic)).toBe('valid')
    expect(await outcome('')).toBe('none')
    // Valid through the whole last day in Switzerland.
    await code({ code: 'LASTDAY', percent: 5, valid_until: '2026-11-26T12:00:00Z' })
    expect((await shop.checkDiscount(payload, 'LASTDAY', null, new Date('2026-11-26T22:30:00Z'))).status).toBe('valid')
    expect((await shop.checkDiscount(payload, 'LASTDAY', null, new Date('2026-11-26T23:30:00Z'))).status).toBe('expired')
  })

  it('prices on the server from the products the team keeps', async () => {
    const q = await shop.quote(payload, 202, 'WINTER10', 'de', new Date('2026-11-26T10:00:00Z'))
    expect(q?.amounts).toMatchObject({ subtotal: 119_000, discount: 11_900, net: 107_100, vat: 8_675, total: 115_775, payable: 115_775 })
    expect(await shop.quote(payload, 999, '', 'de')).toBeNull()
    // The team changes a price in /admin: the next quote follows.
    const premium = await payload.findByID({ collection: 'products', id: ids.premium, overrideAccess: true })
    await payload.update({ collection: 'products', id: ids.premium, overrideAccess: true, data: { variants: premium.variants.map((v) => ({ ...v, price: 1290 })) } })
    expect((await shop.quote(payload, 202, '', 'de'))?.amounts.subtotal).toBe(129_000)
    await payload.update({ collection: 'products', id: ids.premium, overrideAccess: true, data: { variants: premium.variants } })
  })
})

describe('checkout', () => {
  it('writes the order and its invoice, mails the PDF, whose text and QR-bill read back', async () => {
    const result = await shop.checkout(payload, input({ code: 'WINTER10' }), steps, new Date('2026-11-26T10:00:00Z'))
    if (!result.ok) throw new Error(result.reason)
    const { order, invoice } = result
    expect(order).toMatchObject({ kind: 'create', product_key: 'premium', duration: 60, discount_text: 'WINTER10', net: 107_100, payable: 115_775 })
    expect(invoice).toMatchObject({ status: 'open', language: 'de', billing_type: 'email', payable: 115_775 })
    expect(invoice.reference).toMatch(/^\d{27}$/)
    expect(invoice.due_at.slice(0, 10)).toBe('2026-12-26')

    const mail = (await mailsTo(payload, 'rechnung@nord.example'))[0]
    expect(mail?.subject).toBe(`Ihre Rechnung Nr. ${invoice.number} von Helvemed`)
    // The amount as the Swiss write it, like everywhere else.
    expect(mail?.text).toContain("über CHF 1'157.75, zahlbar bis 26.12.2026")
    expect(mail?.attachments).toMatch(/^Helvemed-Rechnung-\d+\.pdf \(application\/pdf, \d+ bytes\)$/)
    expect(mail?.attachments).toContain(`Helvemed-Rechnung-${invoice.number}.pdf`)
    expect((await payload.findByID({ collection: 'invoices', id: invoice.id, overrideAccess: true })).mailed_at).toBeTruthy()

    const stored = await shop.storedInvoicePdf(payload, invoice.id)
    const text = await pdfText(stored!.pdf)
    for (const part of [
      `Rechnung Nr. ${invoice.number}`,
      'Spital Nord AG',
      '8001 Zürich',
      'Stelleninserat «Assistenzärztin Innere Medizin»: Premium, 60 Tage ab 01.12.2026',
      "1'190.00",
      'Rabatt (Code WINTER10)',
      '-119.00',
      "1'071.00",
      'MWST 8.1 %',
      'CHE-112.233.445 MWST',
      '86.75',
      "1'157.75",
      'Zahlbar bis 26.12.2026 (30 Tage netto)',
      'Zahlteil',
    ])
      expect(text).toContain(part)
    const qr = await pdfQrCode(stored!.pdf)
    expect(qr, 'a QR code on the payment part').toBeTruthy()
    const fields = swissQrFields(qr!)
    expect(fields).toMatchObject({
      header: 'SPC',
      version: '0200',
      iban: 'CH6630808001234567890',
      amount: '1157.75',
      currency: 'CHF',
      referenceType: 'QRR',
      reference: invoice.reference,
      trailer: 'EPD',
    })
    expect(fields.creditor.name).toBe('Helvemed Demo AG')
    expect(fields.debtor).toMatchObject({ name: 'Spital Nord AG', zip: '8001', city: 'Zürich', country: 'CH' })
  })

  it('numbers invoices without gaps and counts a code once per order, under concurrent checkouts', async () => {
    await code({ code: 'ONCE', kind: 'fixed', amount: 100, max_uses: 1 })
    const before = (await payload.find({ collection: 'invoices', sort: '-number', limit: 1, overrideAccess: true })).docs[0]?.number ?? 0
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => shop.checkout(payload, input({ code: i % 2 === 0 ? 'ONCE' : '' }), steps)))
    const ok = results.filter((r) => r.ok)
    // Exactly one checkout got the single use; the other three with the code were told it expired.
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(['expired', 'expired', 'expired'])
    expect(ok.filter((r) => r.ok && r.order.discount_text === 'ONCE')).toHaveLength(1)
    const numbers = ok.map((r) => (r.ok ? r.invoice.number : 0)).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 5 }, (_, i) => before + 1 + i))
    expect((await payload.find({ collection: 'discount-codes', where: { code: { equals: 'ONCE' } }, overrideAccess: true })).docs[0]?.uses).toBe(1)
    // Refused checkouts left no order behind.
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before + 5)
  })

  it('leaves a print invoice for the team, in French; refuses without a billing address or with an unknown package', async () => {
    const printed = await shop.checkout(payload, input({ jobId: jobOf('printed'), variantId: 101 }), steps)
    if (!printed.ok) throw new Error(printed.reason)
    expect(printed.invoice).toMatchObject({ billing_type: 'print', language: 'fr', mailed_at: null })
    expect(printed.invoice.description).toBe("Annonce d'emploi « Assistenzärztin Innere Medizin » : Basic, 30 jours dès le 01.12.2026")
    const text = await pdfText((await shop.storedInvoicePdf(payload, printed.invoice.id))!.pdf)
    expect(text).toContain(`Facture n° ${printed.invoice.number}`)
    expect(text).toContain('TVA 8.1 %')
    expect(text).toContain('CHE-112.233.445 TVA')
    expect(text).not.toContain('MWST')
    expect(text).toContain('Section paiement')
    expect(await shop.checkout(payload, input({ jobId: jobOf('noBilling') }), steps)).toEqual({ ok: false, reason: 'billing' })
    expect(await shop.checkout(payload, input({ variantId: 999 }), steps)).toEqual({ ok: false, reason: 'variant' })
  })
})

describe('who gets an invoice PDF', () => {
  it('the team and the managers of its institution; nobody else, as if it did not exist', async () => {
    const { invoicePdfFor } = await import('@/modules/orders/invoice-access.server')
    const invoice = (await payload.find({ collection: 'invoices', where: { institution: { equals: ids.mailed } }, limit: 1, overrideAccess: true })).docs[0]!
    const member = await createUser(payload, { email: 'hr@nord.example', role: 'ROLE_INSTITUTION', manages: ids.mailed })
    const other = await createUser(payload, { email: 'hr@lac.example', role: 'ROLE_INSTITUTION', manages: ids.printed })
    const student = await createUser(payload, { email: 'student@uni.example', role: 'ROLE_STUDENT' })
    const team = await createUser(payload, { email: 'team@helvemed.example', role: 'ROLE_ADMIN' })
    expect((await invoicePdfFor(payload, member, invoice.id))?.number).toBe(invoice.number)
    expect((await invoicePdfFor(payload, team, invoice.id))?.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await invoicePdfFor(payload, other, invoice.id)).toBeNull()
    expect(await invoicePdfFor(payload, student, invoice.id)).toBeNull()
    expect(await invoicePdfFor(payload, null, invoice.id)).toBeNull()
    expect(await invoicePdfFor(payload, member, 2_147_483_647)).toBeNull()
  })
})
