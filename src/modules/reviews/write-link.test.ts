import { describe, expect, it } from 'vitest'
import { cockpitGuards, cockpitPathOf } from '../accounts/cockpit-routes'
import { safeNext } from '../accounts/safe-next'
import { writeReviewHref } from './write-link'

// "Eigene Bewertung schreiben" on an institution page: the wizard with that
// employer chosen, also after the login (the `next=` value must pass safeNext unchanged).

describe('writeReviewHref', () => {
  it('leads a logged-in user straight to the wizard for this employer', () => {
    expect(writeReviewHref('fr', 12, true)).toBe('/fr/cockpit/reviews/create-12')
  })
  it('leads a visitor to the login, which comes back to the same wizard', () => {
    const href = writeReviewHref('de', 12, false)
    const url = new URL(href, 'https://helvemed.test')
    expect(url.pathname).toBe('/de/login')
    expect(safeNext(url.searchParams.get('next'), 'de')).toBe('/de/cockpit/reviews/create-12')
  })
  it('names an existing cockpit screen with the same guards as the plain wizard', () => {
    const path = cockpitPathOf('/it/cockpit/reviews/create-12')
    expect(path).toMatchObject({ section: 'reviews', child: 'create-12', exists: true })
    expect(cockpitGuards('reviews', 'create-12')).toEqual(cockpitGuards('reviews', 'create'))
    expect(cockpitGuards('reviews', 'create-12')).toContain('reviewer')
    expect(cockpitPathOf('/it/cockpit/reviews/create-x')?.exists).toBe(false)
  })
})
