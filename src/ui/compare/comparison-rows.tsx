import type { ReactNode } from 'react'
import type { Better } from '@/modules/compare/best-value'

// The shapes of the comparison's rows (ADR 0064): a group is one table, a row one figure, a cell one
// employer's value (`value` decides the best mark, `content` is what the cell shows).

export type Cell = { value: number | boolean | null; content: ReactNode }
export type Row = { key: string; label: string; cells: Cell[]; better?: Better; note?: string }
export type Group = { key: string; title: string; rows: Row[]; intro?: string }

/** The union of keyed entries over the employers, in first-seen order. */
export function unionOf<T extends { key: string; label: string }>(lists: T[][]): { key: string; label: string }[] {
  const seen = new Map<string, string>()
  for (const list of lists) for (const item of list) if (!seen.has(item.key)) seen.set(item.key, item.label)
  return [...seen].map(([key, label]) => ({ key, label }))
}

/** A missing value, said in words. */
export function Missing({ text }: { text: string }) {
  return <span className="muted">{text}</span>
}
