// The running build and the browser's offer to reload for a newer one (ADR 0066). Pure: the answer
// of GET /api/build (its shape), the poll's timing and the reload guard, read by the client island
// src/ui/build-update/build-update-notice.tsx.
/** Where the browser asks for the build the server runs. */
export const BUILD_PATH = '/api/build'

/** What GET /api/build answers: the id of the build the answering process runs. */
export interface BuildAnswer {
  build_id: string
}

/** How long browsers (and proxies in front) may keep the answer. */
export const BUILD_ANSWER_MAX_AGE_S = 30

/** How often an open page asks (it also asks whenever the tab becomes visible again). */
export const BUILD_POLL_MS = 5 * 60_000

/** A reload for a new build within this time of the last one is not offered again (no reload loops). */
export const RELOAD_GUARD_MS = 10_000

/** The sessionStorage entry of the last reload for a new build (its time in ms). */
export const RELOAD_GUARD_KEY = 'helvemed:build-reload'

/** The sessionStorage entry of the build whose notice the visitor closed (not offered again on this tab). */
export const DISMISSED_KEY = 'helvemed:build-dismissed'

/**
 * The build of an answer, or null when it is not one (an error page, a proxy's answer). Checked by
 * hand, not with Zod: this runs in the browser, where Zod probes `new Function`, which the page's
 * policy refuses (a reported violation, ADR 0016).
 */
export function buildIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const id = (body as { build_id?: unknown }).build_id
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : null
}

/** Whether the guard still holds: a reload for a new build happened less than RELOAD_GUARD_MS ago. */
export function reloadGuarded(lastReload: string | null, now: number): boolean {
  const at = Number(lastReload)
  if (!lastReload || !Number.isFinite(at)) return false
  return now - at >= 0 && now - at < RELOAD_GUARD_MS
}

/**
 * Whether to offer a reload: the server runs another build than the one that rendered this page,
 * the visitor did not close the notice for that build, and no reload for a new build just happened
 * (during a deploy a balancer may answer from an old and a new process in turn: ADR 0066).
 */
export function offerReload(input: { pageBuild: string; latest: string | null; dismissed: string | null; lastReload: string | null; now: number }): boolean {
  if (!input.latest || input.latest === input.pageBuild) return false
  if (input.dismissed === input.latest) return false
  return !reloadGuarded(input.lastReload, input.now)
}
