import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount } from './amount-input'

describe('amounts in /admin', () => {
  it('shows Rappen as francs with the Swiss grouping', () => {
    expect(formatAmount(42160, 'rappen')).toBe('421.60')
    expect(formatAmount(123450, 'rappen')).toBe("1'234.50")
    expect(formatAmount(0, 'rappen')).toBe('0.00')
    expect(formatAmount(-500, 'rappen')).toBe('-5.00')
    expect(formatAmount(123456789, 'rappen')).toBe("1'234'567.89")
  })

  it('shows francs without cents when there are none', () => {
    expect(formatAmount(1200, 'francs')).toBe("1'200")
    expect(formatAmount(12.5, 'francs')).toBe('12.50')
  })

  it('reads what a Swiss person types', () => {
    expect(parseAmount("CHF 1'234.50", 'rappen')).toBe(123450)
    expect(parseAmount('1234,5', 'rappen')).toBe(123450)
    expect(parseAmount('1’234.–', 'rappen')).toBe(123400)
    expect(parseAmount('12.-', 'francs')).toBe(12)
    expect(parseAmount('0.05', 'rappen')).toBe(5)
    expect(parseAmount('421.60', 'francs')).toBe(421.6)
    expect(parseAmount('  ', 'rappen')).toBeNull()
    expect(parseAmount('12.345', 'rappen')).toBeUndefined()
    expect(parseAmount('zwölf', 'francs')).toBeUndefined()
  })
})
