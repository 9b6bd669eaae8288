import { LOCALES, type Locale } from '@/i18n/locales'

// Share previews (Open Graph, Twitter cards) and meta descriptions, built from a page's own content
// (ADR 0033). Pure: the pages give plain values, this returns the parts of Next's Metadata.

/** Google shows about 155-160 characters of a description; longer texts are cut at a word. */
export const DESCRIPTION_MAX = 160

/** Open Graph's locale form (de_CH). */
export const ogLocaleOf = (locale: Locale) => `${locale}_CH`

/**
 * One line of at most `max` characters from a text: whitespace collapsed, cut at the last word
 * that fits, with "…" when cut. Empty text gives ''.
 */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  // Line breaks and runs of spaces become one space; no-break spaces (French « : ») stay.
  const line = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
  if (line.length <= max) return line
  const room = line.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = (lastSpace > max / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.–-]+$/, '')
  return `${cut}…`
}

export interface ShareImage {
  /** absolute or site-relative URL */
  url: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

/** The site's icon (app/apple-icon.png): the picture of a preview when the page has no usable one. */
export const SITE_ICON: ShareImage = { url: '/apple-icon.png', width: 180, height: 180 }

/** Share previews (Facebook, LinkedIn, X, messengers) show raster images only: an SVG is no picture for them. */
export const isShareableImage = (image: ShareImage | null | undefined): image is ShareImage => !!image && !/\.svgz?(?:[?#]|$)/i.test(image.url)

export interface ShareInput {
  locale: Locale
  siteName: string
  title: string
  description: string
  /** the page's canonical URL (absolute) */
  url: string
  type?: 'website' | 'article'
  /** a wide picture (an employer's header, an article's image): a large card */
  image?: ShareImage | null
  /** a small square picture (an employer's logo): a small card; used when there is no wide one */
  logo?: ShareImage | null
  /** the page's drawn picture (share-image.server.ts, 1200x630): used when there is no wide raster one */
  generated?: ShareImage | null
  /** the last resort when neither is usable; SITE_ICON unless null */
  icon?: ShareImage | null
  /** article: ISO time of publication */
  publishedTime?: string | null
}

const absolute = (base: string, url: string) => {
  try {
    return new URL(url, `${base.replace(/\/+$/, '')}/`).href
  } catch {
    return null
  }
}

function imageEntry(base: string, image: ShareImage | null | undefined) {
  const url = image ? absolute(base, image.url) : null
  if (!image || !url) return null
  return {
    url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    ...(image.alt?.trim() ? { alt: image.alt.trim() } : {}),
  }
}

/** Facebook's and LinkedIn's large preview: at least 1200x630. */
const isLargeEnough = (image: ShareImage) => (image.width ?? 0) >= 1200 && (image.height ?? 0) >= 630

/** openGraph and twitter for a page's Metadata; relative image URLs are made absolute on `base`. */
export function shareMetadata(base: string, input: ShareInput) {
  // With a drawn picture, the page's own one is used only when it is as large as previews need.
  const ownWide = isShareableImage(input.image) && (!input.generated || isLargeEnough(input.image)) ? imageEntry(base, input.image) : null
  const wide = ownWide ?? imageEntry(base, input.generated)
  const small = isShareableImage(input.logo) ? imageEntry(base, input.logo) : null
  const picture = wide ?? small ?? imageEntry(base, input.icon === undefined ? SITE_ICON : input.icon)
  const description = metaDescription(input.description)
  return {
    openGraph: {
      type: input.type ?? 'website',
      siteName: input.siteName,
      locale: ogLocaleOf(input.locale),
      alternateLocale: LOCALES.filter((l) => l !== input.locale).map(ogLocaleOf),
      url: input.url,
      title: input.title,
      description,
      ...(picture ? { images: [picture] } : {}),
      ...(input.type === 'article' && input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: wide ? ('summary_large_image' as const) : ('summary' as const),
      title: input.title,
      description,
      ...(picture ? { images: [picture.alt ? { url: picture.url, alt: picture.alt } : picture.url] } : {}),
    },
  }
}
