import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { findProduct, type ProductKey } from '../essentials/data/products'

/** A click-through rate the Swiss way, one decimal: `12.5 %`; a dash without impressions. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${formatNumber(Math.round(rate * 1000) / 10)} %`
}

/** A median of ad figures, as a whole number (`1'323`, not `1'322.5`). */
export function formatMedian(value: number): string {
  return formatNumber(Math.round(value))
}

/** A package's name in the viewer's language (`Premium Social`); null for an ad without one. */
export function productName(product: ProductKey | null, locale: Locale): string | null {
  return product === null ? null : (findProduct(product)?.title[locale] ?? null)
}
