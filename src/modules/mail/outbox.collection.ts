import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// Every mail the platform sends is recorded here; without SMTP_URL this is where mails end up.
// A record of what was sent: read-only in /admin. Only the platform's own code writes it
// (lib/mail/send.ts, with overrideAccess); the team may read and delete (e.g. for a deletion request).
const nobody = () => false

export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'status', 'createdAt'],
    group: 'System',
    description: 'Every mail the platform sent or stored (without SMTP). Read-only: mails are a record, not drafts.',
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'status', type: 'select', options: ['stored', 'sent', 'failed'], required: true },
    { name: 'error', type: 'text' },
    { name: 'attachments', type: 'textarea', admin: { description: 'Files sent with the mail (names and sizes; the files are not kept here).' } },
  ],
}
