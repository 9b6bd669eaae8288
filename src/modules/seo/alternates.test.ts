import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { contentAlternates, institutionAlternates, isCanonicalJobPage, jobAlternates, jobUrl, pathAlternates, perLanguageAlternates, samePathAlternates } from './alternates'

const BASE = 'https://www.helvemed.ch'
const locale = fc.constantFrom(...LOCALES)

describe('job alternates', () => {
  it('name the ad’s own language URL as canonical, hreflang and x-default', () => {
    expect(jobAlternates(`${BASE}/`, 'fr', 42)).toEqual({
      canonical: 'https://www.helvemed.ch/fr/job/42',
      languages: { 'fr-CH': 'https://www.helvemed.ch/fr/job/42', 'x-default': 'https://www.helvemed.ch/fr/job/42' },
    })
  })

  it('point every language’s page at one URL, the one the JobPosting names (property)', () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (adLocale, id) => {
        const alt = jobAlternates(BASE, adLocale, id)
        expect(new Set([alt.canonical, ...Object.values(alt.languages), jobUrl(BASE, adLocale, id)]).size).toBe(1)
        expect(Object.keys(alt.languages).sort()).toEqual([`${adLocale}-CH`, 'x-default'].sort())
        expect(LOCALES.filter((pageLocale) => isCanonicalJobPage(pageLocale, adLocale))).toEqual([adLocale])
      }),
    )
  })
})

describe('institution alternates', () => {
  it('make each language’s page its own canonical, with all three as alternates and German as x-default', () => {
    expect(institutionAlternates(BASE, 'it', 7)).toEqual({
      canonical: 'https://www.helvemed.ch/it/institution/7',
      languages: {
        'de-CH': 'https://www.helvemed.ch/de/institution/7',
        'fr-CH': 'https://www.helvemed.ch/fr/institution/7',
        'it-CH': 'https://www.helvemed.ch/it/institution/7',
        'x-default': 'https://www.helvemed.ch/de/institution/7',
      },
    })
  })

  it('agree with the page’s hreflang: the canonical is among the alternates (property)', () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 99999 }), (pageLocale, id) => {
        const alt = institutionAlternates(BASE, pageLocale, id)
        expect(alt.languages[`${pageLocale}-CH`]).toBe(alt.canonical)
      }),
    )
  })
})

describe('same-path and per-language alternates', () => {
  it('name the home page with its trailing-slash-free URL', () => {
    expect(samePathAlternates(BASE, 'de', '').canonical).toBe('https://www.helvemed.ch/de')
  })

  it('use each language’s own path', () => {
    const paths = { de: '/de/jobs/kardiologie', fr: '/fr/jobs/cardiologie', it: '/it/jobs/cardiologia' }
    expect(perLanguageAlternates(BASE, 'fr', (l) => paths[l])).toEqual({
      canonical: 'https://www.helvemed.ch/fr/jobs/cardiologie',
      languages: {
        'de-CH': 'https://www.helvemed.ch/de/jobs/kardiologie',
        'fr-CH': 'https://www.helvemed.ch/fr/jobs/cardiologie',
        'it-CH': 'https://www.helvemed.ch/it/jobs/cardiologia',
        'x-default': 'https://www.helvemed.ch/de/jobs/kardiologie',
      },
    })
  })
})

describe('path alternates (the layout’s default)', () => {
  it('name the same path in each language, the page’s own as canonical', () => {
    expect(pathAlternates('/fr/login', BASE)).toEqual({
      canonical: 'https://www.helvemed.ch/fr/login',
      languages: {
        'de-CH': 'https://www.helvemed.ch/de/login',
        'fr-CH': 'https://www.helvemed.ch/fr/login',
        'it-CH': 'https://www.helvemed.ch/it/login',
        'x-default': 'https://www.helvemed.ch/de/login',
      },
    })
  })

  it('take the home page and a path without a language as German', () => {
    expect(pathAlternates('/it', BASE).canonical).toBe('https://www.helvemed.ch/it')
    expect(pathAlternates('/design', BASE).canonical).toBe('https://www.helvemed.ch/de/design')
  })
})

describe('content alternates', () => {
  it('name only the languages that have the content, German as x-default', () => {
    expect(contentAlternates(`${BASE}/`, 'fr', { de: '/de/agb', fr: '/fr/cgv' })).toEqual({
      canonical: 'https://www.helvemed.ch/fr/cgv',
      languages: { 'de-CH': 'https://www.helvemed.ch/de/agb', 'fr-CH': 'https://www.helvemed.ch/fr/cgv', 'x-default': 'https://www.helvemed.ch/de/agb' },
    })
  })

  it('fall back to the first language that has it, and give no canonical to a language without it', () => {
    expect(contentAlternates(BASE, 'de', { it: '/it/ejournal/x' })).toEqual({
      canonical: undefined,
      languages: { 'it-CH': 'https://www.helvemed.ch/it/ejournal/x', 'x-default': 'https://www.helvemed.ch/it/ejournal/x' },
    })
  })
})
