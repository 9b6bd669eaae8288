// Restart back-off of the app process (server/start.ts): 1 s, 2 s, 4 s … at most 30 s between
// crashes in a row; a process that ran a minute without crashing starts the count again.
export const RESTART_MIN_MS = 1000
export const RESTART_MAX_MS = 30_000
export const STABLE_MS = 60_000

/** The wait before the next start, given how many crashes came in a row (this one included). */
export function restartDelay(crashesInARow: number): number {
  return Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** Math.max(0, crashesInARow - 1))
}

/** Crashes in a row after a crash of a process that ran `ranMs`. */
export function nextCrashCount(previous: number, ranMs: number): number {
  return ranMs >= STABLE_MS ? 1 : previous + 1
}
