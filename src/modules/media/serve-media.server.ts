import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { objectStorage, type ObjectStorage } from '@/lib/env'
import { MEDIA_TYPES, MediaFileNameSchema, mediaDir } from './media-files'
import { isMissingObject, objectKey, s3Client } from './object-storage'

// One uploaded file for GET/HEAD /media/{file name}, from MEDIA_DIR or, with the S3_* settings,
// from the bucket (ADR 0049). File names are unique per upload (Payload adds a suffix rather than
// overwrite), so a file never changes under its name: browsers, CDNs and crawlers may keep it for
// a year. The security headers (nothing runs, only our pages may frame it) come from next.config.ts.

const YEAR = 365 * 24 * 60 * 60
const IMMUTABLE = `public, max-age=${YEAR}, immutable`

const notFound = (cacheControl = 'no-store') => new Response('Not found', { status: 404, headers: { 'cache-control': cacheControl } })

export async function mediaResponse(request: Request, rawName: string): Promise<Response> {
  const parsed = MediaFileNameSchema.safeParse(rawName)
  if (!parsed.success) return notFound()
  const type = MEDIA_TYPES[parsed.data.split('.').pop()!.toLowerCase()]!
  const storage = objectStorage()
  return storage ? bucketResponse(request, storage, parsed.data, type) : diskResponse(request, parsed.data, type)
}

async function diskResponse(request: Request, name: string, type: string): Promise<Response> {
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
  const headers = { 'content-type': type, 'cache-control': IMMUTABLE, etag, 'last-modified': stat.mtime.toUTCString() }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
}

async function bucketResponse(request: Request, storage: ObjectStorage, name: string, type: string): Promise<Response> {
  const s3 = s3Client(storage)
  const where = { Bucket: storage.bucket, Key: objectKey(storage, name) }
  try {
    if (request.method === 'HEAD') {
      const head = await s3.headObject(where, { abortSignal: request.signal })
      const headers = objectHeaders(type, head.ETag, head.LastModified)
      if (head.ETag && request.headers.get('if-none-match') === head.ETag) return new Response(null, { status: 304, headers })
      return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(head.ContentLength ?? 0) } })
    }
    const object = await s3.getObject(where, { abortSignal: request.signal })
    const headers = objectHeaders(type, object.ETag, object.LastModified)
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

function objectHeaders(type: string, etag: string | undefined, lastModified: Date | undefined): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': IMMUTABLE,
    ...(etag ? { etag } : {}),
    ...(lastModified ? { 'last-modified': lastModified.toUTCString() } : {}),
  }
}
