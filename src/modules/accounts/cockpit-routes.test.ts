import { describe, expect, it } from 'vitest'
import { cockpitPathOf, isCockpitScreen } from './cockpit-routes'

// Ids in cockpit paths are database integers (PostgreSQL `integer`): a longer number is no screen
// (404), instead of reaching a query that fails with "out of range" (500).
describe('ids in cockpit paths', () => {
  it('accept every id a database integer holds', () => {
    expect(cockpitPathOf('/de/cockpit/reviews/view-2147483647')?.exists).toBe(true)
    expect(isCockpitScreen('institutions', ['2147483647'])).toBe(true)
    expect(isCockpitScreen('jobs-create', ['1'])).toBe(true)
  })

  it('refuse larger ones in every section', () => {
    expect(cockpitPathOf('/de/cockpit/reviews/view-2147483648')?.exists).toBe(false)
    expect(cockpitPathOf('/fr/cockpit/reviews/message-9999999999')?.exists).toBe(false)
    expect(isCockpitScreen('jobs', ['edit-9999999999'])).toBe(false)
    expect(isCockpitScreen('jobs-create', ['9999999999'])).toBe(false)
    expect(isCockpitScreen('institutions', ['9999999999'])).toBe(false)
    expect(isCockpitScreen('internships-finder', ['reviews-4294967296'])).toBe(false)
  })
})
