import type { Locale } from '@/i18n/locales'
import type { InstitutionReviewsSectionData } from '@/modules/reviews/institution-reviews-section.server'
import { JsonLd } from '../json-ld'
import { InstitutionReviews } from './institution-reviews'

/** The reviews section of an institution page with its EmployerAggregateRating JSON-LD. */
export function InstitutionReviewsSection({ section, locale, institutionId }: { section: InstitutionReviewsSectionData; locale: Locale; institutionId: number }) {
  return (
    <>
      {section.jsonLd && <JsonLd data={section.jsonLd} />}
      <InstitutionReviews data={section.data} locale={locale} institutionId={institutionId} shown={section.shown} writeHref={section.writeHref} />
    </>
  )
}
