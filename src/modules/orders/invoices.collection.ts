import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { LOCALES } from '@/i18n/locales'
import { MESSAGES } from '@/i18n/translator'
import { adminOnly } from '../access/access'
import { catalogueText } from '@/lib/admin-labels'

// The invoice of an order. Its number is gap-free and unique (allocated in the
// checkout's transaction); the billing address, language and amounts are copied from the moment
// of the order, so the PDF (built from this row, invoice-pdf.server.ts) never changes afterwards.
// The team marks it paid (which dates the payment) or cancelled; `billing_type` print lists it for
// the team to post.

/** Marking an invoice paid dates it (unless a date was given); setting it back to open clears the date. */
export const datePayment: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status === 'paid' && !(data.paid_at ?? originalDoc?.paid_at)) return { ...data, paid_at: new Date().toISOString() }
  if (status === 'open' && (data.paid_at ?? originalDoc?.paid_at)) return { ...data, paid_at: null }
  return data
}

export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'number',
    group: 'Orders',
    defaultColumns: ['number', 'institution', 'payable', 'status', 'billing_type', 'issued_at', 'due_at'],
    description: 'The PDF of an invoice: /api/fn/user/invoice-pdf?id={id} (the team and the employer).',
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: { beforeChange: [datePayment] },
  fields: [
    {
      name: 'pdf',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: { path: '/ui/admin/invoice-pdf-link#InvoicePdfLink', clientProps: { label: catalogueText(['admin', 'ui', 'invoicePdf']) } } },
      },
    },
    { name: 'number', type: 'number', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, admin: { readOnly: true } },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', options: ['open', 'paid', 'cancelled'], defaultValue: 'open', required: true, index: true },
    {
      name: 'paid_at',
      type: 'date',
      admin: { description: 'Set when the status becomes paid (today, unless you enter the day the money came); cleared when it goes back to open.' },
    },
    { name: 'language', type: 'select', options: [...LOCALES], required: true, admin: { readOnly: true } },
    { name: 'billing_type', type: 'select', options: ['email', 'print'], required: true, admin: { readOnly: true } },
    {
      name: 'billing',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'department', type: 'text' },
        { name: 'address', type: 'text', required: true },
        { name: 'zip', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'email', type: 'text' },
      ],
    },
    { name: 'description', type: 'text', required: true, admin: { readOnly: true, description: 'The line item, in the invoice language.' } },
    { name: 'reference', type: 'text', required: true, admin: { readOnly: true, description: 'QR reference (27 digits).' } },
    { name: 'issued_at', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'due_at', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'mailed_at', type: 'date', admin: { readOnly: true } },
    // Billing by print: the day the paper invoice went into the post; until then the
    // invoice is on the dashboard's "to post" count.
    {
      name: 'posted_at',
      type: 'date',
      label: { de: MESSAGES.de.adminOps.fields.postedAt, fr: MESSAGES.fr.adminOps.fields.postedAt, it: MESSAGES.it.adminOps.fields.postedAt },
      admin: {
        condition: (data) => data?.billing_type === 'print',
        description: { de: MESSAGES.de.adminOps.fields.postedAtHelp, fr: MESSAGES.fr.adminOps.fields.postedAtHelp, it: MESSAGES.it.adminOps.fields.postedAtHelp },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'subtotal', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
        { name: 'discount', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
        { name: 'net', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
        { name: 'vat', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
        { name: 'total', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
        { name: 'payable', type: 'number', required: true, admin: { readOnly: true, description: 'Rappen' } },
      ],
    },
  ],
}
