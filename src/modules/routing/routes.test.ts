import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { safeNext } from '../accounts/safe-next'
import { cockpitPathOf } from '../accounts/cockpit-routes'
import { localePath, loginThen, paths } from './routes'

describe('routes', () => {
  it('puts the language in front, and the home page is the bare language', () => {
    for (const locale of LOCALES) {
      expect(localePath(locale, paths.home())).toBe(`/${locale}`)
      expect(localePath(locale, paths.jobs())).toBe(`/${locale}/jobs`)
      expect(localePath(locale, paths.institution(12))).toBe(`/${locale}/institution/12`)
    }
  })

  it('encodes ids, slugs and query values, and leaves out empty ones', () => {
    expect(paths.article('a b/c')).toBe('/ejournal/a%20b%2Fc')
    expect(paths.job(7, '/de/jobs/kardiologie?x=1')).toBe('/job/7?s=%2Fde%2Fjobs%2Fkardiologie%3Fx%3D1')
    expect(paths.job(7)).toBe('/job/7')
    expect(paths.job(7, '')).toBe('/job/7')
    expect(paths.verify('t+k/=')).toBe('/verify?token=t%2Bk%2F%3D')
    expect(paths.alertUnsubscribe()).toBe('/alerts/unsubscribe')
  })

  it('names cockpit screens the cockpit table knows', () => {
    const screens = [paths.cockpit(), paths.cockpit('reviews'), paths.cockpit('reviews', 'create-12'), paths.cockpit('user', 'alerts'), paths.cockpit('institutions', 'facts-3')]
    for (const path of screens) expect(cockpitPathOf(localePath('it', path))?.exists, path).toBe(true)
  })

  it('leads through the login to a cockpit section, and the login follows it', () => {
    const link = loginThen('fr', localePath('fr', paths.cockpit('institutions')))
    expect(link).toBe('/fr/login?next=%2Ffr%2Fcockpit%2Finstitutions')
    const next = new URL(link, 'http://localhost').searchParams.get('next')!
    expect(safeNext(next, 'fr')).toBe('/fr/cockpit/institutions')
  })
})
