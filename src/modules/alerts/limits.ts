// Limits of job alerts (ADR 0011).

/** Alerts (pending or active) per e-mail address. */
export const MAX_ALERTS_PER_EMAIL = 20
/** Unconfirmed alerts per address: a stranger cannot fill someone's inbox with confirmation mails. */
export const MAX_PENDING_PER_EMAIL = 3
/** A confirmation link works this long after its mail; an unconfirmed alert is deleted afterwards. */
export const CONFIRM_DAYS = 7
export const CONFIRM_MS = CONFIRM_DAYS * 24 * 60 * 60 * 1000
/** Saving the same unconfirmed search again re-sends its mail, at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000
/** Ads listed in one alert mail (the newest); the mail links to the full search. */
export const MAX_JOBS_PER_MAIL = 20
/** Anonymous saves per client IP and hour (each may send a mail). */
export const SAVES_PER_IP_PER_HOUR = 10

export interface WindowCounter {
  /** Counts one use of `key`; false when the key has used up its window. */
  take(key: string): boolean
}

/**
 * A fixed-window counter per key in this process's memory. Like the statistics limiter, each app
 * process counts on its own and a restart forgets: enough to slow down a script, and the per-address
 * limits above (in PostgreSQL) hold regardless.
 */
export function createWindowCounter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: { limit: number; windowMs: number; maxKeys?: number; now?: () => number }): WindowCounter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key) {
      const time = now()
      let entry = windows.get(key)
      if (!entry || time - entry.start >= windowMs) entry = { start: time, count: 0 }
      windows.delete(key)
      windows.set(key, entry)
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string)
      if (entry.count >= limit) return false
      entry.count += 1
      return true
    },
  }
}
