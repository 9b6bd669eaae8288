import fs from 'node:fs'
import path from 'node:path'
import { z } from '@/lib/zod'

// Where uploads live and how they are addressed (ADR 0036, ADR 0049): every file of the media
// collection (originals and their sizes) is served at /media/{file name} by app/media/[file]/route.ts,
// a path robots.txt allows, so search engines and share previews can fetch logos, header images and
// PDFs; who may have a file is media-access.server.ts. Without a bucket (S3_*) the files are here.

/** The folder of uploaded files: MEDIA_DIR, else .data/media (server/start.ts sets MEDIA_DIR). */
export function mediaDir(): string {
  return process.env.MEDIA_DIR ? path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR) : path.join(process.cwd(), '.data', 'media')
}

/** The file types uploads can have, by extension (the collection stores images as WebP, SVG and PDF as sent). */
export const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

/** A file name as Payload stores it: one path segment, no leading dot, a known extension. */
export const MediaFileNameSchema = z
  .string()
  .max(255)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._()+-]*\.[a-z0-9]+$/iu)
  .refine((name) => !name.includes('..') && name.split('.').pop()!.toLowerCase() in MEDIA_TYPES)

/** The public address of an uploaded file. */
export const mediaPath = (filename: string) => `/media/${encodeURIComponent(filename)}`

/** A file name that is not in the upload folder (only asked in local mode; ADR 0049). */
export async function missingLocally(filename: string): Promise<boolean> {
  const dir = mediaDir()
  const file = path.join(dir, filename)
  if (path.dirname(file) !== dir) return false
  return fs.promises.stat(file).then(
    (stat) => !stat.isFile(),
    () => true,
  )
}
