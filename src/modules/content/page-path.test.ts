import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { LEGAL_PAGE_KEYS, LEGAL_PAGE_PATHS, legalPagePath } from './legal-pages'
import { pagePathFromSegments, pagePathProblem } from './page-path'

describe('page paths', () => {
  it('joins route segments into a page path, refusing what no page can have', () => {
    expect(pagePathFromSegments(['datenschutz'])).toBe('datenschutz')
    expect(pagePathFromSegments(['rechtliches', 'agb'])).toBe('rechtliches/agb')
    for (const bad of [[], ['Datenschutz'], ['daten schutz'], ['a', ''], ['x%20y'], ['-a']]) expect(pagePathFromSegments(bad), bad.join('/')).toBeNull()
  })

  it('keeps pages off the site’s own routes', () => {
    expect(pagePathProblem('jobs/kardiologie')).toBe('reserved')
    expect(pagePathProblem('cockpit')).toBe('reserved')
    expect(pagePathProblem('/datenschutz')).toBe('format')
    expect(pagePathProblem('datenschutz')).toBeNull()
  })

  it('gives every legal page a valid, distinct path in every language', () => {
    const all = LEGAL_PAGE_KEYS.flatMap((key) => LOCALES.map((locale) => legalPagePath(key, locale)))
    expect(new Set(all).size).toBe(all.length)
    for (const key of LEGAL_PAGE_KEYS) for (const path of Object.values(LEGAL_PAGE_PATHS[key])) expect(pagePathProblem(path), path).toBeNull()
    expect(legalPagePath('privacy', 'fr')).toBe('/fr/protection-des-donnees')
  })
})
