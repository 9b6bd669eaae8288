import path from 'node:path'
import type { Payload } from 'payload'

// Downloading a Storyblok asset into the media collection (ADR 0069): http(s) only, a time limit,
// a size limit (checked on the header and on the bytes read), images and PDF (what media accepts).

export const ASSET_LIMITS = { maxBytes: 20 * 1024 * 1024, timeoutMs: 30_000 } as const

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
}

export type Download = { ok: true; data: Buffer; mimetype: string; name: string } | { ok: false; reason: string }

/** An asset field's address as a URL (Storyblok writes "//a.storyblok.com/…" too). */
export function assetUrl(address: string): string {
  return address.startsWith('//') ? `https:${address}` : address
}

export async function downloadAsset(address: string, options: { fetch?: typeof fetch; maxBytes?: number; timeoutMs?: number } = {}): Promise<Download> {
  const maxBytes = options.maxBytes ?? ASSET_LIMITS.maxBytes
  let url: URL
  try {
    url = new URL(assetUrl(address))
  } catch {
    return { ok: false, reason: 'not an address' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not an http(s) address' }
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs ?? ASSET_LIMITS.timeoutMs), redirect: 'follow' })
    if (!response.ok || !response.body) return { ok: false, reason: `HTTP ${response.status}` }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, reason: `larger than ${maxBytes} bytes` }
    const name = decodeURIComponent(path.basename(url.pathname)) || 'asset'
    const declared = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    const mimetype = declared.startsWith('image/') || declared === 'application/pdf' ? declared : (TYPES[path.extname(name).toLowerCase()] ?? declared)
    if (!mimetype.startsWith('image/') && mimetype !== 'application/pdf') return { ok: false, reason: `type ${mimetype || 'unknown'} is not an image or a PDF` }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBytes) return { ok: false, reason: `larger than ${maxBytes} bytes` }
      chunks.push(Buffer.from(chunk))
    }
    return { ok: true, data: Buffer.concat(chunks), mimetype, name }
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : error instanceof Error ? error.message : 'download failed' }
  }
}

export async function createMedia(payload: Payload, file: { data: Buffer; mimetype: string; name: string }, alt: string): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt || undefined, kind: 'content' },
    file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
    locale: 'de',
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}
