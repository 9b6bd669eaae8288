import type { CollectionConfig } from 'payload'
import { LOCALES } from '../../i18n/locales'
import { adminOnly } from '../access/access'
import { OFFER_BRACKETS } from './brackets'

// Offer inquiries from the employers' page (ADR 0059), for the team in /admin: what the employer
// sent (read-only), the state of the answer (open -> answered) and the team's own note. Only the
// platform's code creates them (inquiry.server.ts, one INSERT under the form's intent key, which
// the unique index keeps to one row per filled-in form); nobody else reads or changes anything.
const nobody = () => false
const sent = { readOnly: true }

export const OfferInquiries: CollectionConfig = {
  slug: 'offer-inquiries',
  labels: { singular: 'Offer inquiry', plural: 'Offer inquiries' },
  admin: {
    useAsTitle: 'institution',
    defaultColumns: ['institution', 'last_name', 'bracket', 'status', 'createdAt'],
    group: 'Orders',
    description: 'Inquiries from the employers page. Set the status to answered once the employer has heard from us.',
  },
  access: { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'status', type: 'select', options: ['open', 'answered'], defaultValue: 'open', required: true, index: true },
    { name: 'team_note', type: 'textarea' },
    { name: 'first_name', type: 'text', required: true, admin: sent },
    { name: 'last_name', type: 'text', required: true, admin: sent },
    { name: 'email', type: 'email', required: true, index: true, admin: sent },
    { name: 'institution', type: 'text', required: true, admin: sent },
    { name: 'website', type: 'text', admin: sent },
    { name: 'message', type: 'textarea', admin: sent },
    { name: 'bracket', type: 'select', options: [...OFFER_BRACKETS], required: true, admin: sent },
    { name: 'locale', type: 'select', options: [...LOCALES], required: true, admin: sent },
    { name: 'consent_at', type: 'date', required: true, admin: sent },
    { name: 'intent', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
