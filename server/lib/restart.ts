// @ts-check
// Restart back-off of the app process (scripts/start.mjs): 1 s, 2 s, 4 s … at most 30 s between
// crashes in a row; a process that ran a minute without crashing starts the count again.
export const RESTART_MIN_MS = 1000
export const RESTART_MAX_MS = 30_000
export const STABLE_MS = 60_000

/**
 * The wait before the next start, given how many crashes came in a row (this one included).
 * @param {number} crashesInARow
 */
export function restartDelay(crashesInARow) {
  return Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** Math.max(0, crashesInARow - 1))
}

/**
 * Crashes in a row after a crash of a process that ran `ranMs`.
 * @param {number} previous
 * @param {number} ranMs
 */
export function nextCrashCount(previous, ranMs) {
  return ranMs >= STABLE_MS ? 1 : previous + 1
}
