import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '@/modules/accounts/session.server'
import type { InstitutionDetail } from '@/modules/institutions/public.server'
import { findInstitutionReviews, reviewsShown } from '@/modules/reviews/institution-reviews.server'
import { employerAggregateRatingJsonLd } from '@/modules/reviews/json-ld'
import { reviewViewerOf } from '@/modules/reviews/viewer.server'
import { writeReviewHref } from '@/modules/reviews/write-link'
import { JsonLd } from '../json-ld'
import { InstitutionReviews } from './institution-reviews'

/**
 * The reviews section of an institution page with its EmployerAggregateRating JSON-LD. Reads the
 * session: what the texts part shows depends on who asks (ADR 0012).
 * `shownParam` is the page's `?reviews=` value ("show more").
 */
export async function InstitutionReviewsSection({ institution, locale, shownParam }: { institution: InstitutionDetail; locale: Locale; shownParam?: unknown }) {
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
    url: `${env().PUBLIC_URL.replace(/\/+$/, '')}/${locale}/institution/${institution.id}`,
    count: data.overall.count,
    average: data.overall.average,
  })
  return (
    <>
      {jsonLd && <JsonLd data={jsonLd} />}
      <InstitutionReviews data={data} locale={locale} institutionId={institution.id} shown={shown} writeHref={writeReviewHref(locale, institution.id, user !== null)} />
    </>
  )
}
