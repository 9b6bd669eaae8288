import type { CollectionConfig } from 'payload'
import { LOCALES } from '../../i18n/locales'
import { adminOnly, isAdminUser } from '../access/access'

// Online = published, not paused, not declined, online_from <= now <= online_until (see jobs/state.ts).
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'institution', 'status', 'online_from', 'online_until'], group: 'Jobs' },
  access: {
    read: ({ req }) => (isAdminUser(req.user) ? true : { status: { equals: 'published' } }),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, index: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'locale', type: 'select', options: [...LOCALES], required: true, defaultValue: 'de', index: true },
    { name: 'fields', type: 'relationship', relationTo: 'fields', hasMany: true },
    { name: 'levels', type: 'relationship', relationTo: 'levels', hasMany: true },
    { name: 'pensum_min', type: 'number', min: 0, max: 100, required: true, defaultValue: 100 },
    { name: 'pensum_max', type: 'number', min: 0, max: 100, required: true, defaultValue: 100 },
    { name: 'salary_min', type: 'number', min: 0 },
    { name: 'salary_max', type: 'number', min: 0 },
    { name: 'available_from_type', type: 'select', options: ['immediate', 'agreement', 'date'], defaultValue: 'immediate', required: true },
    { name: 'available_from', type: 'date' },
    { name: 'apply', type: 'text', admin: { description: 'URL or e-mail address' } },
    { name: 'type', type: 'select', options: ['text', 'pdf', 'link'], defaultValue: 'text', required: true },
    { name: 'pdf', type: 'upload', relationTo: 'media' },
    { name: 'link', type: 'text' },
    {
      name: 'content',
      type: 'group',
      fields: ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'].map((name) => ({ name, type: 'textarea' as const })),
    },
    { name: 'original', type: 'text' },
    { name: 'status', type: 'select', options: ['draft', 'published'], defaultValue: 'draft', required: true, index: true },
    { name: 'paused', type: 'checkbox', defaultValue: false, index: true },
    { name: 'online_from', type: 'date', index: true },
    { name: 'online_until', type: 'date', index: true },
    { name: 'reminded_until', type: 'date', admin: { readOnly: true, description: 'The end date the last "ends in a week" mail was about.' } },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'variant_id', type: 'number' },
    { name: 'crawler_job', type: 'checkbox', defaultValue: false },
    { name: 'crawler_decline', type: 'checkbox', defaultValue: false, index: true },
    { name: 'has_full_access', type: 'checkbox', defaultValue: true },
  ],
}
