import type { CollectionConfig } from 'payload'
import { adminOnly, ROLES } from '../access/access'
import { REQUEST_KINDS, REQUEST_STATUSES } from './request-kinds'

// Requests of users to the team about their account (ADR 0065): role change, deactivation,
// deletion. Only the platform's code creates them (requests.server.ts, one INSERT per account and
// kind while one is open); the team reads them in /admin and sets done or declined (with a reason).
// The decision is applied and mailed by request-decisions.ts, loaded only when a status changes.
const nobody = () => false
const sent = { readOnly: true }

export const AccountRequests: CollectionConfig = {
  slug: 'account-requests',
  labels: { singular: 'Account request', plural: 'Account requests' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'user', 'target_role', 'status', 'createdAt'],
    group: 'Accounts',
    description: 'Requests of users about their account. Done applies it (role, deactivation, deletion) and mails the user; declined mails the reason.',
  },
  access: { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [async (args) => (args.operation === 'update' ? (await import('./request-decisions')).beforeDecision(args) : args.data)],
    afterChange: [async (args) => (args.operation === 'update' ? (await import('./request-decisions')).afterDecision(args) : args.doc)],
  },
  fields: [
    { name: 'status', type: 'select', options: [...REQUEST_STATUSES], defaultValue: 'open', required: true, index: true },
    { name: 'decline_reason', type: 'textarea', admin: { condition: (data) => data?.status === 'declined' } },
    { name: 'kind', type: 'select', options: [...REQUEST_KINDS], required: true, admin: sent },
    // No foreign key in the table (see the migration): a deleted account leaves the request without a user.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: sent },
    { name: 'target_role', type: 'select', options: [...ROLES], admin: { ...sent, condition: (data) => data?.kind === 'role_change' } },
    { name: 'reason', type: 'textarea', admin: sent },
    { name: 'decided_at', type: 'date', admin: { ...sent, position: 'sidebar' } },
  ],
}
