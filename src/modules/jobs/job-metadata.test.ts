import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { jobPostingJsonLd } from './json-ld'
import { jobPageMetadata, type JobMetadataInput } from './job-metadata'

const BASE = 'https://www.helvemed.ch'

const input: JobMetadataInput = {
  base: BASE,
  siteName: 'Helvemed',
  job: { id: 42, locale: 'fr', title: 'Médecin assistant·e 80–100 %', sections: [{ key: 'teaser', text: 'Rejoignez **notre** équipe de *cardiologie*.' }] },
  employer: { name: 'Hôpital du Lac', city: 'Lausanne', logo: '/media/logo.png', header: null },
  fallbackDescription: 'Médecin assistant·e, Hôpital du Lac, Lausanne',
}

describe('jobPageMetadata', () => {
  it('gives title, a description from the ad’s text without markup, the canonical and share tags', () => {
    const meta = jobPageMetadata(input)
    expect(meta.title).toBe('Médecin assistant·e 80–100 % – Hôpital du Lac')
    expect(meta.description).toBe('Rejoignez notre équipe de cardiologie.')
    expect(meta.alternates).toEqual({
      canonical: `${BASE}/fr/job/42`,
      languages: { 'fr-CH': `${BASE}/fr/job/42`, 'x-default': `${BASE}/fr/job/42` },
    })
    expect(meta.openGraph).toMatchObject({ url: `${BASE}/fr/job/42`, locale: 'fr_CH', images: [{ url: `${BASE}/media/logo.png` }] })
    expect(meta.twitter).toMatchObject({ card: 'summary', description: 'Rejoignez notre équipe de cardiologie.' })
  })

  it('uses the header for a large card, and the fallback text for an ad without text', () => {
    const meta = jobPageMetadata({ ...input, job: { ...input.job, sections: [] }, employer: { ...input.employer!, header: '/media/header.jpg' } })
    expect(meta.description).toBe('Médecin assistant·e, Hôpital du Lac, Lausanne')
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('agrees with the JobPosting’s url for any ad (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (locale, id) => {
        const meta = jobPageMetadata({ ...input, job: { ...input.job, id, locale } })
        const ld = jobPostingJsonLd(
          {
            id,
            locale,
            title: 't',
            description: 'd',
            online_from: null,
            online_until: null,
            pensum_min: 100,
            pensum_max: 100,
            salary_min: null,
            salary_max: null,
            apply: null,
            institution: null,
          },
          BASE,
        )
        expect(meta.alternates?.canonical).toBe(ld.url)
        expect((meta.openGraph as { url?: string }).url).toBe(ld.url)
      }),
    )
  })
})
