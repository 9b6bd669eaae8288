import { formatDate } from '../../../src/i18n/format'
import { translator } from '../../../src/i18n/translator'
import type { Locale } from '../../../src/i18n/locales'
import { orderAmounts, PAYMENT_DAYS } from '../../../src/modules/orders/pricing'
import { isoDays } from '../generate/dates'
import { DEMO_CREDITOR } from '../generate/creditor'
import { SYSTEM, type SeedContext } from './context'
import { invoiceBilling } from '../../../src/modules/orders/invoice-billing'
import { qrReferenceOf } from '../../../src/modules/orders/qr-reference'

// The creditor settings (demo values that pass the creditor check) and a few invoices of the demo
// employer's institutions in every state the cockpit shows: paid, overdue, open, cancelled (issue
// 24 point 3). Written directly, as checkout would have written them, numbered from 1.

export async function insertBillingSettings(ctx: SeedContext): Promise<void> {
  await ctx.payload.updateGlobal({ slug: 'billing-settings', data: { ...DEMO_CREDITOR }, ...SYSTEM })
}

/** Days after the anchor: issued, and (paid) the payment; cancelled and overdue as the team would see them. */
const DEMO_INVOICES = [
  { issued: -75, status: 'paid', paid: -52 },
  { issued: -40, status: 'open', paid: null },
  { issued: -24, status: 'cancelled', paid: null },
  { issued: -3, status: 'open', paid: null },
] as const

const reference = (number: number) => qrReferenceOf(DEMO_CREDITOR.customer_prefix, number)

export async function insertDemoInvoices(ctx: SeedContext, institutionIds: readonly number[]): Promise<number> {
  const { payload } = ctx
  const product = (await payload.find({ collection: 'products', where: { key: { equals: 'basic' } }, limit: 1, locale: 'de', ...SYSTEM })).docs[0]
  const variant = product?.variants[0]
  if (!product || !variant) return 0
  const { docs: jobs } = await payload.find({
    collection: 'jobs',
    where: { and: [{ institution: { in: [...institutionIds] } }, { status: { equals: 'published' } }, { crawler_job: { not_equals: true } }] },
    sort: 'id',
    limit: DEMO_INVOICES.length,
    select: { title: true, institution: true },
    ...SYSTEM,
  })
  let number = 0
  for (const [i, job] of jobs.entries()) {
    const plan = DEMO_INVOICES[i]!
    const institution = await payload.findByID({ collection: 'institutions', id: Number(job.institution), ...SYSTEM })
    const billing = institution.billing
    if (!billing?.name || !billing.address || !billing.zip || !billing.city) continue
    const locale = (['de', 'fr', 'it'].includes(institution.main_lang) ? institution.main_lang : 'de') as Locale
    const amounts = orderAmounts(Math.round(variant.price * 100), null)
    const issued = isoDays(ctx.anchor, plan.issued)
    const order = await payload.create({
      collection: 'orders',
      data: {
        kind: 'create',
        institution: institution.id,
        job: job.id,
        product: product.id,
        product_key: product.key,
        product_title: product.title,
        variant_id: variant.variant_id,
        duration: variant.duration,
        social_budget: 0,
        ...amounts,
      },
      ...SYSTEM,
    })
    number += 1
    const t = translator(locale, 'invoice')
    await payload.create({
      collection: 'invoices',
      data: {
        number,
        order: order.id,
        institution: institution.id,
        status: plan.status,
        paid_at: plan.paid === null ? null : isoDays(ctx.anchor, plan.paid),
        language: locale,
        billing_type: institution.billing_type ?? 'email',
        billing: invoiceBilling(billing),
        description: t('lineCreate', { title: job.title, product: product.title, days: variant.duration, date: formatDate(issued, locale) }),
        reference: reference(number),
        issued_at: issued,
        due_at: isoDays(ctx.anchor, plan.issued + PAYMENT_DAYS),
        subtotal: amounts.subtotal,
        discount: amounts.discount,
        net: amounts.net,
        vat: amounts.vat,
        total: amounts.total,
        payable: amounts.payable,
      },
      ...SYSTEM,
    })
  }
  return number
}
