import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { objectStorage, type ObjectStorage } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '../accounts/session.server'
import { contentDisposition } from './file-names'
import { mediaVerdict, type MediaVerdict } from './media-access.server'
import { MEDIA_TYPES, MediaFileNameSchema, mediaDir } from './media-files'
import { isMissingObject, objectKey, s3Client } from './object-storage'

// One uploaded file for GET/HEAD /media/{file name}, from MEDIA_DIR or, with the S3_* settings,
// from the bucket (ADR 0049), if the viewer may have it (media-access.server.ts; anyone else gets
// the 404 of a file that does not exist). File names are random and unique per upload, so a file
// never changes under its name: browsers, CDNs and crawlers may keep a public one for a year; an
// online ad's PDF only for minutes (the ad goes offline); a private one not at all. The security
// headers (nothing runs, only our pages may frame it) come from next.config.ts.

const YEAR = 365 * 24 * 60 * 60
const CACHE = { year: `public, max-age=${YEAR}, immutable`, short: 'public, max-age=300', private: 'private, no-store' } as const

type Shown = Exclude<MediaVerdict, { access: 'hidden' } | { access: 'missing' }>
type Extra = Record<string, string>

function extraHeaders(verdict: Shown, type: string): Extra {
  const extra: Extra = { 'cache-control': verdict.access === 'private' ? CACHE.private : CACHE[verdict.cache] }
  if (type === 'application/pdf' && verdict.downloadName) extra['content-disposition'] = contentDisposition(verdict.downloadName)
  return extra
}

const notFound = (cacheControl = 'no-store') => new Response('Not found', { status: 404, headers: { 'cache-control': cacheControl } })

export async function mediaResponse(request: Request, rawName: string): Promise<Response> {
  const parsed = MediaFileNameSchema.safeParse(rawName)
  if (!parsed.success) return notFound()
  const type = MEDIA_TYPES[parsed.data.split('.').pop()!.toLowerCase()]!
  const payload = await payloadClient()
  // Without credentials there is nobody to look up (crawlers cost no session query).
  const viewerOf = async () => (request.headers.get('cookie') || request.headers.get('authorization') ? userFromHeaders(payload, request.headers) : null)
  const verdict = await mediaVerdict(payload, parsed.data, viewerOf)
  // A file this viewer may not have is answered exactly like one that does not exist.
  if (verdict.access === 'missing' || verdict.access === 'hidden') return notFound()
  const extra = extraHeaders(verdict, type)
  const storage = objectStorage()
  return storage ? bucketResponse(request, storage, parsed.data, type, extra) : diskResponse(request, parsed.data, type, extra)
}

async function diskResponse(request: Request, name: string, type: string, extra: Extra): Promise<Response> {
  const dir = mediaDir()
  const file = path.join(dir, name)
  if (path.dirname(file) !== dir) return notFound()
  let stat: fs.Stats
  try {
    stat = await fs.promises.stat(file)
  } catch {
    return notFound('public, max-age=60')
  }
  if (!stat.isFile()) return notFound()
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`
  const headers = { 'content-type': type, ...extra, etag, 'last-modified': stat.mtime.toUTCString() }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
}

async function bucketResponse(request: Request, storage: ObjectStorage, name: string, type: string, extra: Extra): Promise<Response> {
  const s3 = s3Client(storage)
  const where = { Bucket: storage.bucket, Key: objectKey(storage, name) }
  try {
    if (request.method === 'HEAD') {
      const head = await s3.headObject(where, { abortSignal: request.signal })
      const headers = objectHeaders(type, extra, head.ETag, head.LastModified)
      if (head.ETag && request.headers.get('if-none-match') === head.ETag) return new Response(null, { status: 304, headers })
      return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(head.ContentLength ?? 0) } })
    }
    const object = await s3.getObject(where, { abortSignal: request.signal })
    const headers = objectHeaders(type, extra, object.ETag, object.LastModified)
    if (!object.Body) return notFound('public, max-age=60')
    if (object.ETag && request.headers.get('if-none-match') === object.ETag) {
      await object.Body.transformToWebStream().cancel()
      return new Response(null, { status: 304, headers })
    }
    if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength)
    return new Response(object.Body.transformToWebStream(), { status: 200, headers })
  } catch (error) {
    if (isMissingObject(error)) return notFound('public, max-age=60')
    console.error(`[media] ${name} could not be read from the bucket:`, error instanceof Error ? error.message : error)
    return new Response('Media storage unavailable', { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '10' } })
  }
}

function objectHeaders(type: string, extra: Extra, etag: string | undefined, lastModified: Date | undefined): Record<string, string> {
  return {
    'content-type': type,
    ...extra,
    ...(etag ? { etag } : {}),
    ...(lastModified ? { 'last-modified': lastModified.toUTCString() } : {}),
  }
}
