import type { DayString } from './schemas'

// Days of the elective year: both ends included, compared as UTC days (what the database stores
// is midnight UTC of the day).

const DAY_MS = 24 * 60 * 60 * 1000

/** How far back and ahead a placement may lie: a medical study's elective year and its planning. */
export const YEARS_BACK = 4
export const YEARS_AHEAD = 3
/** The longest single placement, in days (a whole elective year at one place). */
export const MAX_DAYS = 366

export function dayOf(value: string | Date): DayString {
  const d = typeof value === 'string' ? new Date(value) : value
  return d.toISOString().slice(0, 10)
}

export function dayNumber(day: DayString): number {
  return Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS)
}

/** Midnight UTC of a day, as stored. */
export function dayIso(day: DayString): string {
  return `${day}T00:00:00.000Z`
}

export interface DayRange {
  start: DayString
  end: DayString
}

/** Two placements overlap when they share at least one day (same day start/end counts). */
export function overlaps(a: DayRange, b: DayRange): boolean {
  return a.start <= b.end && b.start <= a.end
}

/** Days strictly between two placements (0 when they touch or overlap). */
export function gapDays(earlier: DayRange, later: DayRange): number {
  return Math.max(0, dayNumber(later.start) - dayNumber(earlier.end) - 1)
}

export type RangeProblem = 'endBeforeStart' | 'tooLong' | 'tooEarly' | 'tooLate'

/** Why a range is no sensible placement, or null. `today` decides the bounds. */
export function rangeProblem(range: DayRange, today: Date): { field: 'start' | 'end'; problem: RangeProblem } | null {
  if (range.end < range.start) return { field: 'end', problem: 'endBeforeStart' }
  const earliest = new Date(Date.UTC(today.getUTCFullYear() - YEARS_BACK, today.getUTCMonth(), today.getUTCDate()))
  const latest = new Date(Date.UTC(today.getUTCFullYear() + YEARS_AHEAD, today.getUTCMonth(), today.getUTCDate()))
  if (range.start < dayOf(earliest)) return { field: 'start', problem: 'tooEarly' }
  if (range.end > dayOf(latest)) return { field: 'end', problem: 'tooLate' }
  if (dayNumber(range.end) - dayNumber(range.start) + 1 > MAX_DAYS) return { field: 'end', problem: 'tooLong' }
  return null
}

export type TimelinePhase = 'past' | 'current' | 'planned'

export function phaseOf(range: DayRange, today: DayString): TimelinePhase {
  if (range.end < today) return 'past'
  if (range.start > today) return 'planned'
  return 'current'
}
