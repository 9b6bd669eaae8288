import { formatChf } from '@/i18n/format'

type SalaryTranslator = (key: 'salaryFrom' | 'salaryUpTo', values: { amount: string }) => string

/** Gross yearly salary at 100 %: "CHF 90'000 – CHF 110'000", "ab CHF 90'000", "bis CHF 110'000"; null without figures. */
export function salaryRange(min: number | null, max: number | null, t: SalaryTranslator): string | null {
  if (min !== null && max !== null) return min === max ? formatChf(min) : `${formatChf(min)} – ${formatChf(max)}`
  if (min !== null) return t('salaryFrom', { amount: formatChf(min) })
  if (max !== null) return t('salaryUpTo', { amount: formatChf(max) })
  return null
}
