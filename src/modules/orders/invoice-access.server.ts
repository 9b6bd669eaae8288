import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import { institutionRoleOf, mayManage, type Viewer } from '../institutions/membership.server'
import { storedInvoicePdf } from './checkout.server'

/**
 * The PDF of an invoice for the team and for those who manage its institution; null for anyone
 * else, exactly as for an invoice that does not exist (no guessing other employers' invoices).
 */
export async function invoicePdfFor(payload: Payload, viewer: Viewer | null, invoiceId: number): Promise<{ number: number; pdf: Buffer } | null> {
  if (!viewer) return null
  const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, select: { institution: true }, overrideAccess: true, disableErrors: true })
  const institution = relId(invoice?.institution)
  if (!invoice || institution === null) return null
  if (!mayManage(await institutionRoleOf(payload, viewer, institution))) return null
  return storedInvoicePdf(payload, invoiceId)
}
