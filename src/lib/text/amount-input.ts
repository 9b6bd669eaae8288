// Amounts in /admin as the team reads and types them: stored as whole Rappen
// (orders, invoices) or as francs (product prices, social budgets, fixed discounts), always shown
// in francs with the Swiss grouping, 1'234.50. Typing accepts what a Swiss person types:
// "1'234.50", "1234,5", "CHF 1 234.–", "12.-".

export type AmountUnit = 'rappen' | 'francs'

const GROUPS = /\B(?=(\d{3})+(?!\d))/g

function grouped(whole: number): string {
  return String(whole).replace(GROUPS, "'")
}

/** 42160 Rappen -> "421.60"; 123456 -> "1'234.56"; francs 1200 -> "1'200", 12.5 -> "12.50". */
export function formatAmount(value: number, unit: AmountUnit): string {
  const rappen = unit === 'rappen' ? Math.round(value) : Math.round(value * 100)
  const sign = rappen < 0 ? '-' : ''
  const abs = Math.abs(rappen)
  const francs = grouped(Math.floor(abs / 100))
  const cents = abs % 100
  if (unit === 'francs' && cents === 0) return `${sign}${francs}`
  return `${sign}${francs}.${String(cents).padStart(2, '0')}`
}

/** "CHF 1'234.50" -> 123450 (rappen) or 1234.5 (francs); "" -> null; not an amount -> undefined. */
export function parseAmount(text: string, unit: AmountUnit): number | null | undefined {
  const plain = text
    .replace(/^\s*(CHF|Fr\.)\s*/i, '')
    .replace(/[\s'\u2019\u00a0\u202f]/g, '')
    .replace(/[.,][-–—]$/, '')
    .replace(',', '.')
  if (plain === '') return null
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return undefined
  const rappen = Math.round(Number(plain) * 100)
  return unit === 'rappen' ? rappen : rappen / 100
}
