import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminMessage } from '../../lib/admin-labels'
import { adminOnly, isAdminUser } from '../access/access'

// Who manages which institution: requested -> active or rejected (the team decides in /admin).
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  admin: { group: 'Institutions', defaultColumns: ['user', 'institution', 'status', 'createdAt'] },
  access: {
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { user: { equals: req.user.id } } : false),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: {
    // Requests are mailed to the team, decisions to the requester (institution-decisions.ts).
    afterChange: [
      async (args) =>
        (args.operation === 'create' && args.doc.status === 'requested') || (args.operation === 'update' && args.doc.status !== args.previousDoc?.status)
          ? (await import('./institution-decisions')).membershipDecisionHook(args)
          : args.doc,
    ],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'status', type: 'select', options: ['requested', 'active', 'rejected'], defaultValue: 'requested', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'note', type: 'textarea', admin: { readOnly: true, description: "The requester's note to the team." } },
    {
      name: 'reject_reason',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'Mailed to the requester when the request is rejected.' },
      validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: { status?: string } }) =>
        siblingData?.status === 'rejected' && !value?.trim() ? adminMessage(req, 'membershipRejectReason') : true,
    },
  ],
}
