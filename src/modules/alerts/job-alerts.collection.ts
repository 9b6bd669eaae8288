import type { CollectionConfig } from 'payload'
import { LOCALES } from '../../i18n/locales'
import { adminOnly, adminOnlyField } from '../access/access'

// A saved job search that mails new matching ads once a day. Created from the search page
// (double opt-in by mail) or from the cockpit (already confirmed: the account's address is verified).
export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'locale', 'last_sent_at', 'createdAt'], group: 'Jobs' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'locale', type: 'select', options: [...LOCALES], required: true },
    { name: 'status', type: 'select', options: ['pending', 'active'], defaultValue: 'pending', required: true, index: true },
    /** The search as a language-independent JobFilter (src/modules/jobs/filter-path.ts), without page and sort. */
    { name: 'filter', type: 'json', required: true },
    /** Hash of the secret in the confirmation link; cleared once confirmed. */
    { name: 'confirm_token_hash', type: 'text', index: true, access: { read: adminOnlyField } },
    /** Hash of the secret in every alert mail's unsubscribe link. */
    { name: 'unsubscribe_token_hash', type: 'text', index: true, access: { read: adminOnlyField } },
    { name: 'confirmed_at', type: 'date' },
    /** Ads published after this moment are new for the next mail. */
    { name: 'last_sent_at', type: 'date' },
  ],
}
