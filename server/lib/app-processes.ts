// How many app processes `npm start` runs on its port (ADR 0075): WEB_CONCURRENCY, a whole number
// from 1 to 64; unset, one. More than one: a cluster primary (server/app-cluster.ts) shares the
// port among them, each with its own page cache and invalidation listener (ADR 0034).

export const MAX_APP_PROCESSES = 64

/** The number of app processes, or a refusal of WEB_CONCURRENCY's value. */
export function appProcessCount(env: Record<string, string | undefined>): number | { refuse: string } {
  const value = env.WEB_CONCURRENCY?.trim()
  if (value === undefined || value === '') return 1
  const n = /^\d{1,2}$/.test(value) ? Number(value) : NaN
  if (!(n >= 1 && n <= MAX_APP_PROCESSES)) return { refuse: `WEB_CONCURRENCY must be a number of app processes from 1 to ${MAX_APP_PROCESSES} (got "${value}")` }
  return n
}
