import { within } from './within'

/**
 * A table read on every request (route rules, link-ad origins, the filter dictionary) and loaded at
 * most once per `ttlMs` in this process, one load at a time. A load that fails, or takes longer than
 * `timeoutMs`, keeps the last known table, else `fallback` (ADR 0047: no request waits without a
 * bound). One value per table, whatever the request, so its memory is bounded by the table itself.
 */
export const KEPT_TABLE_TIMEOUT_MS = 2000

export interface KeptTableOptions<T> {
  ttlMs: number
  fallback: T
  timeoutMs?: number
}

export function keptTable<T>(load: () => Promise<T>, { ttlMs, fallback, timeoutMs = KEPT_TABLE_TIMEOUT_MS }: KeptTableOptions<T>) {
  let cache: { at: number; value: T } | undefined
  let loading: Promise<T> | undefined
  return function read(): Promise<T> {
    if (cache && Date.now() - cache.at < ttlMs) return Promise.resolve(cache.value)
    loading ??= within(Promise.resolve().then(load), timeoutMs)
      .then((value) => {
        cache = { at: Date.now(), value }
        return value
      })
      .catch(() => cache?.value ?? fallback)
      .finally(() => {
        loading = undefined
      })
    return loading
  }
}
