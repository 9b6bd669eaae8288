import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountOf, formatRappen, orderAmounts, roundTo5Rappen, vatOf, type DiscountRule } from './pricing'

const RUNS = { numRuns: 2000 }
const rappen = fc.integer({ min: 0, max: 100_000_00 })
const rule: fc.Arbitrary<DiscountRule | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
  fc.integer({ min: 0, max: 200_000_00 }).map((r) => ({ kind: 'fixed' as const, rappen: r })),
)

describe('order amounts', () => {
  it('adds up: subtotal - discount = net, net + VAT = total, payable is total to 5 Rappen', () => {
    fc.assert(
      fc.property(rappen, rule, (subtotal, r) => {
        const a = orderAmounts(subtotal, r)
        expect(a.net).toBe(a.subtotal - a.discount)
        expect(a.total).toBe(a.net + a.vat)
        expect(a.payable % 5).toBe(0)
        expect(Math.abs(a.payable - a.total)).toBeLessThanOrEqual(2)
        expect(a.rounding).toBe(a.payable - a.total)
        for (const v of Object.values(a)) expect(Number.isInteger(v)).toBe(true)
      }),
      RUNS,
    )
  })

  it('never discounts below zero nor above the price, and a bigger discount never costs more', () => {
    fc.assert(
      fc.property(rappen, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (subtotal, p, q) => {
        const d = discountOf(subtotal, { kind: 'percent', percent: p })
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(subtotal)
        const [low, high] = p <= q ? [p, q] : [q, p]
        expect(orderAmounts(subtotal, { kind: 'percent', percent: high }).payable).toBeLessThanOrEqual(orderAmounts(subtotal, { kind: 'percent', percent: low }).payable)
      }),
      RUNS,
    )
    fc.assert(
      fc.property(rappen, fc.integer({ min: 0, max: 200_000_00 }), (subtotal, off) => {
        expect(discountOf(subtotal, { kind: 'fixed', rappen: off })).toBe(Math.min(subtotal, off))
      }),
      RUNS,
    )
  })

  it('takes VAT at 8.1 % to the nearest Rappen (half up)', () => {
    fc.assert(
      fc.property(rappen, (net) => {
        const exact = (net * 81) / 1000
        expect(Math.abs(vatOf(net) - exact)).toBeLessThanOrEqual(0.5)
        if (exact % 1 === 0.5) expect(vatOf(net)).toBe(Math.ceil(exact))
      }),
      RUNS,
    )
  })

  it('rounds to 5 Rappen the Swiss way', () => {
    fc.assert(
      fc.property(rappen, (r) => {
        const rounded = roundTo5Rappen(r)
        expect(rounded % 5).toBe(0)
        expect(Math.abs(rounded - r)).toBeLessThanOrEqual(2.5)
      }),
      RUNS,
    )
    expect([roundTo5Rappen(102), roundTo5Rappen(103), roundTo5Rappen(107), roundTo5Rappen(108)]).toEqual([100, 105, 105, 110])
  })

  it('prices the product list as the team set it, with VAT (examples from the decisions)', () => {
    // premium 60 days, CHF 1'190 excl. VAT: VAT 96.39, total 1'286.39, payable 1'286.40.
    expect(orderAmounts(119_000, null)).toEqual({ subtotal: 119_000, discount: 0, net: 119_000, vat: 9_639, total: 128_639, payable: 128_640, rounding: 1 })
    // basic 30 days with 10 %: 390 - 39 = 351, VAT 28.43, total 379.43, payable 379.45.
    expect(orderAmounts(39_000, { kind: 'percent', percent: 10 })).toMatchObject({ discount: 3_900, net: 35_100, vat: 2_843, total: 37_943, payable: 37_945 })
    // a fixed code larger than the price: free, nothing to pay.
    expect(orderAmounts(39_000, { kind: 'fixed', rappen: 50_000 })).toMatchObject({ net: 0, vat: 0, payable: 0 })
    expect(() => orderAmounts(-1, null)).toThrow(RangeError)
    expect(formatRappen(128_640)).toBe("1'286.40")
    expect(formatRappen(5)).toBe('0.05')
  })
})
