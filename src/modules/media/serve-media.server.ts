import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { MEDIA_TYPES, MediaFileNameSchema, mediaDir } from './media-files'

// One uploaded file for GET/HEAD /media/{file name}. File names are unique per upload (Payload adds
// a suffix rather than overwrite), so a file never changes under its name: browsers, CDNs and
// crawlers may keep it for a year. The security headers (nothing runs, only our pages may frame
// it) come from next.config.ts.

const YEAR = 365 * 24 * 60 * 60

export async function mediaResponse(request: Request, rawName: string): Promise<Response> {
  const parsed = MediaFileNameSchema.safeParse(rawName)
  if (!parsed.success) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const dir = mediaDir()
  const file = path.join(dir, parsed.data)
  if (path.dirname(file) !== dir) return new Response('Not found', { status: 404 })
  let stat: fs.Stats
  try {
    stat = await fs.promises.stat(file)
  } catch {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'public, max-age=60' } })
  }
  if (!stat.isFile()) return new Response('Not found', { status: 404 })
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`
  const headers = {
    'content-type': MEDIA_TYPES[parsed.data.split('.').pop()!.toLowerCase()]!,
    'cache-control': `public, max-age=${YEAR}, immutable`,
    etag,
    'last-modified': stat.mtime.toUTCString(),
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } })
}
