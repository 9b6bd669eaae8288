import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { adminOnly, anyone } from '../access/access'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    // Uploaded files live beside the database data so they survive restarts with it.
    staticDir: process.env.MEDIA_DIR ? path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR) : path.join(process.cwd(), '.data', 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
