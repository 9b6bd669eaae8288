import { describe, expect, it } from 'vitest'
import { cockpitPathOf, isCockpitScreen } from './cockpit-routes'

// Ids in cockpit paths are database integers (PostgreSQL `integer`): a longer number is no screen
// (404), instead of reaching a query that fails with "out of range" (500).
describe('ids in cockpit paths', () => {
  it('accept every id a database integer holds', () => {
    expect(isCockpitScreen('institutions', ['2147483647'])).toBe(true)
    expect(isCockpitScreen('jobs-create', ['1'])).toBe(true)
    expect(isCockpitScreen('jobs', ['decline-2147483647'])).toBe(true)
  })

  it('refuse larger ones in every section', () => {
    expect(isCockpitScreen('jobs', ['edit-9999999999'])).toBe(false)
    expect(isCockpitScreen('jobs-create', ['9999999999'])).toBe(false)
    expect(isCockpitScreen('institutions', ['9999999999'])).toBe(false)
    expect(isCockpitScreen('internships-finder', ['reviews-4294967296'])).toBe(false)
  })
})

// Reviews are named by their random public id (32 hex characters, ADR 0018), never by a row id.
describe('review screens', () => {
  const publicId = '0123456789012345678901234567abcd'
  it('take a public id, whatever digits it holds', () => {
    for (const screen of ['view', 'edit', 'feedback', 'message']) expect(cockpitPathOf(`/de/cockpit/reviews/${screen}-${publicId}`)?.exists, screen).toBe(true)
    expect(isCockpitScreen('reviews', ['view-99999999999999999999999999999999'])).toBe(true)
    expect(isCockpitScreen('reviews', ['create'])).toBe(true)
  })

  it('refuse row ids and anything else', () => {
    for (const child of [
      'view-1',
      'edit-2147483647',
      'message-9999999999',
      `view-${publicId.toUpperCase()}`,
      `view-${publicId}0`,
      `view-${publicId.slice(1)}`,
      `delete-${publicId}`,
    ]) {
      expect(isCockpitScreen('reviews', [child]), child).toBe(false)
    }
  })
})
