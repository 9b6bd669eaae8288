import { describe, it, expect } from 'vitest'
import { JOB_DURATIONS, LOCALES, PRODUCTS, findProduct, findProductVariant } from './index'

describe('products', () => {
  it('are basic, premium and premium-social in that order', () => {
    expect(PRODUCTS.map((product) => product.key)).toEqual(['basic', 'premium', 'premium-social'])
    expect(PRODUCTS.map((product) => product.position)).toEqual([1, 2, 3])
  })

  it('offer every ad duration, a longer one for more, and a bigger package for more at each duration', () => {
    for (const product of PRODUCTS) {
      expect(product.variants.map((variant) => variant.duration)).toEqual([...JOB_DURATIONS])
      const prices = product.variants.map((variant) => variant.price)
      expect(prices.every((price, i) => i === 0 || price > (prices[i - 1] ?? 0))).toBe(true)
    }
    for (const [smaller, bigger] of [
      ['basic', 'premium'],
      ['premium', 'premium-social'],
    ] as const) {
      for (const duration of JOB_DURATIONS) {
        const price = (key: string) => findProduct(key)?.variants.find((variant) => variant.duration === duration)?.price ?? Number.NaN
        expect(price(bigger), `${bigger} vs ${smaller}, ${duration} days`).toBeGreaterThan(price(smaller))
      }
    }
  })

  it('give a social budget with premium-social only, growing with the duration', () => {
    for (const product of PRODUCTS) {
      const budgets = product.variants.map((variant) => variant.social_budget)
      if (product.key === 'premium-social') expect(budgets.every((budget, i) => budget > 0 && (i === 0 || budget > (budgets[i - 1] ?? 0)))).toBe(true)
      else expect(budgets.every((budget) => budget === 0)).toBe(true)
    }
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
