import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isSafeNext, safeNext } from './safe-next'

describe('isSafeNext / safeNext', () => {
  it.each(['/de/cockpit/institutions/create', '/fr/institution/12', '/it/cockpit', '/admin', '/admin/collections/jobs'])('%s is followed', (next) => {
    expect(isSafeNext(next)).toBe(true)
    expect(safeNext(next, 'de')).toBe(next)
  })

  it.each([undefined, null, '', '//evil.example/de', 'https://evil.example/de/cockpit', '/en/cockpit', '/de/cockpit?x=1', '/de/../admin', '/administrator'])(
    '%s leads to the cockpit instead',
    (next) => {
      expect(isSafeNext(next)).toBe(false)
      expect(safeNext(next, 'fr')).toBe('/fr/cockpit')
    },
  )

  it('never leads off the site', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const target = safeNext(next, 'it')
        expect(target.startsWith('/')).toBe(true)
        expect(target.startsWith('//')).toBe(false)
        expect(target).not.toContain('.')
      }),
    )
  })
})
