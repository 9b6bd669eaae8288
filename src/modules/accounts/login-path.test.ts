import { describe, expect, it } from 'vitest'
import { loginThen } from './login-path'
import { safeNext } from './safe-next'

describe('loginThen', () => {
  it('leads through the login to the cockpit section, and the login follows it', () => {
    const href = loginThen('fr', '/fr/cockpit/institutions')
    expect(href).toBe('/fr/login?next=%2Ffr%2Fcockpit%2Finstitutions')
    const next = new URL(href, 'http://localhost').searchParams.get('next')!
    expect(safeNext(next, 'fr')).toBe('/fr/cockpit/institutions')
  })
})
