import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LOCALES, type Locale } from '@/i18n/locales'
import { CATEGORIES, FIELDS, LEVELS, REGIONS } from '@/modules/essentials/data'
import { normaliseSearchText } from '../search-path/text'
import { FILTER_VOCABULARY, type FilterDictionary } from '../search-path/vocabulary'
import {
  INSTITUTION_PROFESSIONAL_WORD,
  InstitutionFilterSchema,
  formatInstitutionFilterPath,
  institutionFilterHref,
  normaliseInstitutionFilter,
  parseInstitutionFilterPath,
  parseInstitutionFilterPathAnyLanguage,
  type InstitutionFilter,
} from './filter-path'
import { applyInstitutionFilterQuery, InstitutionFilterQuerySchema } from './filter-query'

const dict: FilterDictionary = { fields: FIELDS, levels: LEVELS, regions: REGIONS, categories: CATEGORIES }
const filterOf = (partial: Partial<InstitutionFilter>): InstitutionFilter => InstitutionFilterSchema.parse(partial)

describe('parseInstitutionFilterPath examples', () => {
  it('reads a French path with the job grammar slugs and words', () => {
    const result = parseInstitutionFilterPath(['cardiologie', 'canton-geneve', 'hopital-universitaire', 'employeurs-pro', 'recherche-hôpitaux', 'page-2'], 'fr', dict)
    expect(result).toEqual({
      ok: true,
      filter: filterOf({ fields: ['CARDIOLOGY'], regions: ['GE'], categories: ['UNIVERSITY_HOSPITAL'], professional: true, text: 'hôpitaux', page: 2 }),
      canonical: ['cardiologie', 'canton-geneve', 'hopital-universitaire', 'employeurs-pro', 'recherche-hôpitaux', 'page-2'],
      isCanonical: true,
    })
  })

  it('puts values in canonical order and asks for a redirect', () => {
    expect(parseInstitutionFilterPath(['seite-3', 'universitaetsspital', 'kanton-zuerich', 'pro-arbeitgeber'], 'de', dict)).toMatchObject({
      ok: true,
      canonical: ['kanton-zuerich', 'universitaetsspital', 'pro-arbeitgeber', 'seite-3'],
      isCanonical: false,
    })
    expect(parseInstitutionFilterPath(['seite-1'], 'de', dict)).toMatchObject({ ok: true, canonical: [], isCanonical: false })
  })

  it.each([
    [['seite-0'], 'seite-0'],
    [['seite-02'], 'seite-02'],
    [['seite-2', 'seite-3'], 'seite-3'],
    [['pro-arbeitgeber', 'pro-arbeitgeber'], 'pro-arbeitgeber'],
    [['kanton-zuerich', 'kanton-zuerich'], 'kanton-zuerich'],
    [['suche-'], 'suche-'],
    [['suche-a', 'suche-b'], 'suche-b'],
  ])('rejects %j as invalid', (segments, segment) => {
    expect(parseInstitutionFilterPath(segments, 'de', dict)).toEqual({ ok: false, reason: 'invalid', segment })
  })

  it.each([[['assistenzarzt']], [['teilzeit']], [['pensum-60-100']], [['sortierung-lohn']], [['gibt-es-nicht']], [['canton-geneve']], [['']]])(
    'rejects %j in German as an unknown segment (levels and job-only words are not part of it)',
    (segments) => {
      expect(parseInstitutionFilterPath(segments, 'de', dict)).toMatchObject({ ok: false, reason: 'unknown-segment' })
    },
  )

  it('reads another language and points to this language', () => {
    expect(parseInstitutionFilterPathAnyLanguage(['canton-geneve', 'employeurs-pro'], 'de', dict)).toMatchObject({
      ok: true,
      filter: { regions: ['GE'], professional: true },
      canonical: ['kanton-genf', 'pro-arbeitgeber'],
      isCanonical: false,
    })
    expect(parseInstitutionFilterPathAnyLanguage(['kanton-genf'], 'de', dict)).toMatchObject({ ok: true, isCanonical: true })
    // a mix of languages is nobody's path
    expect(parseInstitutionFilterPathAnyLanguage(['canton-geneve', 'pro-arbeitgeber'], 'it', dict)).toMatchObject({ ok: false, reason: 'unknown-segment' })
  })

  it('builds percent-encoded links', () => {
    expect(institutionFilterHref('de', filterOf({ regions: ['ZH'], text: 'Zürich', page: 2 }), dict)).toBe('/de/institutions/kanton-zuerich/suche-z%C3%BCrich/seite-2')
    expect(institutionFilterHref('it', filterOf({}), dict)).toBe('/it/institutions')
    expect(parseInstitutionFilterPath(['suche-z%C3%BCrich'], 'de', dict)).toMatchObject({ ok: true, isCanonical: true, filter: { text: 'zürich' } })
  })

  it('has a professional word that no slug and no other word can shadow', () => {
    for (const locale of LOCALES) {
      const word = INSTITUTION_PROFESSIONAL_WORD[locale]
      const slugs = [...FIELDS, ...LEVELS, ...REGIONS, ...CATEGORIES].map((term) => term.slug[locale])
      expect(slugs).not.toContain(word)
      const words = FILTER_VOCABULARY[locale]
      expect(word.startsWith(`${words.text}-`) || word.startsWith(`${words.page}-`)).toBe(false)
    }
  })
})

describe('institution filter form parameters', () => {
  it('become a filter on page 1; an empty form is no filter', () => {
    const query = InstitutionFilterQuerySchema.parse({ q: ' Spital ', region: ['GE', 'ZH'], category: '', field: 'CARDIOLOGY', professional: '1' })
    expect(applyInstitutionFilterQuery(query)).toEqual(filterOf({ text: 'Spital', regions: ['GE', 'ZH'], categories: [], fields: ['CARDIOLOGY'], professional: true, page: 1 }))
    expect(applyInstitutionFilterQuery(InstitutionFilterQuerySchema.parse({ q: '' }))).toEqual(filterOf({}))
  })

  it('rejects what the form cannot send', () => {
    expect(InstitutionFilterQuerySchema.safeParse({ professional: 'yes' }).success).toBe(false)
    expect(InstitutionFilterQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false)
    expect(applyInstitutionFilterQuery({ q: 'wort '.repeat(30) })).toBeNull()
  })
})

const keysOf = (list: readonly { key: string }[]) => fc.subarray(list.map((term) => term.key)).chain((keys) => fc.shuffledSubarray(keys, { minLength: keys.length }))

const textArb = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.array(fc.constantFrom('Zürich', 'Genève', 'Ärztezentrum', 'ospedale', 'città', 'St. Gallen', 'ß', '—'), { maxLength: 6 }).map((words) => words.join(' ')),
  )
  .filter((text) => normaliseSearchText(text).length <= 100)

const filterArb: fc.Arbitrary<InstitutionFilter> = fc
  .record(
    {
      fields: keysOf(FIELDS),
      regions: keysOf(REGIONS),
      categories: keysOf(CATEGORIES),
      professional: fc.boolean(),
      text: textArb,
      page: fc.integer({ min: 1, max: 10_000 }),
    },
    { requiredKeys: ['fields', 'regions', 'categories', 'professional', 'page'] },
  )
  .map(filterOf)

const localeArb = fc.constantFrom<Locale>(...LOCALES)

describe('institution filter path properties', () => {
  it('parse(format(f)) gives the normalised filter and format(f) is canonical', () => {
    fc.assert(
      fc.property(filterArb, localeArb, (filter, locale) => {
        const segments = formatInstitutionFilterPath(filter, locale, dict)
        expect(parseInstitutionFilterPath(segments, locale, dict)).toEqual({ ok: true, filter: normaliseInstitutionFilter(filter, dict), canonical: segments, isCanonical: true })
        // the link is the same path, percent-encoded
        const href = institutionFilterHref(locale, filter, dict)
        expect(href.split('/').slice(3).map(decodeURIComponent)).toEqual(segments)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws, whatever the segments', () => {
    const segmentArb = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', '..', '%', '%E0%A4%A', 'seite-', 'suche-%', 'kardiologie', 'assistenzarzt', 'pro-arbeitgeber', 'employeurs-pro', 'page-1e3'),
      fc.constantFrom('seite', 'page', 'pagina', 'suche', 'recherche', 'ricerca').chain((word) => fc.string().map((rest) => `${word}-${rest}`)),
    )
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 12 }), localeArb, (segments, locale) => {
        for (const parse of [parseInstitutionFilterPath, parseInstitutionFilterPathAnyLanguage]) {
          const result = parse(segments, locale, dict)
          if (result.ok) expect(InstitutionFilterSchema.safeParse(result.filter).success).toBe(true)
          else expect(['unknown-segment', 'invalid']).toContain(result.reason)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('any order of a canonical path parses to the same filter and canonical path', () => {
    fc.assert(
      fc.property(
        filterArb.chain((filter) =>
          localeArb.chain((locale) => {
            const canonical = formatInstitutionFilterPath(filter, locale, dict)
            return fc.tuple(fc.constant(locale), fc.constant(canonical), fc.shuffledSubarray(canonical, { minLength: canonical.length }))
          }),
        ),
        ([locale, canonical, shuffled]) => {
          const original = parseInstitutionFilterPath(canonical, locale, dict)
          const result = parseInstitutionFilterPath(shuffled, locale, dict)
          expect(result).toMatchObject({ ok: true, canonical })
          expect(result.ok && original.ok && result.filter).toEqual(original.ok && original.filter)
        },
      ),
      { numRuns: 500 },
    )
  })

  it("another language's path leads to this language's canonical path of the same filter", () => {
    fc.assert(
      fc.property(filterArb, localeArb, localeArb, (filter, from, to) => {
        const result = parseInstitutionFilterPathAnyLanguage(formatInstitutionFilterPath(filter, from, dict), to, dict)
        expect(result).toMatchObject({ ok: true, filter: normaliseInstitutionFilter(filter, dict), canonical: formatInstitutionFilterPath(filter, to, dict) })
      }),
      { numRuns: 500 },
    )
  })
})
