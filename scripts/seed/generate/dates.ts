const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Midnight UTC of the run day. All dates are this anchor plus seeded offsets, so the data is
 * right relative to now (active ads are online, future ones start later) and two runs on the
 * same day produce identical rows.
 */
export function todayUtc(now = Date.now()): number {
  return Math.floor(now / DAY_MS) * DAY_MS
}

/** ISO date `days` (may be fractional or negative) after the anchor. */
export function isoDays(anchor: number, days: number): string {
  return new Date(anchor + Math.round(days * DAY_MS)).toISOString()
}

export function daysBetween(fromIso: string, toIso: string): number {
  return (Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS
}
