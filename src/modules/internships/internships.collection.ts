import type { CollectionConfig } from 'payload'
import { adminOnly, isAdminUser } from '../access/access'

export const Internships: CollectionConfig = {
  slug: 'internships',
  admin: { defaultColumns: ['user', 'institution', 'field', 'start', 'end'], group: 'Elective year' },
  access: {
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { user: { equals: req.user.id } } : false),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'field', type: 'relationship', relationTo: 'fields', required: true },
    { name: 'start', type: 'date', required: true },
    { name: 'end', type: 'date', required: true },
    { name: 'review', type: 'relationship', relationTo: 'reviews' },
  ],
}
