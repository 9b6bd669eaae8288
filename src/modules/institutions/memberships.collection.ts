import type { CollectionConfig } from 'payload'
import { adminOnly, isAdminUser } from '../access/access'

// Who manages which institution: requested -> active (approved by the team in /admin).
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  admin: { group: 'Institutions', defaultColumns: ['user', 'institution', 'status'] },
  access: {
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { user: { equals: req.user.id } } : false),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'status', type: 'select', options: ['requested', 'active'], defaultValue: 'requested', required: true, index: true },
  ],
}
