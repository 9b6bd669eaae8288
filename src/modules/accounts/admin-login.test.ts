import { describe, expect, it } from 'vitest'
import { adminAuthTarget, isAdminAuthView, isAdminUnauthorizedView, preferredLocale } from './admin-login'
import { safeNext } from './safe-next'

describe('Payload sign-in views lead to our login', () => {
  it('knows the views', () => {
    expect(isAdminAuthView('/admin/login')).toBe(true)
    expect(isAdminAuthView('/admin/login/')).toBe(true)
    expect(isAdminAuthView('/admin/forgot')).toBe(true)
    expect(isAdminAuthView('/admin')).toBe(false)
    expect(isAdminAuthView('/admin/collections/users')).toBe(false)
    expect(isAdminUnauthorizedView('/admin/unauthorized')).toBe(true)
    expect(isAdminUnauthorizedView('/admin')).toBe(false)
  })

  it('picks the language from the cookie, then Accept-Language (by weight), then German', () => {
    expect(preferredLocale('it', 'fr-CH')).toBe('it')
    expect(preferredLocale(undefined, 'en-US,en;q=0.9,fr-CH;q=0.8,de;q=0.7')).toBe('fr')
    expect(preferredLocale('xx', 'it;q=0.5, de;q=0.9')).toBe('de')
    expect(preferredLocale(undefined, 'en')).toBe('de')
    expect(preferredLocale(undefined, null)).toBe('de')
  })

  it('keeps Payload’s redirect when it names an /admin view', () => {
    expect(adminAuthTarget('/admin/login', new URLSearchParams('redirect=%2Fcollections%2Fjobs'), 'fr')).toBe('/fr/login?next=%2Fadmin%2Fcollections%2Fjobs')
    expect(adminAuthTarget('/admin/login', new URLSearchParams('redirect=%2Fadmin%2Fcollections%2Fjobs'), 'fr')).toBe('/fr/login?next=%2Fadmin%2Fcollections%2Fjobs')
    expect(adminAuthTarget('/admin/login', new URLSearchParams(), 'de')).toBe('/de/login?next=%2Fadmin')
    expect(adminAuthTarget('/admin/login', new URLSearchParams('redirect=%2F%2Fevil.example'), 'de')).toBe('/de/login?next=%2Fadmin')
    expect(adminAuthTarget('/admin/login', new URLSearchParams('redirect=https%3A%2F%2Fevil.example'), 'de')).toBe('/de/login?next=%2Fadmin')
    expect(adminAuthTarget('/admin/forgot', new URLSearchParams(), 'it')).toBe('/it/forgot-password')
  })
})

describe('safeNext', () => {
  it('follows our pages and /admin only', () => {
    expect(safeNext('/de/cockpit/jobs', 'de')).toBe('/de/cockpit/jobs')
    expect(safeNext('/admin', 'de')).toBe('/admin')
    expect(safeNext('/admin/collections/users', 'fr')).toBe('/admin/collections/users')
    expect(safeNext('//evil.example', 'fr')).toBe('/fr/cockpit')
    expect(safeNext('/administrator', 'fr')).toBe('/fr/cockpit')
    expect(safeNext('https://evil.example/admin', 'it')).toBe('/it/cockpit')
    expect(safeNext(undefined, 'it')).toBe('/it/cockpit')
  })
})
