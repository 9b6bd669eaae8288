// The money of a job-ad order, computed on the server only (the browser's numbers are never
// trusted). Amounts are whole Rappen (CHF cents) so no float ever rounds a franc away. Product
// prices are CHF excl. VAT; a discount code lowers the net amount (never below zero); Swiss VAT
// 8.1 % is added on the invoice, rounded to the Rappen; the amount to pay (the QR-bill's) is
// rounded to 5 Rappen, as Swiss invoices are.

/** Swiss standard VAT rate since 2024, in basis points (8.1 %). */
export const VAT_RATE_BP = 810
/** Days until an invoice is due. */
export const PAYMENT_DAYS = 30

export type DiscountRule = { kind: 'percent'; percent: number } | { kind: 'fixed'; rappen: number }

export interface OrderAmounts {
  /** the product's price, Rappen excl. VAT */
  subtotal: number
  /** what the discount takes off, Rappen (0 without a code) */
  discount: number
  /** subtotal - discount: the wizard's "total excl. VAT" */
  net: number
  vat: number
  /** net + vat */
  total: number
  /** total rounded to 5 Rappen: what the QR-bill asks for */
  payable: number
  /** payable - total (-2 … +2 Rappen) */
  rounding: number
}

/** Half away from zero, on non-negative integers and halves only (no banker's rounding). */
const roundHalfUp = (value: number) => Math.floor(value + 0.5)

export const francsToRappen = (chf: number) => roundHalfUp(chf * 100)

export function discountOf(subtotal: number, rule: DiscountRule | null): number {
  if (!rule) return 0
  const off = rule.kind === 'percent' ? roundHalfUp((subtotal * Math.min(100, Math.max(0, rule.percent))) / 100) : Math.max(0, rule.rappen)
  return Math.min(subtotal, off)
}

export function vatOf(net: number): number {
  return roundHalfUp((net * VAT_RATE_BP) / 10_000)
}

export const roundTo5Rappen = (rappen: number) => roundHalfUp(rappen / 5) * 5

export function orderAmounts(subtotal: number, rule: DiscountRule | null): OrderAmounts {
  if (!Number.isInteger(subtotal) || subtotal < 0) throw new RangeError(`subtotal must be whole Rappen ≥ 0, got ${subtotal}`)
  const discount = discountOf(subtotal, rule)
  const net = subtotal - discount
  const vat = vatOf(net)
  const total = net + vat
  const payable = roundTo5Rappen(total)
  return { subtotal, discount, net, vat, total, payable, rounding: payable - total }
}

/** Rappen as the Swiss write francs: 1'234.50 (no currency). */
export function formatRappen(rappen: number): string {
  const sign = rappen < 0 ? '-' : ''
  const abs = Math.abs(rappen)
  const francs = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'")
  return `${sign}${francs}.${String(abs % 100).padStart(2, '0')}`
}
