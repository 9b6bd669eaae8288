// Plain calendar days (YYYY-MM-DD) in Swiss time, for the statistics range and its presets.

const ZURICH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' })

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Today's date in Switzerland. */
export function swissToday(now: Date = new Date()): string {
  return ZURICH_DAY.format(now)
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Whether a YYYY-MM-DD string names a real calendar day (no 31.02.). */
export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && !Number.isNaN(asUtc(value).getTime()) && dayOf(asUtc(value)) === value
}

export function addDays(day: string, days: number): string {
  const d = asUtc(day)
  d.setUTCDate(d.getUTCDate() + days)
  return dayOf(d)
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000) + 1
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
  return days
}

export const PRESETS = ['7d', '30d', 'month', 'lastMonth', '12m', 'custom'] as const
export type Preset = (typeof PRESETS)[number]

/** The range of a preset, ending today (the current day's figures are live). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const monthStart = (year: number, month: number) => dayOf(new Date(Date.UTC(year, month - 1, 1)))
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today }
    case '30d':
      return { from: addDays(today, -29), to: today }
    case 'month':
      return { from: monthStart(y, m), to: today }
    case 'lastMonth':
      return { from: monthStart(y, m - 1), to: addDays(monthStart(y, m), -1) }
    case '12m': {
      const yearAgo = asUtc(today)
      yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1)
      return { from: addDays(dayOf(yearAgo), 1), to: today }
    }
  }
}
