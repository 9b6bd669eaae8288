// Purges of the shared cache tier (ADR 0074): every invalidation of the page store sends an xkey
// purge of its tags to each configured endpoint (SHARED_CACHE_PURGE_URLS, deploy/varnish/default.vcl):
// `PURGE /` with the tags in `xkey-purge`. Nothing waits for it but a write's answer (write-barrier.ts);
// every attempt is bounded, failures are retried with a back-off and logged (ADR 0047).
// Each app process purges what it hears (every process hears every change): purges are idempotent,
// and no process depends on another being up.
import { z } from '@/lib/zod'
import { ALL_TAG, UNTAGGED_TAG } from './shared-tier'

/** The request header the VCL reads the tags of a purge from. */
export const PURGE_HEADER = 'xkey-purge'
/** More tags than this in one purge: everything is purged instead (one short header). */
const MAX_TAGS = 200

/** The endpoints of SHARED_CACHE_PURGE_URLS (a comma list of http(s) URLs); throws on anything else. */
export function purgeUrlsOf(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return z.array(z.url({ protocol: /^https?$/, error: 'SHARED_CACHE_PURGE_URLS must be a comma list of http(s):// URLs' })).parse(urls)
}

/** Sends one purge; resolves with the answer's status. */
export type SendPurge = (url: string, tags: readonly string[], timeoutMs: number) => Promise<number>

export const sendPurge: SendPurge = async (url, tags, timeoutMs) => {
  const res = await fetch(url, { method: 'PURGE', headers: { [PURGE_HEADER]: tags.join(' ') }, signal: AbortSignal.timeout(timeoutMs) })
  await res.arrayBuffer().catch(() => undefined)
  return res.status
}

type PurgerOptions = {
  urls: readonly string[]
  log: (msg: string) => void
  timeoutMs?: number
  retryMs?: readonly number[]
  send?: SendPurge
}

export type Purger = {
  /** Purges these tags (or everything) at every endpoint; returns at once. */
  purge: (tags: readonly string[] | 'all') => void
  /**
   * Resolves when every purge asked for so far has been tried once at each endpoint (sent, or failed:
   * nothing waits for the retries of a failed one). A purge asked for while an endpoint waits to
   * retry is sent at once, with the tags being retried, not after the back-off.
   */
  settled: () => Promise<void>
}

type Endpoint = {
  url: string
  waiting: Set<string>
  running: boolean
  /** purges asked for, and how many of them have been tried once */
  asked: number
  tried: number
  waiters: (() => void)[]
  /** ends the back-off before a retry early (a new purge came) */
  cutShort: (() => void) | null
}

export function sharedCachePurger({ urls, log, timeoutMs = 2000, retryMs = [250, 1000, 4000], send = sendPurge }: PurgerOptions): Purger {
  const endpoints: Endpoint[] = urls.map((url) => ({ url, waiting: new Set(), running: false, asked: 0, tried: 0, waiters: [], cutShort: null }))
  const wake = (endpoint: Endpoint) => {
    for (const waiter of endpoint.waiters.splice(0)) waiter()
  }
  /** One attempt: '' when the endpoint took it, else why not. */
  const sendOnce = async (endpoint: Endpoint, tags: readonly string[]): Promise<string> => {
    try {
      const status = await send(endpoint.url, tags, timeoutMs)
      return status >= 200 && status < 300 ? '' : `status ${status}`
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }
  const backOff = (endpoint: Endpoint, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      timer.unref()
      endpoint.cutShort = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => (endpoint.cutShort = null))

  // One purge at a time per endpoint; the tags that come meanwhile go out together in the next one.
  // A failed purge is retried after each back-off (its tags joined by those that came meanwhile), then
  // logged. Every purge's first attempt is waited for by the writes (settled): a purge that comes
  // during a back-off ends it, so a write never waits behind the back-off of an earlier failure, and
  // an endpoint that failed before is waited for again as soon as it answers (ADR 0074).
  const drain = async (endpoint: Endpoint): Promise<void> => {
    endpoint.running = true
    const retried = new Set<string>()
    let failures = 0
    while (endpoint.waiting.size > 0 || retried.size > 0) {
      for (const tag of endpoint.waiting) retried.add(tag)
      endpoint.waiting.clear()
      const upTo = endpoint.asked
      const tags = retried.has(ALL_TAG) || retried.size > MAX_TAGS ? [ALL_TAG] : [...retried]
      const failure = await sendOnce(endpoint, tags)
      endpoint.tried = upTo
      wake(endpoint)
      if (!failure) {
        retried.clear()
        failures = 0
        continue
      }
      if (failures >= retryMs.length) {
        failures = 0
        log(`shared cache: the purge of ${tags.join(' ')} at ${endpoint.url} failed ${retryMs.length + 1} times (${failure}); its pages may be served until they expire`)
        retried.clear()
        continue
      }
      await backOff(endpoint, retryMs[failures++] ?? 0)
    }
    endpoint.running = false
    wake(endpoint)
  }

  return {
    purge(tags) {
      // pages that name no tags go on any change, as in the page store (ADR 0073)
      const keys = tags === 'all' || tags.length === 0 ? [ALL_TAG] : [...tags, UNTAGGED_TAG]
      for (const endpoint of endpoints) {
        for (const key of keys) endpoint.waiting.add(key)
        endpoint.asked++
        if (!endpoint.running) void drain(endpoint)
        else endpoint.cutShort?.()
      }
    },
    async settled() {
      await Promise.all(
        endpoints.map((endpoint) => {
          const target = endpoint.asked
          return new Promise<void>((resolve) => {
            const check = () => (endpoint.tried >= target ? resolve() : endpoint.waiters.push(check))
            check()
          })
        }),
      )
    },
  }
}
