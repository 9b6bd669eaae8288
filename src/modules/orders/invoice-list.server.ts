import 'server-only'
import type { Payload, Where } from 'payload'
import type { Refusal } from '@/lib/refusal'
import { relId } from '@/lib/relations'
import { institutionRoleOf, mayManage, userInstitutionIds, type Viewer } from '../institutions/membership.server'
import { chfOf, invoiceState, UserInvoiceSchema, type UserInvoice, type UserInvoicesQuery } from './invoice-list'

// The invoices an employer may see: those of the institutions the viewer
// actively manages (membership.server.ts, the same rule as the PDF download); the team's all.
// Newest first. The cockpit screen and GET /api/fn/user/invoices read this one function.

/** The most a list holds: an employer has far fewer; the team finds older ones in /admin. */
export const INVOICE_LIST_LIMIT = 500

export type UserInvoicesResult = { ok: true; invoices: UserInvoice[] } | Refusal<'notFound'>

async function scopeOf(payload: Payload, viewer: Viewer, institution: number | undefined): Promise<number[] | null | 'notFound'> {
  if (institution !== undefined) return mayManage(await institutionRoleOf(payload, viewer, institution)) ? [institution] : 'notFound'
  if (viewer.role === 'ROLE_ADMIN') return null
  return (await userInstitutionIds(payload, viewer)).active
}

export async function userInvoices(payload: Payload, viewer: Viewer, query: UserInvoicesQuery = {}, now = new Date()): Promise<UserInvoicesResult> {
  const scope = await scopeOf(payload, viewer, query.institution)
  if (scope === 'notFound') return { ok: false, reason: 'notFound' }
  if (scope && scope.length === 0) return { ok: true, invoices: [] }
  const where: Where = scope ? { institution: { in: scope } } : {}
  const { docs } = await payload.find({
    collection: 'invoices',
    where,
    sort: '-number',
    limit: INVOICE_LIST_LIMIT,
    depth: 1,
    select: { number: true, issued_at: true, due_at: true, paid_at: true, status: true, institution: true, order: true, description: true, net: true, vat: true, payable: true },
    populate: { institutions: { name: true }, orders: { job: true } },
    overrideAccess: true,
  })
  const jobIds = [...new Set(docs.flatMap((d) => (typeof d.order === 'object' && d.order ? [relId(d.order.job)] : [])).filter((id): id is number => id !== null))]
  const jobs =
    jobIds.length === 0
      ? []
      : (await payload.find({ collection: 'jobs', where: { id: { in: jobIds } }, select: { title: true }, depth: 0, pagination: false, overrideAccess: true })).docs
  const titles = new Map(jobs.map((j) => [j.id, j.title]))
  const invoices = docs.flatMap((invoice) => {
    const institution = typeof invoice.institution === 'object' && invoice.institution ? invoice.institution : null
    const jobId = typeof invoice.order === 'object' && invoice.order ? relId(invoice.order.job) : null
    const title = jobId === null ? undefined : titles.get(jobId)
    const parsed = UserInvoiceSchema.safeParse({
      id: invoice.id,
      number: invoice.number,
      issued_at: invoice.issued_at,
      due_at: invoice.due_at,
      paid_at: invoice.paid_at ?? null,
      status: invoiceState(invoice, now),
      institution: { id: institution?.id, name: institution?.name },
      job: jobId !== null && title !== undefined ? { id: jobId, title } : null,
      description: invoice.description,
      currency: 'CHF',
      net: chfOf(invoice.net),
      vat: chfOf(invoice.vat),
      amount: chfOf(invoice.payable),
      pdf_url: `/api/fn/user/invoice-pdf?id=${invoice.id}`,
    })
    if (!parsed.success) payload.logger.warn({ invoice: invoice.id }, 'invoice fails the list shape')
    return parsed.success ? [parsed.data] : []
  })
  return { ok: true, invoices }
}
