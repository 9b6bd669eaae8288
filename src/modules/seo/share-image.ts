import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { MediaFileNameSchema } from '../media/media-files'

// The picture of a page's share preview (ADR 0062): 1200x630 PNG drawn per page with its title, a
// line under it (the employer, the section), the employer's logo and the brand. Its address
// carries everything it shows, signed by the server, so a new title or logo is a new address and
// an answer may be kept for a year. Pure: the server signs (share-image.server.ts).

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const SHARE_IMAGE_PATH = '/api/share-image'

export const ShareImageQuerySchema = z.object({
  l: LocaleSchema,
  /** the title */
  t: z.string().trim().min(1).max(200),
  /** the line under it */
  s: z.string().trim().max(120).optional(),
  /** the logo: a media file name */
  m: MediaFileNameSchema.optional(),
})
export type ShareImageQuery = z.infer<typeof ShareImageQuerySchema>

/** The query in one fixed order (what is signed and what is asked). */
export function shareImageSearch(query: ShareImageQuery): string {
  const params = new URLSearchParams({ l: query.l, t: query.t })
  if (query.s) params.set('s', query.s)
  if (query.m) params.set('m', query.m)
  return params.toString()
}

/** A media address (/media/x.svg, absolute or not) -> its file name; anything else -> undefined. */
export function mediaFileOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  const match = /(?:^|\/\/[^/]+)\/media\/([^/?#]+)$/.exec(url) ?? /^\/api\/cms\/media\/file\/([^/?#]+)$/.exec(url)
  if (!match?.[1]) return undefined
  try {
    const name = decodeURIComponent(match[1])
    return MediaFileNameSchema.safeParse(name).success ? name : undefined
  } catch {
    return undefined
  }
}
