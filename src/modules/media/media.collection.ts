import type { CollectionConfig, UploadConfig } from 'payload'
import { objectStorage } from '@/lib/env'
import { adminOnly, anyone } from '../access/access'
import { mediaDir, missingLocally } from './media-files'
import { publicMediaUrls } from './media-url-hook'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Payload's file route (/api/cms/media/file/…) answers 500 for a file missing from the upload
 * folder; this handler, first in the list, answers 404 instead and lets Payload serve the files
 * that are there (ADR 0049). With the bucket the storage adapter's handler answers, 404 included.
 * (Payload's type wants Response or void, not either: a handler may return nothing to pass on.)
 */
const missingFileIs404 = (async (_req, { params }) => {
  if (objectStorage() || !(await missingLocally(params.filename))) return undefined
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'public, max-age=60' } })
}) as FileHandler

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    // Uploaded files live beside the database data so they survive restarts with it.
    staticDir: mediaDir(),
    // With S3_* settings the storage adapter (storage-plugin.ts, ADR 0049) keeps the files in a bucket instead.
    handlers: [missingFileIs404],
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
