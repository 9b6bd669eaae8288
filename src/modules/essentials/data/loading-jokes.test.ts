import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { LOADING_FALLBACK, LOADING_JOKES, LOCALES, pickLoadingJoke } from './index'

describe('loading jokes', () => {
  it.each(LOCALES)('has about fifteen distinct %s jokes', (locale) => {
    const jokes = LOADING_JOKES[locale]
    expect(jokes.length).toBeGreaterThanOrEqual(12)
    expect(new Set(jokes).size).toBe(jokes.length)
    for (const joke of jokes) {
      expect(joke.trim()).not.toBe('')
      expect(joke.length).toBeLessThanOrEqual(90)
    }
  })

  it('uses Swiss German spelling', () => {
    for (const joke of LOADING_JOKES.de) expect(joke).not.toContain('ß')
  })

  it('falls back to the word Loading for a language without jokes', () => {
    expect(pickLoadingJoke('rm' as (typeof LOCALES)[number], 3)).toBe(LOADING_FALLBACK)
  })

  it('picks deterministically from the locale list for any seed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.double(), (locale, seed) => {
        const joke = pickLoadingJoke(locale, seed)
        expect(pickLoadingJoke(locale, seed)).toBe(joke)
        expect(LOADING_JOKES[locale]).toContain(joke)
      }),
    )
  })

  it('spreads consecutive seeds over different jokes', () => {
    expect(pickLoadingJoke('de', 0)).not.toBe(pickLoadingJoke('de', 1))
    expect(pickLoadingJoke('it', -1)).toBe(LOADING_JOKES.it.at(-1))
  })
})
