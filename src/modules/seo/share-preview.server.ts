import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { shareMetadata } from './share'
import { shareImage } from './share-image.server'
import { mediaFileOf } from './share-image'

// Share previews for any public page from its metadata (ADR 0062): Open Graph and Twitter tags with
// the page's title, description and canonical URL, and its drawn 1200x630 picture. List and search
// pages (and any other page: author pages) call this with what their generateMetadata returns.

const textOf = (value: Metadata['title'] | Metadata['description']): string | null => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'absolute' in value) return value.absolute
  if (value && typeof value === 'object' && 'default' in value) return value.default
  return null
}

export interface SharePreviewExtra {
  /** the line under the title in the picture (an employer's name, the section) */
  line?: string | null
  /** an employer's logo (its media address) for the picture */
  logo?: string | null
  type?: 'website' | 'article'
}

/** `metadata` with openGraph and twitter added (kept as they are when the page set them). */
export async function withSharePreview(metadata: Metadata, locale: Locale, extra: SharePreviewExtra = {}): Promise<Metadata> {
  const title = textOf(metadata.title)
  if (!title) return metadata
  const base = env().PUBLIC_URL
  const t = await getTranslations({ locale, namespace: 'meta' })
  const canonical = metadata.alternates?.canonical
  const url = typeof canonical === 'string' ? canonical : canonical instanceof URL ? canonical.href : (canonical?.url?.toString() ?? `${base}/${locale}`)
  const share = shareMetadata(base, {
    locale,
    siteName: t('siteName'),
    title,
    description: textOf(metadata.description) ?? t('description'),
    url: new URL(url, base).href,
    type: extra.type,
    generated: shareImage({ l: locale, t: title, s: extra.line ?? undefined, m: mediaFileOf(extra.logo) }),
  })
  return { ...metadata, openGraph: metadata.openGraph ?? share.openGraph, twitter: metadata.twitter ?? share.twitter }
}
