import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { JobFilter } from './filter-path'
import { canonicalJobFilter, isLandingFilter, jobSearchMetadata, landingWords, type JobSearchMetadataInput } from './search-metadata'

const BASE = 'https://www.helvemed.ch'
const empty: JobFilter = { fields: [], levels: [], regions: [], categories: [], page: 1 }
const lists = {
  levels: [{ key: 'ASSISTANT_PHYSICIAN', value: 'Assistenzarzt/-ärztin' }],
  fields: [{ key: 'GENERAL_INTERNAL_MEDICINE', value: 'Innere Medizin' }],
  regions: [{ key: 'ZH', value: 'Zürich' }],
  categories: [],
}
// A stand-in for jobFilterHref: the filter's parts in a fixed order, the language in front.
const hrefOf = (locale: Locale, f: JobFilter) =>
  `/${locale}/jobs${[...f.levels, ...f.fields, ...f.regions].map((k) => `/${locale}-${k.toLowerCase()}`).join('')}${f.text ? `/suche-${f.text}` : ''}${f.sort ? `/sort-${f.sort}` : ''}${f.page > 1 ? `/seite-${f.page}` : ''}`
const input = (filter: JobFilter): JobSearchMetadataInput => ({
  base: BASE,
  locale: 'de',
  filter,
  hrefOf,
  lists,
  listTitle: 'Stellen',
  headingTitle: null,
  landing: (key, v) => `${key}:${v.what}|${v.place}`,
  listDescription: 'Alle Stellen',
})

describe('job search indexing', () => {
  it('a free-text search is noindex and names the search without its text as canonical', () => {
    const meta = jobSearchMetadata(input({ ...empty, fields: ['GENERAL_INTERNAL_MEDICINE'], text: 'kardio', page: 2 }))
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.alternates?.canonical).toBe(`${BASE}/de/jobs/de-general_internal_medicine`)
  })

  it('a landing filter (level, field, canton) is indexable, with its own title and description and each language’s path', () => {
    const meta = jobSearchMetadata(input({ ...empty, levels: ['ASSISTANT_PHYSICIAN'], fields: ['GENERAL_INTERNAL_MEDICINE'], regions: ['ZH'] }))
    expect(meta.robots).toBeUndefined()
    expect(meta.title).toBe('titleWhatPlace:Assistenzarzt/-ärztin Innere Medizin|Zürich – Stellen')
    expect(meta.description).toBe('descriptionWhatPlace:Assistenzarzt/-ärztin Innere Medizin|Zürich')
    expect(meta.alternates?.canonical).toBe(`${BASE}/de/jobs/de-assistant_physician/de-general_internal_medicine/de-zh`)
    expect(meta.alternates?.languages).toMatchObject({ 'fr-CH': `${BASE}/fr/jobs/fr-assistant_physician/fr-general_internal_medicine/fr-zh` })
  })

  it('a canton alone and its second page are landing pages too', () => {
    expect(jobSearchMetadata(input({ ...empty, regions: ['ZH'], page: 2 })).title).toBe('titlePlace:|Zürich – Stellen')
  })

  it('a sort order names the unsorted search as canonical, and stays indexable', () => {
    const meta = jobSearchMetadata(input({ ...empty, regions: ['ZH'], sort: 'salary' }))
    expect(meta.alternates?.canonical).toBe(`${BASE}/de/jobs/de-zh`)
    expect(meta.robots).toBeUndefined()
  })

  it('the unfiltered search keeps the list’s title and description', () => {
    expect(jobSearchMetadata(input(empty))).toMatchObject({ title: 'Stellen', description: 'Alle Stellen', alternates: { canonical: `${BASE}/de/jobs` } })
  })

  const filters: fc.Arbitrary<JobFilter> = fc.record(
    {
      fields: fc.subarray(['GENERAL_INTERNAL_MEDICINE', 'CARDIOLOGY']),
      levels: fc.subarray(['ASSISTANT_PHYSICIAN']),
      regions: fc.subarray(['ZH', 'BE']),
      categories: fc.constant([]),
      page: fc.integer({ min: 1, max: 5 }),
      text: fc.option(fc.stringMatching(/^[a-z]{1,8}$/), { nil: undefined }),
      sort: fc.option(fc.constantFrom('newest' as const, 'salary' as const), { nil: undefined }),
      salaryMin: fc.option(fc.integer({ min: 1, max: 200000 }), { nil: undefined }),
    },
    { requiredKeys: ['fields', 'levels', 'regions', 'categories', 'page'] },
  )

  it('noindex exactly for free text; the canonical never has text or sort, and is itself indexable (property)', () => {
    fc.assert(
      fc.property(filters, (filter) => {
        const meta = jobSearchMetadata(input(filter))
        expect(meta.robots !== undefined).toBe(filter.text !== undefined)
        const canonical = canonicalJobFilter(filter)
        expect(canonical.text).toBeUndefined()
        expect(canonical.sort).toBeUndefined()
        expect(jobSearchMetadata(input(canonical)).robots).toBeUndefined()
        expect(canonicalJobFilter(canonical)).toEqual(canonical)
        expect(meta.alternates?.languages).toHaveProperty('x-default')
      }),
    )
  })

  it('landing words and the landing rule', () => {
    expect(landingWords({ ...empty, regions: ['ZH', 'BE'] }, lists)).toEqual({ what: null, place: 'Zürich, BE' })
    expect(isLandingFilter(empty)).toBe(false)
    expect(isLandingFilter({ ...empty, fields: ['CARDIOLOGY'], pensumMin: 50, pensumMax: 100 })).toBe(false)
    expect(isLandingFilter({ ...empty, fields: ['CARDIOLOGY'], page: 3 })).toBe(true)
  })
})
