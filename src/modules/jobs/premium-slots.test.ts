import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PREMIUM_SLOTS, placePremium, rotationShift } from './premium-slots'

// The placement rule of ADR 0040 on made-up lists: any ranking, any premium subset, any rotation.
const cases = fc
  .record({ n: fc.integer({ min: 0, max: 120 }), perPage: fc.integer({ min: 1, max: 25 }), seed: fc.integer(), premiumShare: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ n, perPage, seed, premiumShare }) => {
    const natural = Array.from({ length: n }, (_, i) => i + 1)
    let x = seed
    const next = () => (x = (Math.imul(x, 1103515245) + 12345) | 0) >>> 0
    const premium = natural.filter(() => next() % 1000 < premiumShare * 1000)
    const rotated = [...premium].sort(() => (next() % 2 ? 1 : -1))
    return { natural, premium: new Set(premium), rotated, perPage }
  })

describe('premium placement', () => {
  it('shows every ad once, keeps the order of the rest, puts premium ads on top and never behind a later ad', () => {
    fc.assert(
      fc.property(cases, ({ natural, premium, rotated, perPage }) => {
        const pages = Math.max(1, Math.ceil(natural.length / perPage))
        const { pages: placed, slotted } = placePremium(natural, rotated, pages, perPage)
        const all = placed.flat()
        expect([...all].sort((a, b) => a - b)).toEqual(natural)
        expect(all.filter((id) => !premium.has(id))).toEqual(natural.filter((id) => !premium.has(id)))
        let unshown = premium.size
        for (const ids of placed) {
          const top = ids.slice(0, PREMIUM_SLOTS)
          expect(top.filter((id) => premium.has(id)).length).toBe(Math.min(PREMIUM_SLOTS, perPage, unshown))
          unshown -= ids.filter((id) => premium.has(id)).length
        }
        for (const id of premium) {
          const later = natural.filter((other) => other > id && !premium.has(other))
          for (const other of later) expect(all.indexOf(id)).toBeLessThan(all.indexOf(other))
        }
        expect(slotted.every((id) => premium.has(id))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('moves the rotation on by the slots once a day (UTC)', () => {
    const day = rotationShift(new Date('2026-06-15T00:00:00Z'))
    expect(rotationShift(new Date('2026-06-15T23:59:59Z'))).toBe(day)
    expect(rotationShift(new Date('2026-06-16T00:00:00Z'))).toBe(day + PREMIUM_SLOTS)
  })
})
