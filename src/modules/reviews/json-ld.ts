// schema.org EmployerAggregateRating for an institution page, from its published reviews only
// (https://developers.google.com/search/docs/appearance/structured-data/employer-rating). Pure:
// the page puts the object into <script type="application/ld+json"> through ui/json-ld.tsx.

export interface EmployerRatingInput {
  name: string
  /** the institution's own website (Organization.sameAs) */
  website: string | null
  /** absolute URL of the institution page on this site */
  url: string
  /** published reviews with an overall rating, and their average (1–5) */
  count: number
  average: number | null
}

/** The JSON-LD object, or null when there is no published, rated review (Google wants ratingCount > 0). */
export function employerAggregateRatingJsonLd(input: EmployerRatingInput): Record<string, unknown> | null {
  if (input.count < 1 || input.average === null || !Number.isFinite(input.average)) return null
  const organization: Record<string, unknown> = { '@type': 'Organization', name: input.name, url: input.url }
  if (input.website) organization.sameAs = input.website
  return {
    '@context': 'https://schema.org',
    '@type': 'EmployerAggregateRating',
    itemReviewed: organization,
    ratingValue: Math.round(input.average * 10) / 10,
    ratingCount: input.count,
    reviewCount: input.count,
    bestRating: 5,
    worstRating: 1,
  }
}
