import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { jobAlternates } from '@/modules/seo/alternates'
import { metaDescription, shareMetadata, type ShareImage } from '@/modules/seo/share'
import { jobSnippetText } from './job-seo'
import type { JobSection } from './apply-target'

// The job page's metadata (ADR 0033): one canonical URL under the ad's own language for all three
// prefixes, the same hreflang as the sitemap, a description from the ad's text, and share previews
// with the employer's header or logo. Pure: the page gives what it loaded.

export interface JobMetadataInput {
  base: string
  siteName: string
  job: { id: number; locale: Locale; title: string; sections: readonly { key: JobSection; text: string }[] }
  employer: { name: string; city: string | null; logo: string | null; header: string | null } | null
  /** the description when the ad has no text (PDF and link ads), in the ad's language */
  fallbackDescription: string
  /** the page's drawn share picture (seo/share-image.server.ts) */
  generated?: ShareImage | null
}

export function jobPageMetadata({ base, siteName, job, employer, fallbackDescription, generated }: JobMetadataInput): Metadata {
  const alternates = jobAlternates(base, job.locale, job.id)
  const title = employer ? `${job.title} – ${employer.name}` : job.title
  const description = metaDescription(jobSnippetText(job.sections) || fallbackDescription)
  return {
    title,
    description,
    alternates,
    ...shareMetadata(base, {
      locale: job.locale,
      siteName,
      title,
      description,
      url: alternates.canonical,
      image: employer?.header ? { url: employer.header } : null,
      logo: employer?.logo ? { url: employer.logo } : null,
      generated,
    }),
  }
}
