import 'server-only'
import crypto from 'node:crypto'
import sharp from 'sharp'
import { env } from '@/lib/env'
import { oneAtATime } from '@/lib/one-at-a-time'
import { mediaResponse } from '../media/serve-media.server'
import type { ShareImage } from './share'
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, shareImageSearch, type ShareImageQuery } from './share-image'

// Signing and drawing the share pictures (ADR 0062). Only the pages' own titles get our brand: an
// address without the server's signature is refused.

const signature = (search: string) => crypto.createHmac('sha256', `share-image:${env().PAYLOAD_SECRET}`).update(search).digest('base64url').slice(0, 22)

/** The share picture of a page: its signed address and size, for shareMetadata's `generated`. */
export function shareImage(query: ShareImageQuery, alt?: string): ShareImage {
  const search = shareImageSearch(query)
  return { url: `${SHARE_IMAGE_PATH}?${search}&k=${signature(search)}`, ...SHARE_IMAGE_SIZE, alt: alt ?? query.t }
}

export function isSignedShareImage(query: ShareImageQuery, key: string | null): boolean {
  if (!key) return false
  const expected = Buffer.from(signature(shareImageSearch(query)))
  const given = Buffer.from(key)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

// Decoding an uploaded logo takes a core: one at a time, as the uploads (ADR 0052).
const decoding = oneAtATime({ maxWaiting: 4, waitMs: 5_000 })
const LOGO_BOX = 220

/**
 * A public logo as a PNG data URL for the picture: the drawing takes PNG and JPEG only, and most
 * logos are SVG (or WebP), so every logo is rasterised here. Null when the file is not public or
 * cannot be read: the picture is drawn without it.
 */
export async function logoDataUrl(file: string): Promise<string | null> {
  try {
    const res = await mediaResponse(new Request(`http://share-image.invalid/media/${encodeURIComponent(file)}`), file)
    if (!res.ok) return null
    const input = Buffer.from(await res.arrayBuffer())
    const turn = await decoding.run(() =>
      sharp(input, { limitInputPixels: 40_000_000, density: 300 })
        .resize(LOGO_BOX, LOGO_BOX, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer(),
    )
    return turn.ok ? `data:image/png;base64,${turn.value.toString('base64')}` : null
  } catch {
    return null
  }
}
