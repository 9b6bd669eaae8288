import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '../access/access'
import { mediaDir } from './media-files'
import { publicMediaUrls } from './media-url-hook'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    // Uploaded files live beside the database data so they survive restarts with it.
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'application/pdf'],
    // Photos arrive from phones at 4000+ pixels: the stored original is at most 2400 wide, as WebP,
    // and each bitmap gets the sizes pages ask for (srcset). SVG and PDF are kept as they are.
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 320, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  // Pages, JSON-LD and share previews link the files under /media (crawlable), not under /api.
  hooks: { afterRead: [publicMediaUrls] },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
