import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '@/lib/json-ld'
import { employerAggregateRatingJsonLd } from './json-ld'

const base = { name: 'Spital Uster', website: 'https://www.spitaluster.ch/', url: 'https://helvemed.ch/de/institution/10', count: 12, average: 4.26 }

describe('employerAggregateRatingJsonLd', () => {
  it('describes the published reviews of the institution', () => {
    expect(employerAggregateRatingJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: 'Spital Uster', url: 'https://helvemed.ch/de/institution/10', sameAs: 'https://www.spitaluster.ch/' },
      ratingValue: 4.3,
      ratingCount: 12,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    })
  })

  it('is omitted without published ratings', () => {
    expect(employerAggregateRatingJsonLd({ ...base, count: 0, average: null })).toBeNull()
    expect(employerAggregateRatingJsonLd({ ...base, count: 3, average: null })).toBeNull()
  })

  it('leaves sameAs out without a website', () => {
    expect(employerAggregateRatingJsonLd({ ...base, website: null })?.itemReviewed).toEqual({ '@type': 'Organization', name: 'Spital Uster', url: base.url })
  })

  it('an institution name cannot end the script element', () => {
    const data = employerAggregateRatingJsonLd({ ...base, name: 'A </script><script>alert(1)</script>' })
    const html = serializeJsonLd(data)
    expect(html).not.toContain('</script>')
    expect(JSON.parse(html)).toEqual(data)
  })
})
