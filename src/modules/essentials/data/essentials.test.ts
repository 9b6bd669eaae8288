import { describe, it, expect } from 'vitest'
import { SLUG_PATTERN } from '../slugify'
import {
  CANTON_CODES,
  CATEGORIES,
  COUNTRIES,
  FIELDS,
  GENDER_KEYS,
  GENDERS,
  LEVELS,
  LOCALES,
  REGIONS,
  REVIEW_DURATION_KEYS,
  REVIEW_DURATIONS,
  findByKey,
  findBySlug,
  toIdValuePairs,
  type EssentialItem,
} from './index'

const LISTS: Record<string, readonly EssentialItem[]> = {
  fields: FIELDS,
  levels: LEVELS,
  regions: REGIONS,
  categories: CATEGORIES,
  countries: COUNTRIES,
  genders: GENDERS,
  reviewDurations: REVIEW_DURATIONS,
}

describe.each(Object.entries(LISTS))('%s', (_name, list) => {
  it('is not empty', () => {
    expect(list.length).toBeGreaterThan(0)
  })

  it('has unique keys in a consistent format', () => {
    const keys = list.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
  })

  it('has consecutive 1-based positions', () => {
    expect(list.map((item) => item.position)).toEqual(list.map((_, index) => index + 1))
  })

  it.each(LOCALES)('has non-empty %s values', (locale) => {
    for (const item of list) {
      expect(item.value[locale].trim(), `${item.key}.${locale}`).not.toBe('')
      expect(item.value[locale], `${item.key}.${locale}`).toBe(item.value[locale].trim())
    }
  })

  it.each(LOCALES)('has valid, unique %s slugs', (locale) => {
    const slugs = list.map((item) => item.slug[locale])
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('uses Swiss spelling (no ß) in German labels', () => {
    for (const item of list) expect(item.value.de).not.toContain('ß')
  })
})

describe('fields', () => {
  it('lists the 45 federal specialist titles', () => {
    expect(FIELDS).toHaveLength(45)
  })

  it('has the official names in all languages', () => {
    expect(findByKey(FIELDS, 'GENERAL_INTERNAL_MEDICINE')?.value).toEqual({
      de: 'Allgemeine Innere Medizin',
      fr: 'Médecine interne générale',
      it: 'Medicina interna generale',
    })
    expect(findBySlug(FIELDS, 'de', 'kardiologie')?.key).toBe('CARDIOLOGY')
    expect(findBySlug(FIELDS, 'fr', 'cardiologie')?.key).toBe('CARDIOLOGY')
    expect(findBySlug(FIELDS, 'it', 'cardiologia')?.key).toBe('CARDIOLOGY')
  })
})

describe('levels', () => {
  it('has short, readable slugs', () => {
    const assistant = findByKey(LEVELS, 'ASSISTANT_PHYSICIAN')
    expect(assistant?.slug).toEqual({ de: 'assistenzarzt', fr: 'medecin-assistant', it: 'medico-assistente' })
    expect(findByKey(LEVELS, 'SENIOR_PHYSICIAN')?.slug.fr).toBe('chef-de-clinique')
    expect(findByKey(LEVELS, 'CHIEF_PHYSICIAN')?.slug.it).toBe('primario')
  })
})

describe('regions', () => {
  it('has exactly the 26 cantons, keyed by canton code', () => {
    expect(REGIONS).toHaveLength(26)
    expect(new Set(REGIONS.map((region) => region.key))).toEqual(new Set(CANTON_CODES))
  })

  it('names and slugs cantons per language', () => {
    const zurich = findByKey(REGIONS, 'ZH')
    expect(zurich?.value).toEqual({ de: 'Zürich', fr: 'Zurich', it: 'Zurigo' })
    expect(zurich?.slug).toEqual({ de: 'kanton-zuerich', fr: 'canton-zurich', it: 'cantone-zurigo' })
    expect(findByKey(REGIONS, 'GE')?.value).toEqual({ de: 'Genf', fr: 'Genève', it: 'Ginevra' })
    expect(findByKey(REGIONS, 'TI')?.value).toEqual({ de: 'Tessin', fr: 'Tessin', it: 'Ticino' })
  })
})

describe('countries', () => {
  it('puts Switzerland first and uses ISO alpha-2 keys', () => {
    expect(COUNTRIES[0]?.key).toBe('CH')
    expect(COUNTRIES[0]?.position).toBe(1)
    for (const country of COUNTRIES) expect(country.key).toMatch(/^[A-Z]{2}$/)
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55)
  })
})

describe('genders', () => {
  it('are exactly the four values', () => {
    expect(GENDERS.map((gender) => gender.key)).toEqual(['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_DIVERSE', 'GENDER_UNSPECIFIED'])
    expect(GENDERS.map((gender) => gender.key)).toEqual([...GENDER_KEYS])
    expect(GENDERS.map((gender) => gender.value.de)).toEqual(['männlich', 'weiblich', 'divers', 'keine Angabe'])
  })
})

describe('review durations', () => {
  it('cover one year or less through more than six, plus no information', () => {
    expect(REVIEW_DURATIONS.map((duration) => duration.key)).toEqual([...REVIEW_DURATION_KEYS])
    expect(REVIEW_DURATIONS).toHaveLength(8)
  })
})

describe('toIdValuePairs', () => {
  it('maps a list to id/value pairs in position order', () => {
    expect(toIdValuePairs(GENDERS, 'fr')[1]).toEqual({ id: 'GENDER_FEMALE', value: 'féminin' })
    expect(toIdValuePairs(REGIONS, 'it')).toHaveLength(26)
  })
})

describe('data is immutable', () => {
  it('freezes items', () => {
    expect(Object.isFrozen(FIELDS)).toBe(true)
    expect(Object.isFrozen(FIELDS[0])).toBe(true)
    expect(Object.isFrozen(FIELDS[0]?.slug)).toBe(true)
  })
})
