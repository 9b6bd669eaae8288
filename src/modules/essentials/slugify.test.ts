import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { SLUG_PATTERN, slugify } from './slugify'

describe('slugify', () => {
  it('transliterates umlauts and strips accents', () => {
    expect(slugify('Gynäkologie und Geburtshilfe')).toBe('gynaekologie-und-geburtshilfe')
    expect(slugify('Médecine interne générale')).toBe('medecine-interne-generale')
    expect(slugify('Zürich')).toBe('zuerich')
    expect(slugify('Österreich')).toBe('oesterreich')
    expect(slugify('Città del Vaticano')).toBe('citta-del-vaticano')
    expect(slugify('Straße')).toBe('strasse')
    expect(slugify('Œuvre')).toBe('oeuvre')
  })

  it('handles decomposed input like precomposed input', () => {
    expect(slugify('Zu\u0308rich')).toBe('zuerich')
  })

  it('joins words with single dashes and trims separators', () => {
    expect(slugify('  Radio-Onkologie/Strahlentherapie  ')).toBe('radio-onkologie-strahlentherapie')
    expect(slugify("Psychiatrie d'enfants")).toBe('psychiatrie-d-enfants')
    expect(slugify('Mund-, Kiefer- und Gesichtschirurgie')).toBe('mund-kiefer-und-gesichtschirurgie')
  })

  it('returns an empty string when nothing usable is left', () => {
    expect(slugify('')).toBe('')
    expect(slugify(' -/- ')).toBe('')
    expect(slugify('東京')).toBe('')
  })

  it('always yields a valid slug or an empty string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const slug = slugify(input)
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        const slug = slugify(input)
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })
})
