import type { CollectionAfterReadHook } from 'payload'
import { mediaPath } from './media-files'

type SizeEntry = { filename?: string | null; url?: string | null }

/** Every URL of a media document (the file and each size) under /media, where robots.txt lets crawlers in. */
export const publicMediaUrls: CollectionAfterReadHook = ({ doc }) => {
  if (doc?.filename) doc.url = mediaPath(doc.filename)
  const sizes = doc?.sizes as Record<string, SizeEntry> | undefined
  if (sizes) for (const size of Object.values(sizes)) if (size?.filename) size.url = mediaPath(size.filename)
  return doc
}
