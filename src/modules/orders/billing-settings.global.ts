import type { GlobalConfig } from 'payload'
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils'
import { adminOnly } from '../access/access'

// The creditor of every invoice (issue 11 point 2): who Helvemed is, its QR-IBAN for the Swiss
// QR-bill and its VAT number. The team edits it in /admin; checkout refuses to invoice while the
// QR-IBAN is missing rather than print a bill nobody can pay.

export const BillingSettings: GlobalConfig = {
  slug: 'billing-settings',
  admin: { group: 'Orders' },
  access: { read: adminOnly, update: adminOnly },
  fields: [
    { name: 'creditor_name', type: 'text', required: true, defaultValue: 'Helvemed AG' },
    { name: 'creditor_address', type: 'text', required: true, defaultValue: 'Bahnhofplatz 1' },
    { name: 'creditor_zip', type: 'text', required: true, defaultValue: '3011' },
    { name: 'creditor_city', type: 'text', required: true, defaultValue: 'Bern' },
    {
      name: 'qr_iban',
      type: 'text',
      required: true,
      defaultValue: 'CH44 3199 9123 0008 8901 2',
      admin: { description: 'A QR-IBAN (institution id 30000-31999), as the bank gave it.' },
      validate: (value: unknown) => (typeof value === 'string' && isIBANValid(value.replace(/\s/g, '')) && isQRIBAN(value.replace(/\s/g, '')) ? true : 'Not a valid QR-IBAN'),
    },
    { name: 'vat_number', type: 'text', required: true, defaultValue: 'CHE-123.456.789 MWST' },
    { name: 'email', type: 'email', required: true, defaultValue: 'rechnungen@helvemed.ch' },
    { name: 'customer_prefix', type: 'number', required: true, defaultValue: 1000, admin: { description: 'Leading digits of the QR references (your bank may assign them).' } },
  ],
}
