import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'
import { EVENT_TYPES } from './event-types'

// Raw statistics events from browsers (POST /api/fn/statistic/post). Written in batches by
// the statistics module with plain SQL; the team reads them in /admin. Kept 13 months.
export const StatisticEvents: CollectionConfig = {
  slug: 'statistic-events',
  admin: { defaultColumns: ['type', 'job', 'institution', 'createdAt'], group: 'System' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['institution', 'createdAt'] }, { fields: ['job', 'createdAt'] }],
  fields: [
    { name: 'type', type: 'select', options: [...EVENT_TYPES], required: true, index: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs' },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true },
    { name: 'institution_parent', type: 'relationship', relationTo: 'institutions' },
  ],
}
