import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { adminMessage } from '../../lib/admin-labels'
import { adminOnly, adminOnlyField } from '../access/access'
import { isReviewPublicId, newReviewPublicId } from './public-id'

const ratingSection = (name: string): Field[] => [
  { name: `${name}_rating`, type: 'number', min: 1, max: 5 },
  { name: `${name}_feedback`, type: 'textarea' },
]

// Anonymous by construction: the author is readable by the team only, and no IP is stored.
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    // The overall text beside the facts: the list shows its first 100 characters (moderation at a glance).
    defaultColumns: ['institution', 'status', 'summary_feedback', 'summary_rating', 'field', 'createdAt'],
    group: 'Reviews',
    description: 'New and edited reviews wait as "pending". Set "published" or "rejected" (with a reason the author sees in the cockpit).',
    // A link from a user (…/cockpit/reviews/view-{public id}) finds its review in the list search.
    listSearchableFields: ['public_id'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    // The team's decision (published / rejected) is mailed to the author (review-mails.ts, ADR 0013).
    // Loaded only when a status changes: the config (also read by scripts) stays free of mail code.
    afterChange: [
      async (args) => (args.operation === 'update' && args.doc.status !== args.previousDoc?.status ? (await import('./review-mails')).reviewStatusMailHook(args) : args.doc),
    ],
  },
  fields: [
    {
      // The only id of a review that leaves the server (ADR 0018): random, set once on create,
      // never changed. The numeric id is sequential and stays inside (relations, joins, /admin).
      name: 'public_id',
      type: 'text',
      required: true,
      unique: true,
      // Fills the (read-only) input of /admin's create form; the hook below decides the value.
      defaultValue: () => newReviewPublicId(),
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'Random id in the links users see (cockpit, mails). Set on creation, never changed.' },
      hooks: {
        // Before validation, so "required" holds. On create a well-formed value from the server's
        // code (newReviewPublicId) is kept, anything else replaced; an update keeps the stored one.
        beforeValidate: [
          ({ operation, originalDoc, value }) => (operation === 'create' ? (isReviewPublicId(value) ? value : newReviewPublicId()) : (originalDoc?.public_id ?? value)),
        ],
      },
    },
    // Empty once the author's account is deleted: the review stays, anonymous (ADR 0065).
    { name: 'author', type: 'relationship', relationTo: 'users', index: true, access: { read: adminOnlyField } },
    { name: 'status', type: 'select', options: ['pending', 'published', 'rejected'], defaultValue: 'pending', required: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'reject_reason',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'Shown to the author in the cockpit (in their words: be kind and specific).' },
      // Moderation: a rejection always tells the author why (docs/product-rules.md#reviews).
      validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: { status?: string } }) =>
        siblingData?.status === 'rejected' && !value?.trim() ? adminMessage(req, 'reviewRejectReason') : true,
    },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'field', type: 'relationship', relationTo: 'fields', required: true },
    { name: 'level', type: 'relationship', relationTo: 'levels', required: true },
    { name: 'employment_status', type: 'select', options: ['current', 'former'] },
    { name: 'duration', type: 'relationship', relationTo: 'review-durations' },
    { name: 'pensum', type: 'select', options: ['fullTime', 'partTime'] },
    { name: 'has_housing', type: 'checkbox' },
    { name: 'salary', type: 'number', min: 0 },
    { name: 'work_hours', type: 'number', min: 0, max: 120 },
    { name: 'work_start_time', type: 'text' },
    { name: 'work_end_time', type: 'text' },
    { name: 'work_has_night', type: 'checkbox' },
    { name: 'work_has_picket', type: 'checkbox' },
    ...['summary', 'work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual'].flatMap(ratingSection),
    { name: 'recommend', type: 'checkbox' },
    { name: 'improvement', type: 'textarea' },
    { name: 'is_wsj_exclusive', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'feedback',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'function', type: 'text' },
        { name: 'content', type: 'textarea' },
        { name: 'updated_at', type: 'date' },
      ],
    },
  ],
}
