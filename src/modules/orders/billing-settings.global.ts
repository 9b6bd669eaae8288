import type { GlobalConfig } from 'payload'
import { adminMessage } from '../../lib/admin-labels'
import { adminOnly } from '../access/access'
import { EXAMPLE_CREDITOR, isQrIban, isSwissVatNumber } from './creditor-check'

// The creditor of every invoice: who Helvemed is, its QR-IBAN for the Swiss
// QR-bill and its VAT number. The team edits it in /admin; checkout refuses to invoice while these
// are the example values below or incomplete (creditor-check.ts).

export const BillingSettings: GlobalConfig = {
  slug: 'billing-settings',
  admin: { group: 'Orders' },
  access: { read: adminOnly, update: adminOnly },
  fields: [
    { name: 'creditor_name', type: 'text', required: true, defaultValue: EXAMPLE_CREDITOR.creditor_name },
    { name: 'creditor_address', type: 'text', required: true, defaultValue: EXAMPLE_CREDITOR.creditor_address },
    { name: 'creditor_zip', type: 'text', required: true, defaultValue: EXAMPLE_CREDITOR.creditor_zip },
    { name: 'creditor_city', type: 'text', required: true, defaultValue: EXAMPLE_CREDITOR.creditor_city },
    {
      name: 'qr_iban',
      type: 'text',
      required: true,
      defaultValue: EXAMPLE_CREDITOR.qr_iban,
      admin: { description: 'A QR-IBAN (institution id 30000-31999), as the bank gave it.' },
      validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) => (typeof value === 'string' && isQrIban(value) ? true : adminMessage(req, 'qrIban')),
    },
    {
      name: 'vat_number',
      type: 'text',
      required: true,
      defaultValue: EXAMPLE_CREDITOR.vat_number,
      admin: { description: 'The UID, CHE-123.456.789; the invoice adds MWST, TVA or IVA in its language.' },
      validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) =>
        typeof value === 'string' && isSwissVatNumber(value) ? true : adminMessage(req, 'vatNumber'),
    },
    { name: 'email', type: 'email', required: true, defaultValue: EXAMPLE_CREDITOR.email },
    { name: 'customer_prefix', type: 'number', required: true, defaultValue: 1000, admin: { description: 'Leading digits of the QR references (your bank may assign them).' } },
  ],
}
