import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { CATEGORIES, FIELDS, LEVELS, REGIONS } from '@/modules/essentials/data'
import { LOCALES, type Locale } from '@/i18n/locales'
import {
  JobFilterSchema,
  formatJobFilterPath,
  jobFilterHref,
  normaliseJobFilter,
  employerJobsHref,
  parseJobFilterPath,
  translateJobFilterPath,
  type JobFilter,
} from './filter-path'
import { findFilterSlugConflicts, type FilterDictionary } from '../search-path/vocabulary'
import { normaliseSearchText } from '../search-path/text'

const dict: FilterDictionary = { fields: FIELDS, levels: LEVELS, regions: REGIONS, categories: CATEGORIES }

function filterOf(partial: Partial<JobFilter>): JobFilter {
  return JobFilterSchema.parse(partial)
}

describe('parseJobFilterPath examples', () => {
  it('reads the German example path', () => {
    const result = parseJobFilterPath(['kardiologie', 'assistenzarzt', 'kanton-zuerich', 'teilzeit', 'seite-2'], 'de', dict)
    expect(result).toEqual({
      ok: true,
      filter: filterOf({
        fields: ['CARDIOLOGY'],
        levels: ['ASSISTANT_PHYSICIAN'],
        regions: ['ZH'],
        employment: 'PART_TIME',
        page: 2,
      }),
      canonical: ['kardiologie', 'assistenzarzt', 'kanton-zuerich', 'teilzeit', 'seite-2'],
      isCanonical: true,
    })
  })

  it('reads every kind of segment in French and Italian', () => {
    const fr = parseJobFilterPath(
      [
        'cardiologie',
        'chirurgie',
        'canton-geneve',
        'hopital-universitaire',
        'taux-60-100',
        'plein-temps',
        'salaire-des-90000',
        '1201-20km',
        'recherche-médecine-interne',
        'tri-salaire',
        'page-3',
      ],
      'fr',
      dict,
    )
    const expected = filterOf({
      fields: ['SURGERY', 'CARDIOLOGY'],
      regions: ['GE'],
      categories: ['UNIVERSITY_HOSPITAL'],
      pensumMin: 60,
      pensumMax: 100,
      employment: 'FULL_TIME',
      salaryMin: 90000,
      near: { zip: '1201', km: 20 },
      text: 'médecine interne',
      sort: 'salary',
      page: 3,
    })
    expect(fr).toMatchObject({ ok: true, filter: expected, isCanonical: false })
    expect(formatJobFilterPath(expected, 'it', dict)).toEqual([
      'chirurgia',
      'cardiologia',
      'cantone-ginevra',
      'ospedale-universitario',
      'percentuale-60-100',
      'tempo-pieno',
      'salario-da-90000',
      '1201-20km',
      'ricerca-médecine-interne',
      'ordine-salario',
      'pagina-3',
    ])
  })

  it('puts values in canonical order and asks for a redirect', () => {
    const result = parseJobFilterPath(['seite-2', 'kanton-zuerich', 'kardiologie'], 'de', dict)
    expect(result).toMatchObject({ ok: true, canonical: ['kardiologie', 'kanton-zuerich', 'seite-2'], isCanonical: false })
  })

  it('drops defaults from the canonical path', () => {
    const result = parseJobFilterPath(['seite-1', 'pensum-0-100', 'sortierung-neueste', 'sortierung-relevanz'], 'de', dict)
    // two sort segments are a conflict even when one of them is the default
    expect(result).toEqual({ ok: false, reason: 'invalid', segment: 'sortierung-relevanz' })
    expect(parseJobFilterPath(['seite-1', 'pensum-0-100', 'sortierung-neueste'], 'de', dict)).toMatchObject({
      ok: true,
      canonical: [],
      isCanonical: false,
    })
    expect(parseJobFilterPath(['sortierung-relevanz'], 'de', dict)).toMatchObject({ ok: true, canonical: [] })
    expect(parseJobFilterPath(['suche-herz', 'sortierung-relevanz'], 'de', dict)).toMatchObject({ isCanonical: true })
  })

  it('normalises free text and accepts it percent-encoded', () => {
    expect(normaliseSearchText('  Innere Medizin, ZÜRICH!  ')).toBe('innere medizin zürich')
    const result = parseJobFilterPath(['suche-Innere--Medizin_Z%C3%BCrich'], 'de', dict)
    expect(result).toMatchObject({ ok: true, filter: { text: 'innere medizin zürich' }, canonical: ['suche-innere-medizin-zürich'] })
    expect(parseJobFilterPath(['suche-zürich'], 'de', dict)).toMatchObject({ isCanonical: true })
    expect(parseJobFilterPath(['suche-z%C3%BCrich'], 'de', dict)).toMatchObject({ isCanonical: true })
  })

  it.each([
    [['teilzeit', 'vollzeit'], 'vollzeit'],
    [['seite-2', 'seite-3'], 'seite-3'],
    [['pensum-40-60', 'pensum-50-80'], 'pensum-50-80'],
    [['kardiologie', 'kardiologie'], 'kardiologie'],
    [['seite-0'], 'seite-0'],
    [['seite-02'], 'seite-02'],
    [['pensum-80-60'], 'pensum-80-60'],
    [['pensum-60-101'], 'pensum-60-101'],
    [['pensum-60'], 'pensum-60'],
    [['8001-0km'], '8001-0km'],
    [['8001-201km'], '8001-201km'],
    [['0800-20km'], '0800-20km'],
    [['lohn-ab-0'], 'lohn-ab-0'],
    [['lohn-ab-abc'], 'lohn-ab-abc'],
    [['suche-'], 'suche-'],
    [['suche-!!'], 'suche-!!'],
    [['sortierung-preis'], 'sortierung-preis'],
  ])('rejects %j as invalid', (segments, segment) => {
    expect(parseJobFilterPath(segments, 'de', dict)).toEqual({ ok: false, reason: 'invalid', segment })
  })

  it.each([[['cardiologie']], [['taux-60-100']], [['']], [['..']], [['Kardiologie']], [['%']]])('rejects %j in German as an unknown segment', (segments) => {
    expect(parseJobFilterPath(segments, 'de', dict)).toMatchObject({ ok: false, reason: 'unknown-segment' })
  })

  it('builds links and translates paths', () => {
    const filter = filterOf({ fields: ['CARDIOLOGY'], regions: ['ZH'], text: 'Zürich', page: 2 })
    expect(jobFilterHref('de', filter, dict)).toBe('/de/jobs/kardiologie/kanton-zuerich/suche-z%C3%BCrich/seite-2')
    expect(jobFilterHref('fr', filterOf({}), dict)).toBe('/fr/jobs')
    expect(translateJobFilterPath(['kardiologie', 'kanton-zuerich', 'teilzeit'], 'de', 'fr', dict)).toMatchObject({
      ok: true,
      segments: ['cardiologie', 'canton-zurich', 'temps-partiel'],
    })
    expect(translateJobFilterPath(['nope'], 'de', 'fr', dict)).toEqual({ ok: false, reason: 'unknown-segment', segment: 'nope' })
  })

  it('formats only keys the dictionary knows', () => {
    expect(formatJobFilterPath(filterOf({ fields: ['NOT_A_FIELD', 'CARDIOLOGY'] }), 'de', dict)).toEqual(['kardiologie'])
  })

  it('has a dictionary without slug clashes', () => {
    expect(findFilterSlugConflicts(dict)).toEqual([])
    const clashing: FilterDictionary = {
      ...dict,
      categories: [{ key: 'X', slug: { de: 'teilzeit', fr: 'cardiologie', it: 'x' } }],
    }
    expect(findFilterSlugConflicts(clashing).map((c) => `${c.locale}:${c.slug}`)).toEqual(['de:teilzeit', 'fr:cardiologie'])
  })

  it('rejects a filter with pensumMin above pensumMax in the schema', () => {
    expect(JobFilterSchema.safeParse({ pensumMin: 80, pensumMax: 60 }).success).toBe(false)
    expect(JobFilterSchema.safeParse({ near: { zip: '8001', km: 0 } }).success).toBe(false)
    expect(JobFilterSchema.safeParse({ page: 0 }).success).toBe(false)
  })
})

const keysOf = (list: readonly { key: string }[]) => fc.subarray(list.map((term) => term.key)).chain((keys) => fc.shuffledSubarray(keys, { minLength: keys.length }))

const textArb = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.array(fc.constantFrom('Zürich', 'médecine', 'Ärztin', 'ospedale', 'città', '24h', 'İstanbul', 'ß', '—'), { maxLength: 6 }).map((words) => words.join(' ')),
  )
  .filter((text) => normaliseSearchText(text).length <= 100)

const pensumArb = fc.integer({ min: 0, max: 100 }).chain((min) => fc.tuple(fc.constant(min), fc.integer({ min, max: 100 })))

const filterArb: fc.Arbitrary<JobFilter> = fc
  .record(
    {
      fields: keysOf(FIELDS),
      levels: keysOf(LEVELS),
      regions: keysOf(REGIONS),
      categories: keysOf(CATEGORIES),
      institution: fc.integer({ min: 1, max: 999_999_999 }),
      pensum: pensumArb,
      employment: fc.constantFrom('FULL_TIME' as const, 'PART_TIME' as const),
      salaryMin: fc.integer({ min: 1, max: 9_999_999 }),
      text: textArb,
      near: fc.record({ zip: fc.integer({ min: 1000, max: 9999 }).map(String), km: fc.integer({ min: 1, max: 200 }) }),
      page: fc.integer({ min: 1, max: 10_000 }),
      sort: fc.constantFrom('newest' as const, 'relevance' as const, 'salary' as const),
    },
    { requiredKeys: ['fields', 'levels', 'regions', 'categories', 'page'] },
  )
  .map(({ pensum, ...rest }) => filterOf(pensum ? { ...rest, pensumMin: pensum[0], pensumMax: pensum[1] } : rest))

const localeArb = fc.constantFrom<Locale>(...LOCALES)

describe("employer segment (one institution's ads)", () => {
  it('reads arbeitgeber-{id} / employeur-{id} / datore-di-lavoro-{id} after the categories', () => {
    const result = parseJobFilterPath(['teilzeit', 'arbeitgeber-42', 'kardiologie'], 'de', dict)
    expect(result).toEqual({
      ok: true,
      filter: filterOf({ fields: ['CARDIOLOGY'], institution: 42, employment: 'PART_TIME' }),
      canonical: ['kardiologie', 'arbeitgeber-42', 'teilzeit'],
      isCanonical: false,
    })
    expect(employerJobsHref('de', 42)).toBe('/de/jobs/arbeitgeber-42')
    expect(employerJobsHref('fr', 42)).toBe('/fr/jobs/employeur-42')
    expect(employerJobsHref('it', 42)).toBe('/it/jobs/datore-di-lavoro-42')
    expect(translateJobFilterPath(['arbeitgeber-42'], 'de', 'fr', dict)).toMatchObject({ ok: true, segments: ['employeur-42'] })
  })

  it('rejects a malformed, zero, too large or repeated employer', () => {
    for (const segments of [['arbeitgeber-'], ['arbeitgeber-0'], ['arbeitgeber-042'], ['arbeitgeber-x'], ['arbeitgeber-1000000000'], ['arbeitgeber-1', 'arbeitgeber-2']]) {
      expect(parseJobFilterPath(segments, 'de', dict)).toMatchObject({ ok: false, reason: 'invalid' })
    }
    expect(parseJobFilterPath(['employeur-1'], 'de', dict)).toMatchObject({ ok: false, reason: 'unknown-segment' })
  })
})

describe('job filter path properties', () => {
  it('parse(format(f)) gives the normalised filter and format(f) is canonical', () => {
    fc.assert(
      fc.property(filterArb, localeArb, (filter, locale) => {
        const segments = formatJobFilterPath(filter, locale, dict)
        expect(parseJobFilterPath(segments, locale, dict)).toEqual({
          ok: true,
          filter: normaliseJobFilter(filter, dict),
          canonical: segments,
          isCanonical: true,
        })
      }),
      { numRuns: 500 },
    )
  })

  it('never throws, whatever the segments', () => {
    const segmentArb = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', '..', '%', '%E0%A4%A', 'seite-', 'pensum--', '8001-km', 'suche-%', 'kardiologie', 'lohn-ab-1e5'),
      fc
        .constantFrom('seite', 'pensum', 'lohn-ab', 'suche', 'sortierung', 'taux', 'arbeitgeber', 'employeur', 'datore-di-lavoro')
        .chain((word) => fc.string().map((rest) => `${word}-${rest}`)),
    )
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 12 }), localeArb, (segments, locale) => {
        const result = parseJobFilterPath(segments, locale, dict)
        if (result.ok) expect(JobFilterSchema.safeParse(result.filter).success).toBe(true)
        else expect(['unknown-segment', 'invalid']).toContain(result.reason)
      }),
      { numRuns: 2000 },
    )
  })

  it('any order of a canonical path parses to the same filter and canonical path', () => {
    fc.assert(
      fc.property(
        filterArb.chain((filter) =>
          localeArb.chain((locale) => {
            const canonical = formatJobFilterPath(filter, locale, dict)
            return fc.tuple(fc.constant(locale), fc.constant(canonical), fc.shuffledSubarray(canonical, { minLength: canonical.length }))
          }),
        ),
        ([locale, canonical, shuffled]) => {
          const original = parseJobFilterPath(canonical, locale, dict)
          const result = parseJobFilterPath(shuffled, locale, dict)
          expect(result).toMatchObject({ ok: true, canonical })
          expect(result.ok && original.ok && result.filter).toEqual(original.ok && original.filter)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('translating to another language and back is the identity', () => {
    fc.assert(
      fc.property(filterArb, localeArb, localeArb, (filter, from, to) => {
        const path = formatJobFilterPath(filter, from, dict)
        const there = translateJobFilterPath(path, from, to, dict)
        if (!there.ok) throw new Error(`translation failed on ${there.segment}`)
        expect(there.segments).toEqual(formatJobFilterPath(filter, to, dict))
        expect(translateJobFilterPath(there.segments, to, from, dict)).toEqual({ ok: true, filter: there.filter, segments: path })
      }),
      { numRuns: 500 },
    )
  })
})
