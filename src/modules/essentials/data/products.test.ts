import { describe, it, expect } from 'vitest'
import { JOB_DURATIONS, LOCALES, PRODUCTS, findProduct, findProductVariant } from './index'

const EXPECTED: Record<string, { prices: number[]; budgets: number[] }> = {
  basic: { prices: [390, 690, 890], budgets: [0, 0, 0] },
  premium: { prices: [690, 1190, 1590], budgets: [0, 0, 0] },
  'premium-social': { prices: [890, 1490, 1990], budgets: [100, 200, 300] },
}

describe('products', () => {
  it('are basic, premium and premium-social in that order', () => {
    expect(PRODUCTS.map((product) => product.key)).toEqual(['basic', 'premium', 'premium-social'])
    expect(PRODUCTS.map((product) => product.position)).toEqual([1, 2, 3])
  })

  it.each(Object.entries(EXPECTED))('%s has the agreed prices and social budgets', (key, expected) => {
    const product = findProduct(key)
    expect(product).not.toBeNull()
    expect(product?.variants.map((variant) => variant.duration)).toEqual([...JOB_DURATIONS])
    expect(product?.variants.map((variant) => variant.price)).toEqual(expected.prices)
    expect(product?.variants.map((variant) => variant.social_budget)).toEqual(expected.budgets)
  })

  it('have unique numeric variant ids', () => {
    const ids = PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(Number.isInteger(id)).toBe(true)
  })

  it('have titles and descriptions in every language', () => {
    for (const product of PRODUCTS) {
      for (const locale of LOCALES) {
        expect(product.title[locale].trim()).not.toBe('')
        expect(product.description[locale].trim()).not.toBe('')
      }
    }
  })

  it('finds a variant by id', () => {
    const found = findProductVariant(302)
    expect(found?.product.key).toBe('premium-social')
    expect(found?.variant).toEqual({ id: 302, duration: 60, price: 1490, social_budget: 200 })
    expect(findProductVariant(999)).toBeNull()
    expect(findProduct('gold')).toBeNull()
  })
})
