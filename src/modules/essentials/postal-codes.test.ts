import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  KnownPostalCodeSchema,
  POSTAL_CODE_NOT_FOUND_KEY,
  POSTAL_CODE_NOT_FOUND_MESSAGES,
  PostalCodeSchema,
  allPostalCodes,
  distanceKm,
  lookupPostalCode,
  parsePostalCodesTsv,
} from './postal-codes'
import { CANTON_CODES } from './data/regions'

describe('lookupPostalCode (shipped data)', () => {
  it('finds Zürich', () => {
    const entry = lookupPostalCode('8001')
    expect(entry).toMatchObject({ zip: '8001', canton: 'ZH' })
    expect(entry?.localities).toContain('Zürich')
    expect(entry?.lat).toBeCloseTo(47.37, 1)
    expect(entry?.lng).toBeCloseTo(8.54, 1)
  })

  it('finds Genève', () => {
    const entry = lookupPostalCode('1201')
    expect(entry).toMatchObject({ zip: '1201', canton: 'GE' })
    expect(entry?.localities).toContain('Genève')
  })

  it('finds Lugano among the localities sharing 6900', () => {
    const entry = lookupPostalCode('6900')
    expect(entry).toMatchObject({ zip: '6900', canton: 'TI' })
    expect(entry?.localities).toContain('Lugano')
    expect(new Set(entry?.localities).size).toBe(entry?.localities.length)
  })

  it('returns null for an unknown or malformed code', () => {
    expect(lookupPostalCode('9999')).toBeNull()
    expect(lookupPostalCode('abc')).toBeNull()
    expect(lookupPostalCode('80011')).toBeNull()
    expect(lookupPostalCode('')).toBeNull()
  })

  it('accepts surrounding whitespace', () => {
    expect(lookupPostalCode(' 8001 ')?.zip).toBe('8001')
  })

  it('hands out copies, so callers cannot change the cached data', () => {
    lookupPostalCode('8001')?.localities.push('Nowhere')
    expect(lookupPostalCode('8001')?.localities).not.toContain('Nowhere')
  })

  it('never throws for arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s*\d{1,5}\s*$/)), (input) => {
        const entry = lookupPostalCode(input)
        expect(entry === null || /^\d{4}$/.test(entry.zip)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('allPostalCodes', () => {
  it('has one sorted entry per code, covering all cantons', () => {
    const all = allPostalCodes()
    const zips = all.map((entry) => entry.zip)
    expect(all.length).toBe(3362)
    expect(new Set(zips).size).toBe(zips.length)
    expect([...zips].sort()).toEqual(zips)
    expect(new Set(all.map((entry) => entry.canton))).toEqual(new Set(CANTON_CODES))
    for (const entry of all) {
      expect(entry.localities.length).toBeGreaterThan(0)
      expect(entry.lat).toBeGreaterThan(45.5)
      expect(entry.lat).toBeLessThan(48)
      expect(entry.lng).toBeGreaterThan(5.8)
      expect(entry.lng).toBeLessThan(10.6)
    }
  })

  it('loads each file only once', () => {
    expect(allPostalCodes()).toBe(allPostalCodes())
  })
})

describe('parsePostalCodesTsv', () => {
  const row = (zip: string, locality: string, canton: string, lat: string, lng: string) => ['CH', zip, locality, 'x', canton, 'x', '1', locality, '1', lat, lng, '4'].join('\t')

  it('merges rows per code: unique localities, majority canton, mean coordinates', () => {
    const text = [
      row('1234', 'Alpha', 'VD', '46.0', '7.0'),
      row('1234', 'Beta', 'FR', '46.2', '7.2'),
      row('1234', 'Alpha', 'FR', '', ''),
      row('1000', 'Gamma', 'VD', '46.5', '6.6'),
      'garbage line',
      '',
    ].join('\r\n')
    expect(parsePostalCodesTsv(text)).toEqual([
      { zip: '1000', localities: ['Gamma'], canton: 'VD', lat: 46.5, lng: 6.6 },
      { zip: '1234', localities: ['Alpha', 'Beta'], canton: 'FR', lat: 46.1, lng: 7.1 },
    ])
  })

  it('keeps the first canton on a tie and NaN coordinates when none are known', () => {
    const [entry] = parsePostalCodesTsv([row('2000', 'A', 'NE', '', ''), row('2000', 'B', 'BE', '', '')].join('\n'))
    expect(entry?.canton).toBe('NE')
    expect(entry?.lat).toBeNaN()
    expect(entry?.lng).toBeNaN()
  })

  it('reads an alternative file when given one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'postal-'))
    const file = path.join(dir, 'codes.tsv')
    writeFileSync(file, row('9999', 'Testdorf', 'SG', '47.4', '9.4') + '\n')
    expect(lookupPostalCode('9999', file)).toMatchObject({ localities: ['Testdorf'], canton: 'SG' })
    expect(lookupPostalCode('8001', file)).toBeNull()
    expect(allPostalCodes(file)).toHaveLength(1)
  })
})

describe('PostalCodeSchema', () => {
  it('accepts four digits from 1000 to 9999', () => {
    expect(PostalCodeSchema.parse('8001')).toBe('8001')
    expect(PostalCodeSchema.parse(' 1000 ')).toBe('1000')
    expect(PostalCodeSchema.parse('9999')).toBe('9999')
  })

  it('rejects anything else with the not-found message key', () => {
    for (const input of ['abc', '0999', '123', '12345', '', '80 01']) {
      const result = PostalCodeSchema.safeParse(input)
      expect(result.success, input).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(POSTAL_CODE_NOT_FOUND_KEY)
    }
    expect(PostalCodeSchema.safeParse(8001).success).toBe(false)
  })

  it('KnownPostalCodeSchema also requires the code to exist', () => {
    expect(KnownPostalCodeSchema.safeParse('6900').success).toBe(true)
    const unknown = KnownPostalCodeSchema.safeParse('9999')
    expect(unknown.success).toBe(false)
    expect(unknown.error?.issues[0]?.message).toBe(POSTAL_CODE_NOT_FOUND_KEY)
  })

  it('agrees with lookupPostalCode: a found code is always schema-valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }).map(String), (input) => {
        if (lookupPostalCode(input) !== null) expect(PostalCodeSchema.safeParse(input).success).toBe(true)
      }),
    )
  })
})

describe('not-found messages', () => {
  it('has the catalogue texts for all locales', () => {
    expect(POSTAL_CODE_NOT_FOUND_MESSAGES).toEqual({
      de: 'Postleitzahl nicht gefunden – bitte prüfe deine Eingabe.',
      fr: 'Code postal introuvable – merci de vérifier ta saisie.',
      it: 'Codice postale non trovato – controlla il tuo inserimento.',
    })
  })
})

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const bern = { lat: 46.948, lng: 7.4474 }
    const zurich = { lat: 47.3769, lng: 8.5417 }
    expect(distanceKm(bern, bern)).toBe(0)
    expect(distanceKm(bern, zurich)).toBeCloseTo(distanceKm(zurich, bern), 9)
  })

  it('matches known distances', () => {
    const zurich = lookupPostalCode('8001')
    const geneva = lookupPostalCode('1201')
    expect(zurich && geneva).toBeTruthy()
    if (!zurich || !geneva) return
    // Straight-line Zürich–Genève is about 224 km.
    expect(distanceKm(zurich, geneva)).toBeGreaterThan(215)
    expect(distanceKm(zurich, geneva)).toBeLessThan(235)
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10007.5, 0)
  })

  it('is never negative or above half the circumference', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6)
      }),
    )
  })
})
