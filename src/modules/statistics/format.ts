import { formatNumber } from '@/i18n/format'

/** A click-through rate the Swiss way, one decimal: `12.5 %`; a dash without impressions. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${formatNumber(Math.round(rate * 1000) / 10)} %`
}

/** A median may fall between two ads: one decimal at most (`12.5`, `1'204`). */
export function formatMedian(value: number): string {
  return formatNumber(Math.round(value * 10) / 10)
}
