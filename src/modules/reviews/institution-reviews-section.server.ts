import 'server-only'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '@/modules/accounts/session.server'
import type { InstitutionDetail } from '@/modules/institutions/public.server'
import { findInstitutionReviews, type InstitutionReviews } from './institution-reviews.server'
import { reviewsShown } from './reviews-shown'
import { employerAggregateRatingJsonLd } from './json-ld'
import { reviewViewerOf } from './viewer.server'
import { writeReviewHref } from './write-link'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { localePath, paths } from '@/modules/routing/routes'

export interface InstitutionReviewsSectionData {
  data: InstitutionReviews
  shown: number
  writeHref: string
  /** EmployerAggregateRating, or null while there is nothing to rate. */
  jsonLd: ReturnType<typeof employerAggregateRatingJsonLd>
}

/**
 * What the reviews section of an institution page shows. Reads the session: the texts part depends on
 * who asks (ADR 0012). `shownParam` is the page's `?reviews=` value ("show more").
 */
export async function institutionReviewsSection(institution: InstitutionDetail, locale: Locale, shownParam: unknown): Promise<InstitutionReviewsSectionData> {
  const payload = await payloadClient()
  const user = await currentUser()
  const { viewer, managed } = await reviewViewerOf(payload, user)
  const shown = reviewsShown(shownParam)
  const data = await findInstitutionReviews(payload, {
    institutionId: institution.id,
    locale,
    viewer,
    managed,
    shown,
    contractHours: institution.facts?.weekly_hours ?? null,
  })
  const jsonLd = employerAggregateRatingJsonLd({
    name: institution.name,
    website: institution.website,
    url: absoluteUrl(localePath(locale, paths.institution(institution.id))),
    count: data.overall.count,
    average: data.overall.average,
  })
  return { data, shown, jsonLd, writeHref: writeReviewHref(locale, institution.id, user !== null) }
}
