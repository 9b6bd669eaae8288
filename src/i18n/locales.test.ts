import { describe, expect, it } from 'vitest'
import { LOCALE_ALTERNATION, localeFromPath, withoutLocale } from './locales'

describe('locale of a path', () => {
  it('reads the leading language segment only', () => {
    expect(localeFromPath('/fr/emplois')).toBe('fr')
    expect(localeFromPath('/it')).toBe('it')
    expect(localeFromPath('/design')).toBeNull()
    expect(localeFromPath('/en/jobs')).toBeNull()
    expect(localeFromPath('/jobs/de')).toBeNull()
  })

  it('strips it, and leaves other paths as they are', () => {
    expect(withoutLocale('/de/job/12')).toBe('/job/12')
    expect(withoutLocale('/de')).toBe('')
    expect(withoutLocale('/design')).toBe('/design')
  })

  it('gives the alternation the path patterns are built from', () => {
    expect(LOCALE_ALTERNATION).toBe('de|fr|it')
  })
})
