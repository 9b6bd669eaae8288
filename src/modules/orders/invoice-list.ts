import { z } from '@/lib/zod'
import { idTextSchema } from '@/lib/params'

// The employer's invoices: the shape of GET /api/fn/user/invoices (snake_case, as
// API shapes are written), its query, and the state an invoice shows. Pure: the list itself is read
// in invoice-list.server.ts.

export const INVOICE_STATES = ['open', 'paid', 'overdue', 'cancelled'] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]

const zurichDay = (d: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(d))

/**
 * What an invoice shows: the team's status, except that an open invoice whose due day (Swiss time)
 * has passed is overdue. Payable "until" the due day: on that day it is still open.
 */
export function invoiceState(invoice: { status: 'open' | 'paid' | 'cancelled'; due_at: string }, now: Date): InvoiceState {
  if (invoice.status !== 'open') return invoice.status
  return zurichDay(now) > zurichDay(invoice.due_at) ? 'overdue' : 'open'
}

/** Rappen as CHF with two decimals (1157.75): what the call answers. */
export const chfOf = (rappen: number) => Math.round(rappen) / 100

export const UserInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  status: z.enum(INVOICE_STATES),
  institution: z.object({ id: z.number().int(), name: z.string() }),
  /** the ad the invoice is for; null once the ad was deleted */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** the line item as invoiced (names the ad, the package and the days) */
  description: z.string(),
  currency: z.literal('CHF'),
  /** CHF excl. VAT, after a discount */
  net: z.number(),
  vat: z.number(),
  /** CHF incl. VAT, rounded to 5 Rappen: what is to pay */
  amount: z.number(),
  pdf_url: z.string(),
})
export type UserInvoice = z.infer<typeof UserInvoiceSchema>

export const UserInvoicesQuerySchema = z
  .object({
    /** only this institution's invoices (one the viewer manages, else 404) */
    institution: idTextSchema().optional(),
  })
  .strict()
export type UserInvoicesQuery = z.infer<typeof UserInvoicesQuerySchema>
