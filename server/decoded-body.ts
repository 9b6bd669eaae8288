// A response body as Next wrote it (after its compression), back as plain bytes.
import zlib from 'node:zlib'

export function decodedBody(buffer: Buffer, encoding: unknown): Buffer {
  if (!encoding || encoding === 'identity') return buffer
  if (encoding === 'gzip') return zlib.gunzipSync(buffer)
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer)
  if (encoding === 'deflate') return zlib.inflateSync(buffer)
  throw new Error(`unknown content-encoding ${encoding}`)
}
