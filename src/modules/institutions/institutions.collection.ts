import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminMessage } from '../../lib/admin-labels'
import { LOCALES } from '../../i18n/locales'
import { adminOnly, adminOnlyField, isAdminUser } from '../access/access'
import { contactField } from './contact-access'
import { factFields, stampFactsUpdate } from './facts.fields'

export const Institutions: CollectionConfig = {
  slug: 'institutions',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'region', 'category'], group: 'Institutions' },
  access: {
    // Public pages show active institutions; requested ones only to the team (and, later, their members).
    // Members read their requested and rejected profiles through the cockpit's own checks (membership.server.ts).
    read: ({ req }) => (isAdminUser(req.user) ? true : { status: { equals: 'active' } }),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [stampFactsUpdate],
    // The team's decision is mailed and the requested memberships follow it (institution-decisions.ts).
    // Loaded only when a status changes: the config (also read by scripts) stays free of mail code.
    afterChange: [
      async (args) =>
        args.operation === 'update' && (args.doc.status !== args.previousDoc?.status || args.doc.parent_status !== args.previousDoc?.parent_status)
          ? (await import('./institution-decisions')).institutionDecisionHook(args)
          : args.doc,
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      options: ['requested', 'active', 'rejected'],
      defaultValue: 'requested',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'requested: waits for the team. active: public, its requested members become active. rejected: give a reason.' },
    },
    {
      name: 'reject_reason',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'Mailed to the requester when the profile is rejected.' },
      validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: { status?: string } }) =>
        siblingData?.status === 'rejected' && !value?.trim() ? adminMessage(req, 'institutionRejectReason') : true,
    },
    { name: 'parent', type: 'relationship', relationTo: 'institutions', index: true },
    {
      name: 'parent_status',
      type: 'select',
      options: ['requested', 'active'],
      admin: { description: "active: the parent's members may manage this institution (confirmed by the team)." },
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
    { name: 'region', type: 'relationship', relationTo: 'regions', required: true, index: true },
    { name: 'is_professional', type: 'checkbox', defaultValue: false },
    { name: 'is_partner', type: 'checkbox', defaultValue: false },
    { name: 'main_lang', type: 'select', options: [...LOCALES], defaultValue: 'de', required: true },
    { name: 'reviewable', type: 'checkbox', defaultValue: true },
    { name: 'disable_free_crawler', type: 'checkbox', defaultValue: false, access: { read: adminOnlyField } },
    { name: 'website', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'cord_lat', type: 'number' },
    { name: 'cord_lng', type: 'number' },
    {
      type: 'collapsible',
      label: 'Contact',
      fields: [
        contactField({ name: 'contact_person', type: 'text' }),
        contactField({ name: 'contact_address', type: 'text' }),
        contactField({ name: 'contact_zip', type: 'text' }),
        { name: 'contact_city', type: 'text' },
        contactField({ name: 'contact_phone', type: 'text' }),
        contactField({ name: 'contact_mail', type: 'email' }),
        { name: 'contact_hidden', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'billing',
      type: 'group',
      // Billing data is the team's (and, through the cockpit's own checks, the members'); never public.
      access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'department', type: 'text' },
        { name: 'address', type: 'text' },
        { name: 'zip', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'billing_type', type: 'select', options: ['email', 'print'], defaultValue: 'email' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'header', type: 'upload', relationTo: 'media' },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'videos_ext',
      type: 'array',
      fields: [
        { name: 'type', type: 'select', options: ['youtube', 'vimeo'], required: true },
        { name: 'source', type: 'text', required: true },
        { name: 'title', type: 'text' },
      ],
    },
    {
      name: 'wbs',
      label: 'Further-training places (SIWF)',
      type: 'array',
      fields: [
        { name: 'field', type: 'relationship', relationTo: 'fields', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'url', type: 'text' },
        { name: 'category', type: 'text' },
      ],
    },
    { name: 'facts', type: 'group', fields: factFields },
  ],
}
