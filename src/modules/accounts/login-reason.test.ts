import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LOGIN_REASONS, loginReasonOf } from './login-reason'

describe('loginReasonOf', () => {
  it.each([
    ['/de/cockpit/institutions/create', 'employerProfile'],
    ['/fr/cockpit/institutions', 'employer'],
    ['/it/cockpit/institutions/edit-4', 'employer'],
    ['/de/cockpit/jobs', 'employer'],
    ['/de/cockpit/jobs-create/new', 'employer'],
    ['/de/cockpit/statistics', 'employer'],
    ['/de/cockpit/invoices', 'employer'],
    ['/de/cockpit/reviews/create-12', 'reviewWrite'],
    ['/de/cockpit/reviews/create', 'reviewWrite'],
    ['/de/cockpit/reviews', 'reviews'],
    ['/de/cockpit/internships', 'internships'],
    ['/de/cockpit/internships-finder', 'internships'],
    ['/fr/cockpit/user/alerts', 'alerts'],
    ['/de/cockpit/user', 'account'],
    ['/de/cockpit', 'account'],
    ['/de/institution/7', 'reviewTexts'],
    ['/de/institution/7?reviews=20', 'reviewTexts'],
  ])('%s -> %s', (next, reason) => {
    expect(loginReasonOf(next)).toBe(reason)
  })

  it.each([undefined, null, '', '/admin', '/de/jobs', '/de/cockpit/nowhere', '/de/cockpit/jobs/edit-abc', 'https://example.com/de/cockpit'])('%s -> nothing to explain', (next) => {
    expect(loginReasonOf(next)).toBeNull()
  })

  it('any text gives a known reason or none, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const reason = loginReasonOf(next)
        expect(reason === null || LOGIN_REASONS.includes(reason)).toBe(true)
      }),
    )
  })
})
