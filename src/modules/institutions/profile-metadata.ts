import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { plainTextOf } from '@/lib/text/light-markup'
import { institutionAlternates } from '@/modules/seo/alternates'
import { metaDescription, shareMetadata, type ShareImage } from '@/modules/seo/share'

// An institution profile's metadata (ADR 0033): each language's page is its own canonical (the
// description is written per language), a description from the profile's own text, share previews
// with its header (large card) or logo. Pure.

export interface ProfileMetadataInput {
  base: string
  locale: Locale
  siteName: string
  institution: { id: number; name: string; description: string | null; header: ShareImage | null; logo: ShareImage | null }
  /** the description when the profile has no text, in the page's language */
  fallbackDescription: string
  /** the page's drawn share picture (seo/share-image.server.ts) */
  generated?: ShareImage | null
}

export function institutionPageMetadata({ base, locale, siteName, institution, fallbackDescription, generated }: ProfileMetadataInput): Metadata {
  const alternates = institutionAlternates(base, locale, institution.id)
  const own = institution.description ? plainTextOf(institution.description) : ''
  const description = metaDescription(own.trim() !== '' ? own : fallbackDescription)
  return {
    title: institution.name,
    description,
    alternates,
    ...shareMetadata(base, { locale, siteName, title: institution.name, description, url: alternates.canonical, image: institution.header, logo: institution.logo, generated }),
  }
}
