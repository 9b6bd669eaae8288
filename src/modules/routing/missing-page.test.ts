import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { APP_ROUTE_SEGMENTS, isMissingContentPath } from './missing-page'

const pages = new Set(['datenschutz', 'protection-des-donnees', 'rechtliches/agb'])

describe('isMissingContentPath', () => {
  it.each(['/de/does-not-exist', '/de/x/y', '/fr/Datenschutz', '/it/datenschutz/mehr', '/de/author/anna', '/de/modal/x', '/de/%C3%A4rger', '/de/a_b'])('%s is missing', (p) => {
    expect(isMissingContentPath(p, pages)).toBe(true)
  })

  it.each([
    '/de',
    '/de/',
    '/de/datenschutz',
    '/de/datenschutz/',
    '/it/protection-des-donnees',
    '/de/rechtliches/agb',
    '/de/jobs/x',
    '/de/job/999',
    '/de/cockpit/nowhere',
    '/de/login',
    '/en/anything',
    '/admin',
  ])('%s is not decided here', (p) => {
    expect(isMissingContentPath(p, pages)).toBe(false)
  })

  it('a known page is never missing, whatever its language prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom('de', 'fr', 'it'), fc.constantFrom(...pages), (lang, page) => {
        expect(isMissingContentPath(`/${lang}/${page}`, pages)).toBe(false)
      }),
    )
  })

  it('names every folder of src/app/[lang] (and nothing else)', () => {
    const dir = path.resolve(import.meta.dirname, '../../app/[lang]')
    const folders = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('[') && !e.name.startsWith('('))
      .map((e) => e.name)
      .sort()
    expect([...APP_ROUTE_SEGMENTS].sort()).toEqual(folders)
  })
})
