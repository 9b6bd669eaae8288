import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// Failed logins per IP (the per-account lock is Payload's maxLoginAttempts). Old rows are pruned at login.
export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  admin: { group: 'Accounts', defaultColumns: ['ip', 'email', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'ip', type: 'text', required: true, index: true },
    { name: 'email', type: 'text' },
  ],
}
