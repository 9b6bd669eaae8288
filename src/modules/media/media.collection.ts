import type { Access, CollectionBeforeOperationHook, CollectionConfig, UploadConfig } from 'payload'
import { objectStorage } from '@/lib/env'
import { adminOnly, isAdminUser } from '../access/access'
import { downloadName, storedFileName } from './file-names'
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
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
}) as FileHandler

/**
 * Every upload is stored under a random name: nobody reaches a file by guessing.
 * The name it came with is kept as `download_name` for Content-Disposition.
 */
const unguessableName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const uploaded = req.file.name
    req.file.name = storedFileName(uploaded)
    args.data = { ...((args.data ?? {}) as Record<string, unknown>), download_name: downloadName(uploaded) } as typeof args.data
  }
  return args
}

/**
 * Files: the rules of media-access.server.ts (an ad's PDF while it is online, a profile's images
 * once approved, else the team and the ad's managers or the profile's members); a refused file is
 * answered 404 by our gate (cms-guard.server.ts). Documents: anyone, as before: the REST API on
 * them is the team's (the gate), and public pages reach media only through public ads and profiles.
 */
const readMedia: Access = async ({ req, isReadingStaticFile, data }) => {
  if (!isReadingStaticFile || isAdminUser(req.user)) return true
  const filename = typeof (data as { filename?: unknown } | undefined)?.filename === 'string' ? (data as { filename: string }).filename : ''
  // Loaded on use: the config (also read by scripts) stays free of server-only modules.
  const { mediaVerdict } = await import('./media-access.server')
  const verdict = await mediaVerdict(req.payload, filename, async () => req.user ?? null)
  return verdict.access !== 'hidden'
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: readMedia, create: adminOnly, update: adminOnly, delete: adminOnly },
  upload: {
    // Payload's file route is the backoffice's: nothing it sends is kept by a shared cache (the
    // public path /media sets its own caching, serve-media.server.ts).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
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
  hooks: { beforeOperation: [unguessableName], afterRead: [publicMediaUrls] },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    {
      // What the file was uploaded for: content (the team's; public) or an ad's PDF or a profile's
      // image, served by the rules of their ad or profile (media-access.server.ts).
      name: 'kind',
      type: 'select',
      options: ['content', 'ad', 'profile'],
      defaultValue: 'content',
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'download_name', type: 'text', admin: { position: 'sidebar', readOnly: true, description: 'The name a saved PDF gets.' } },
  ],
}
