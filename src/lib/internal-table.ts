/**
 * A table the proxy reads from one of our own routes (route rules, the filter dictionary, link-ad
 * origins): fetched at most once per `ttlMs` in this process, one request at a time, and when a
 * refresh fails (e.g. during start-up) the last known table stays, else `fallback`. One value per
 * process, however many URLs are served. A fetch that takes longer than `timeoutMs` counts as
 * failed (ADR 0047: no request waits on its own server without a bound).
 */
export const INTERNAL_FETCH_TIMEOUT_MS = 2000

export function internalTable<T>(path: string, ttlMs: number, parse: (body: unknown) => T, fallback: T, timeoutMs = INTERNAL_FETCH_TIMEOUT_MS) {
  let cache: { at: number; value: T } | undefined
  let loading: Promise<T> | undefined
  return function read(origin: string): Promise<T> {
    if (cache && Date.now() - cache.at < ttlMs) return Promise.resolve(cache.value)
    loading ??= fetch(`${origin}${path}`, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${path}: ${res.status}`)
        const value = parse(await res.json())
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
