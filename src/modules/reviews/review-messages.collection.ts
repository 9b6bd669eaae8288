import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// A manager's message to a review's author, relayed by mail: the author's address stays on the
// server. Kept so the team can follow up on abuse; readable by the team only.
export const ReviewMessages: CollectionConfig = {
  slug: 'review-messages',
  admin: { defaultColumns: ['review', 'institution', 'createdAt'], group: 'Reviews' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true },
    { name: 'message', type: 'textarea', required: true },
  ],
}
