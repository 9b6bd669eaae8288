import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// Failed logins per IP, as counted before ADR 0015. No longer written or read: login limits are token
// buckets in rate_limits (modules/limits). Kept, with its old rows, until a schema migration removes it.
export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  admin: { group: 'Accounts', defaultColumns: ['ip', 'email', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'ip', type: 'text', required: true, index: true },
    { name: 'email', type: 'text' },
  ],
}
