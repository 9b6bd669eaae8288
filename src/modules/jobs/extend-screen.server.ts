import 'server-only'
import type { Payload } from 'payload'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import type { Job } from '@/payload-types'
import type { Viewer } from '../institutions/membership.server'
import { formatRappen, orderAmounts } from '../orders/pricing'
import { ownJob } from './cockpit-jobs.server'
import { extendedUntil } from './state'

// What the extend screen shows before the confirm: for each package variant the
// new end date, the package the ad will have and the price excl. and incl. VAT; the ad's own
// package first, the others as an explicit change. And after an extension: the new end date and
// the invoice it made.

export interface ExtendOption {
  id: number
  product: string
  duration: number
  /** the ad's own package: extending with it changes nothing but the end date */
  own: boolean
  /** CHF excl. VAT, Swiss format */
  price: string
  /** CHF incl. VAT as invoiced (rounded to 5 Rappen), before a discount code */
  total: string
  /** the end date after this extension */
  until: string
}

export async function extendOptions(payload: Payload, job: Job, locale: Locale, now = new Date()): Promise<{ current: string | null; options: ExtendOption[] }> {
  const { docs } = await payload.find({ collection: 'products', sort: 'position', depth: 0, locale, pagination: false, overrideAccess: true })
  const ownProduct = relId(job.product)
  // A crawled ad not yet taken over has no package of its own: every package is a choice.
  const owns = !(job.crawler_job && job.has_full_access === false) && ownProduct !== null
  const options = docs.flatMap((p) =>
    p.variants.map((v) => {
      const price = Math.round(v.price * 100)
      return {
        id: v.variant_id,
        product: p.title,
        duration: v.duration,
        own: owns && p.id === ownProduct,
        price: formatRappen(price),
        total: formatRappen(orderAmounts(price, null).payable),
        until: formatDate(extendedUntil(now, job.online_until, v.duration), locale),
      }
    }),
  )
  const current = owns ? (docs.find((p) => p.id === ownProduct)?.title ?? null) : null
  return { current, options: [...options.filter((o) => o.own), ...options.filter((o) => !o.own)] }
}

export interface ExtensionNotice {
  jobId: number
  title: string
  until: string
  product: string
  invoiceId: number
  invoiceNumber: number
}

/** The latest extension of one of the viewer's ads, for the notice after the extend screen closes; null otherwise. */
export async function lastExtension(payload: Payload, viewer: Viewer, jobId: number, locale: Locale): Promise<ExtensionNotice | null> {
  const job = await ownJob(payload, viewer, jobId)
  if (!job?.online_until) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ job: { equals: jobId } }, { kind: { equals: 'extend' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return null
  const invoices = await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, limit: 1, depth: 0, overrideAccess: true })
  const invoice = invoices.docs[0]
  if (!invoice) return null
  return { jobId, title: job.title, until: formatDate(job.online_until, locale), product: order.product_title, invoiceId: invoice.id, invoiceNumber: invoice.number }
}
