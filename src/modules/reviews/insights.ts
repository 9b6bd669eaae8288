import { REVIEW_CATEGORIES, type ReviewCategory } from './shapes'

// Figures an institution page shows from its published reviews (ADR 0012). Pure: the caller loads
// the rows. "Hours and pay reality" figures appear only when at least MIN_REVIEWS_FOR_INSIGHT
// reviews give the value, and are rounded, so that no single reviewer can be singled out.

export const MIN_REVIEWS_FOR_INSIGHT = 5

/** One published review, the fields the figures need (no texts, no author). */
export interface ReviewFigureRow {
  level: string | null
  work_hours: number | null
  work_has_night: boolean | null
  work_has_picket: boolean | null
  salary: number | null
  is_wsj_exclusive: boolean | null
  ratings: Partial<Record<ReviewCategory, number | null>>
}

export interface ReviewSummary {
  /** published reviews */
  count: number
  /** of which WSJ-exclusive */
  wsj_count: number
  /** average rating per category (1 decimal), null without ratings; summary = overall */
  averages: Record<ReviewCategory, number | null>
  /** how many reviews give a rating in each category (the basis of its average) */
  rated: Record<ReviewCategory, number>
}

/** A figure with the number of reviews it rests on; value null = not enough reviews yet. */
export interface InsightFigure {
  value: number | null
  basis: number
}

export interface ReviewInsights {
  /** median actual weekly hours (0.5 h steps) */
  hours: InsightFigure
  /** contractual weekly hours from the institution's facts */
  contract_hours: number | null
  /** share (whole percent) of reviews reporting night shifts / picket duty */
  night_share: InsightFigure
  picket_share: InsightFigure
  /** median yearly salary (CHF 1'000 steps) per level key, only levels with enough reviews, in the given level order */
  salary_by_level: { level: string; value: number; basis: number }[]
  /** levels that have salaries but too few to show */
  salary_levels_hidden: number
}

const round = (n: number, step: number) => Math.round(n / step) * step
const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export function reviewSummary(rows: readonly ReviewFigureRow[]): ReviewSummary {
  const given = REVIEW_CATEGORIES.map((category) => [category, rows.map((r) => r.ratings[category]).filter(isNum)] as const)
  const averages = Object.fromEntries(
    given.map(([category, values]) => [category, values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null]),
  ) as Record<ReviewCategory, number | null>
  const rated = Object.fromEntries(given.map(([category, values]) => [category, values.length])) as Record<ReviewCategory, number>
  return { count: rows.length, wsj_count: rows.filter((r) => r.is_wsj_exclusive).length, averages, rated }
}

function medianFigure(values: number[], step: number): InsightFigure {
  const m = values.length >= MIN_REVIEWS_FOR_INSIGHT ? median(values) : null
  return { value: m === null ? null : round(m, step), basis: values.length }
}

function shareFigure(values: boolean[]): InsightFigure {
  if (values.length < MIN_REVIEWS_FOR_INSIGHT) return { value: null, basis: values.length }
  return { value: Math.round((values.filter(Boolean).length / values.length) * 100), basis: values.length }
}

/** Hours and pay reality; `levelOrder` sorts the salary rows (essentials order), unknown levels last. */
export function reviewInsights(rows: readonly ReviewFigureRow[], contractHours: number | null, levelOrder: readonly string[] = []): ReviewInsights {
  const salaries = new Map<string, number[]>()
  for (const r of rows) {
    if (r.level && isNum(r.salary) && r.salary > 0) salaries.set(r.level, [...(salaries.get(r.level) ?? []), r.salary])
  }
  const rank = (level: string) => (levelOrder.includes(level) ? levelOrder.indexOf(level) : levelOrder.length)
  const levels = [...salaries.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
  const shown = levels.filter(([, values]) => values.length >= MIN_REVIEWS_FOR_INSIGHT)
  return {
    hours: medianFigure(rows.map((r) => r.work_hours).filter(isNum), 0.5),
    contract_hours: contractHours,
    night_share: shareFigure(rows.map((r) => r.work_has_night).filter((b): b is boolean => typeof b === 'boolean')),
    picket_share: shareFigure(rows.map((r) => r.work_has_picket).filter((b): b is boolean => typeof b === 'boolean')),
    salary_by_level: shown.map(([level, values]) => ({ level, value: round(median(values) as number, 1000), basis: values.length })),
    salary_levels_hidden: levels.length - shown.length,
  }
}
