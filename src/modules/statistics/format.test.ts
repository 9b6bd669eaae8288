import { describe, expect, it } from 'vitest'
import { formatNumber } from '@/i18n/format'
import { translator } from '@/i18n/translator'
import { formatMedian, productName } from './format'

// Swiss formats on the statistics screen: apostrophes in every language, whole medians.

describe('statistics formats', () => {
  it('writes a long range with an apostrophe in German, French and Italian (not "2.523 Tage")', () => {
    const range = (locale: 'de' | 'fr' | 'it') => translator(locale, 'statistics')('range', { from: 'a', to: 'b', days: 2523, formatted: formatNumber(2523) })
    expect(range('de')).toBe("a – b (2'523 Tage)")
    expect(range('fr')).toBe("a – b (2'523 jours)")
    expect(range('it')).toBe("a – b (2'523 giorni)")
    expect(translator('de', 'statistics')('range', { from: 'a', to: 'b', days: 1, formatted: formatNumber(1) })).toBe('a – b (1 Tag)')
  })

  it('rounds medians to whole numbers', () => {
    expect(formatMedian(1322.5)).toBe("1'323")
    expect(formatMedian(1322.4)).toBe("1'322")
  })

  it('names packages in the viewer’s language; none for an ad without one', () => {
    expect(productName('premium-social', 'fr')).toBe('Premium Social')
    expect(productName(null, 'de')).toBeNull()
  })
})
