import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { LOCALES, type Locale } from '@/i18n/locales'
import { formatChfRappen, formatDate } from '@/i18n/format'
import { translator } from '@/i18n/translator'
import { relId, relIds } from '@/lib/relations'
import { inTransaction, type Transaction } from '@/lib/transaction.server'
import { sendMail } from '@/lib/mail/send'
import type { BillingSetting, DiscountCode, Invoice, Order } from '@/payload-types'
import { creditorReady } from './creditor-alert.server'
import { invoicePdf } from './invoice-pdf.server'
import { qrReferenceOf } from './qr-reference'
import { orderAmounts, PAYMENT_DAYS, type DiscountRule, type OrderAmounts } from './pricing'
import { invoiceBilling } from './invoice-billing'

// Checkout of a job-ad package: the server prices the chosen variant from
// the products the team keeps in /admin, checks the discount code, and writes the order and its
// invoice in one transaction. Inside it a transaction-scoped advisory lock serialises checkouts,
// so invoice numbers are gap-free (a failed checkout rolls its number back with it) and unique
// (also a unique index), and a code's `uses` is counted once per order and never beyond max_uses.
// Each order carries the intent key of the form that made it: one intent, one order (ADR 0044).
// After the commit the invoice PDF is mailed (billing_type email) or left for the team (print).

const INVOICE_LOCK = 731_001

export type DiscountOutcome = { status: 'none' } | { status: 'valid'; code: DiscountCode; rule: DiscountRule } | { status: 'expired' } | { status: 'notFound' }

/** A Swiss calendar day as YYYY-MM-DD: codes are valid from/until whole days in Switzerland. */
export const zurichDay = (d: Date | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(d))

/** The discount outcomes (docs/product-rules.md#discounts) for a code and a product: valid, expired (ended or used up) or not found. */
export async function checkDiscount(payload: Payload, code: string, productId: number | null, now = new Date()): Promise<DiscountOutcome> {
  const wanted = code.trim().toUpperCase()
  if (!wanted) return { status: 'none' }
  const { docs } = await payload.find({ collection: 'discount-codes', where: { code: { equals: wanted } }, limit: 1, depth: 0, overrideAccess: true })
  const found = docs[0]
  if (!found || !found.active) return { status: 'notFound' }
  const products = relIds(found.products)
  if (products.length > 0 && (productId === null || !products.includes(productId))) return { status: 'notFound' }
  const today = zurichDay(now)
  if (found.valid_from && today < zurichDay(found.valid_from)) return { status: 'notFound' }
  if (found.valid_until && today > zurichDay(found.valid_until)) return { status: 'expired' }
  if (found.max_uses && (found.uses ?? 0) >= found.max_uses) return { status: 'expired' }
  const rule: DiscountRule | null =
    found.kind === 'percent' && found.percent
      ? { kind: 'percent', percent: found.percent }
      : found.kind === 'fixed' && found.amount
        ? { kind: 'fixed', rappen: Math.round(found.amount * 100) }
        : null
  return rule ? { status: 'valid', code: found, rule } : { status: 'notFound' }
}

export interface PricedVariant {
  productId: number
  productKey: string
  productTitle: string
  variantId: number
  duration: number
  socialBudget: number
  /** Rappen excl. VAT */
  price: number
}

/** A package variant as the team priced it in /admin; null for an unknown variant id. */
export async function pricedVariant(payload: Payload, variantId: number, locale: Locale): Promise<PricedVariant | null> {
  const { docs } = await payload.find({ collection: 'products', where: { 'variants.variant_id': { equals: variantId } }, limit: 1, depth: 0, locale, overrideAccess: true })
  const product = docs[0]
  const variant = product?.variants.find((v) => v.variant_id === variantId)
  if (!product || !variant) return null
  return {
    productId: product.id,
    productKey: product.key,
    productTitle: product.title,
    variantId,
    duration: variant.duration,
    socialBudget: variant.social_budget ?? 0,
    price: Math.round(variant.price * 100),
  }
}

export interface Quote {
  variant: PricedVariant
  discount: DiscountOutcome
  amounts: OrderAmounts
}

/** What the summary shows: the variant's price, the code's outcome, the amounts (all from the server). */
export async function quote(payload: Payload, variantId: number, code: string, locale: Locale, now = new Date()): Promise<Quote | null> {
  const variant = await pricedVariant(payload, variantId, locale)
  if (!variant) return null
  const discount = await checkDiscount(payload, code, variant.productId, now)
  return { variant, discount, amounts: orderAmounts(variant.price, discount.status === 'valid' ? discount.rule : null) }
}

/** The ad's row as the checkout reads it under its row lock (SELECT … FOR UPDATE). */
export interface LockedJob {
  id: number
  status: 'draft' | 'published'
  institutionId: number | null
  variantId: number | null
  title: string
  onlineFrom: Date | null
  onlineUntil: Date | null
  crawlerJob: boolean
  hasFullAccess: boolean
}

export interface CheckoutInput {
  kind: 'create' | 'extend'
  userId: number | null
  jobId: number
  /** the key issued with the form (ADR 0044): a repeated or parallel submit of it finds the first order */
  intent: string
  /** the package variant bought */
  variantId: number
  code: string
}

/** What the caller decides under the ad's row lock, and what the purchase changes on the ad (same transaction). */
export interface CheckoutSteps {
  /** may this ad be bought now? null = yes, else the refusal */
  accept: (job: LockedJob) => 'gone' | 'notPaid' | 'changed' | null
  /** the day the package starts (the invoice names it) */
  startsAt: (job: LockedJob) => Date
  apply: (job: LockedJob, order: Order, tx: Transaction) => Promise<void>
}

/**
 * expired / notFound: the discount code; gone: the ad is no longer there (or no longer a draft);
 * changed: the ad's package is no longer the one the buyer saw; intent: another's form key
 */
export type CheckoutRefusal = 'variant' | 'expired' | 'notFound' | 'gone' | 'notPaid' | 'changed' | 'billing' | 'settings' | 'intent'
export type CheckoutResult = { ok: true; order: Order; invoice: Invoice; repeated: boolean } | { ok: false; reason: CheckoutRefusal }

async function billingSettings(payload: Payload): Promise<BillingSetting> {
  return payload.findGlobal({ slug: 'billing-settings', overrideAccess: true })
}

/** The line item of the invoice, in its language. */
function describe(locale: Locale, kind: CheckoutInput['kind'], title: string, variant: PricedVariant, startsAt: Date): string {
  const t = translator(locale, 'invoice')
  return t(kind === 'create' ? 'lineCreate' : 'lineExtend', { title, product: variant.productTitle, days: variant.duration, date: formatDate(startsAt, locale) })
}

/** The order a form's intent already made, with its invoice; null when there is none. */
export async function orderOfIntent(payload: Payload, intent: string, req?: PayloadRequest): Promise<{ order: Order; invoice: Invoice } | null> {
  const { docs } = await payload.find({ collection: 'orders', where: { intent: { equals: intent } }, limit: 1, depth: 0, overrideAccess: true, req })
  const order = docs[0]
  if (!order) return null
  const invoices = await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, limit: 1, depth: 0, overrideAccess: true, req })
  return invoices.docs[0] ? { order, invoice: invoices.docs[0] } : null
}

/** The first result of an intent for the same buyer and ad; another's or another ad's intent is refused. */
export function repeatOf(found: { order: Order; invoice: Invoice }, input: Pick<CheckoutInput, 'userId' | 'jobId'>): CheckoutResult {
  const sameAd = relId(found.order.job) === input.jobId && relId(found.order.user) === input.userId
  return sameAd ? { ok: true, ...found, repeated: true } : { ok: false, reason: 'intent' }
}

async function lockJob(tx: Transaction, jobId: number): Promise<LockedJob | null> {
  const { rows } = await tx.query(
    sql`select id, status, institution_id, variant_id, title, online_from, online_until, crawler_job, has_full_access from jobs where id = ${jobId} for update`,
  )
  const row = rows[0]
  if (!row) return null
  const date = (v: unknown) => (v ? new Date(v as string) : null)
  return {
    id: Number(row.id),
    status: row.status === 'draft' ? 'draft' : 'published',
    institutionId: row.institution_id === null ? null : Number(row.institution_id),
    variantId: row.variant_id === null ? null : Number(row.variant_id),
    title: String(row.title ?? ''),
    onlineFrom: date(row.online_from),
    onlineUntil: date(row.online_until),
    crawlerJob: Boolean(row.crawler_job),
    hasFullAccess: row.has_full_access !== false,
  }
}

/**
 * Writes the order and its invoice and applies the purchase to the ad, in one transaction, then
 * mails the invoice. One order per intent: under the checkout lock a known intent answers its
 * first order (and the unique index on orders.intent refuses a second one whatever happens). The
 * ad's row is locked, so what is bought (the variant) is what the ad shows. The caller has checked
 * who asks (an active member of the institution or the team) and that the ad is theirs.
 */
export async function checkout(payload: Payload, input: CheckoutInput, steps: CheckoutSteps, now = new Date()): Promise<CheckoutResult> {
  const settings = await billingSettings(payload)
  if (!(await creditorReady(payload, settings))) return { ok: false, reason: 'settings' }

  const result = await inTransaction(
    payload,
    async (tx): Promise<CheckoutResult> => {
      await tx.query(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`)
      const earlier = await orderOfIntent(payload, input.intent, tx.req)
      if (earlier) return repeatOf(earlier, input)
      const job = await lockJob(tx, input.jobId)
      if (!job || job.institutionId === null) return { ok: false, reason: 'gone' }
      const refused = steps.accept(job)
      if (refused) return { ok: false, reason: refused }
      const institution = await payload.findByID({ collection: 'institutions', id: job.institutionId, depth: 0, overrideAccess: true, req: tx.req })
      const locale: Locale = (LOCALES as readonly string[]).includes(institution.main_lang) ? (institution.main_lang as Locale) : 'de'
      const variant = await pricedVariant(payload, input.variantId, locale)
      if (!variant) return { ok: false, reason: 'variant' }
      const billing = institution.billing
      if (!billing?.name || !billing.address || !billing.zip || !billing.city) return { ok: false, reason: 'billing' }
      // The code is checked under the lock and counted in the same statement, so two checkouts
      // cannot both take its last use.
      const discount = await checkDiscount(payload, input.code, variant.productId, now)
      if (discount.status === 'expired' || discount.status === 'notFound') return { ok: false, reason: discount.status }
      if (discount.status === 'valid') {
        const counted = await tx.query(
          sql`update discount_codes set uses = coalesce(uses, 0) + 1 where id = ${discount.code.id} and (max_uses is null or coalesce(uses, 0) < max_uses) returning uses`,
        )
        if (counted.rows.length === 0) return { ok: false, reason: 'expired' }
      }
      const amounts = orderAmounts(variant.price, discount.status === 'valid' ? discount.rule : null)
      const order = await payload.create({
        collection: 'orders',
        data: {
          kind: input.kind,
          intent: input.intent,
          institution: job.institutionId,
          user: input.userId,
          job: job.id,
          product: variant.productId,
          product_key: variant.productKey,
          product_title: variant.productTitle,
          variant_id: variant.variantId,
          duration: variant.duration,
          social_budget: variant.socialBudget,
          discount_code: discount.status === 'valid' ? discount.code.id : null,
          discount_text: discount.status === 'valid' ? discount.code.code : null,
          ...amounts,
        },
        req: tx.req,
        overrideAccess: true,
      })
      const next = await tx.query(sql`select coalesce(max(number), 0) + 1 as n from invoices`)
      const number = Number(next.rows[0]?.n ?? 1)
      const due = new Date(now.getTime() + PAYMENT_DAYS * 86_400_000)
      const invoice = await payload.create({
        collection: 'invoices',
        data: {
          number,
          order: order.id,
          institution: job.institutionId,
          status: amounts.payable === 0 ? 'paid' : 'open',
          ...(amounts.payable === 0 && { paid_at: now.toISOString() }),
          language: locale,
          billing_type: institution.billing_type ?? 'email',
          billing: invoiceBilling(billing),
          description: describe(locale, input.kind, job.title, variant, steps.startsAt(job)),
          reference: qrReferenceOf(settings.customer_prefix ?? 1000, number),
          issued_at: now.toISOString(),
          due_at: due.toISOString(),
          subtotal: amounts.subtotal,
          discount: amounts.discount,
          net: amounts.net,
          vat: amounts.vat,
          total: amounts.total,
          payable: amounts.payable,
        },
        req: tx.req,
        overrideAccess: true,
      })
      await steps.apply(job, order, tx)
      return { ok: true, order, invoice, repeated: false }
    },
    (r) => r.ok,
  )
  if (result.ok && !result.repeated) await mailInvoice(payload, result.invoice, result.order, settings)
  return result
}

/** billing_type email: the PDF to the billing address. print: nothing here, the team posts it. */
async function mailInvoice(payload: Payload, invoice: Invoice, order: Order, settings: BillingSetting): Promise<void> {
  if (invoice.billing_type !== 'email' || !invoice.billing.email) return
  const locale = invoice.language as Locale
  const t = translator(locale, 'invoice')
  const pdf = await invoicePdf({ ...invoice, discount_text: order.discount_text ?? null }, settings)
  const status = await sendMail(payload, {
    to: invoice.billing.email,
    subject: t('mailSubject', { number: invoice.number }),
    text: t('mailText', { number: invoice.number, amount: formatChfRappen(invoice.payable), date: formatDate(invoice.due_at, locale), email: settings.email }),
    attachments: [{ filename: `${t('fileName', { number: invoice.number })}.pdf`, content: pdf, contentType: 'application/pdf' }],
  })
  if (status !== 'failed') await payload.update({ collection: 'invoices', id: invoice.id, data: { mailed_at: new Date().toISOString() }, overrideAccess: true })
}

/** The PDF of a stored invoice (the team's download and the member's, after their checks). */
export async function storedInvoicePdf(payload: Payload, invoiceId: number): Promise<{ number: number; pdf: Buffer } | null> {
  const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!invoice) return null
  const order = typeof invoice.order === 'object' ? invoice.order : null
  const settings = await billingSettings(payload)
  return { number: invoice.number, pdf: await invoicePdf({ ...invoice, discount_text: order?.discount_text ?? null }, settings) }
}
