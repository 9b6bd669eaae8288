import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { InstitutionFilter } from './filter-path'
import { canonicalInstitutionFilter, institutionSearchMetadata, type InstitutionSearchMetadataInput } from './search-metadata'

const BASE = 'https://www.helvemed.ch'
const empty: InstitutionFilter = { fields: [], regions: [], categories: [], professional: false, page: 1 }
const hrefOf = (locale: Locale, f: InstitutionFilter) =>
  `/${locale}/institutions${[...f.fields, ...f.regions, ...f.categories].map((k) => `/${locale}-${k.toLowerCase()}`).join('')}${f.professional ? '/pro' : ''}${f.text ? `/suche-${f.text}` : ''}${f.page > 1 ? `/seite-${f.page}` : ''}`
const input = (filter: InstitutionFilter): InstitutionSearchMetadataInput => ({
  base: BASE,
  locale: 'fr',
  filter,
  hrefOf,
  lists: { fields: [{ key: 'CARDIOLOGY', value: 'Cardiologie' }], regions: [{ key: 'GE', value: 'Genève' }], categories: [] },
  listTitle: 'Employeurs',
  landing: (key, v) => `${key}:${v.what}|${v.place}`,
  listDescription: 'Tous les employeurs',
})

describe('institution search indexing', () => {
  it('a free-text search is noindex, canonical without its text', () => {
    const meta = institutionSearchMetadata(input({ ...empty, regions: ['GE'], text: 'hug', page: 2 }))
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.alternates?.canonical).toBe(`${BASE}/fr/institutions/fr-ge`)
    expect(meta.alternates?.languages).toMatchObject({ 'de-CH': `${BASE}/de/institutions/de-ge` })
  })

  it('a field and canton filter is a landing page with its own words', () => {
    const meta = institutionSearchMetadata(input({ ...empty, fields: ['CARDIOLOGY'], regions: ['GE'] }))
    expect(meta).toMatchObject({ title: 'titleWhatPlace:Cardiologie|Genève – Employeurs', description: 'descriptionWhatPlace:Cardiologie|Genève' })
    expect(meta.robots).toBeUndefined()
  })

  it('the unfiltered list and the professional filter keep the list’s words', () => {
    expect(institutionSearchMetadata(input(empty))).toMatchObject({ title: 'Employeurs', description: 'Tous les employeurs' })
    expect(institutionSearchMetadata(input({ ...empty, regions: ['GE'], professional: true })).title).toBe('Employeurs')
  })

  it('noindex exactly for free text; the canonical has none (property)', () => {
    const filters: fc.Arbitrary<InstitutionFilter> = fc.record(
      {
        fields: fc.subarray(['CARDIOLOGY']),
        regions: fc.subarray(['GE', 'ZH']),
        categories: fc.constant([]),
        professional: fc.boolean(),
        page: fc.integer({ min: 1, max: 4 }),
        text: fc.option(fc.stringMatching(/^[a-z]{1,6}$/), { nil: undefined }),
      },
      { requiredKeys: ['fields', 'regions', 'categories', 'professional', 'page'] },
    )
    fc.assert(
      fc.property(filters, (filter) => {
        expect(institutionSearchMetadata(input(filter)).robots !== undefined).toBe(filter.text !== undefined)
        expect(canonicalInstitutionFilter(filter).text).toBeUndefined()
      }),
    )
  })
})
