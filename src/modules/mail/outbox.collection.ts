import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// Every mail the platform sends is recorded here; without SMTP_URL this is where mails end up.
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  admin: { useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'status', 'createdAt'], group: 'System' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'status', type: 'select', options: ['stored', 'sent', 'failed'], required: true },
    { name: 'error', type: 'text' },
  ],
}
