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
   * while an endpoint fails, nothing waits for its retries).
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
  /** the purge under way failed its first attempt and is being retried (writes do not wait for retries) */
  failing: boolean
  waiters: (() => void)[]
}

export function sharedCachePurger({ urls, log, timeoutMs = 2000, retryMs = [250, 1000, 4000], send = sendPurge }: PurgerOptions): Purger {
  const endpoints: Endpoint[] = urls.map((url) => ({ url, waiting: new Set(), running: false, asked: 0, tried: 0, failing: false, waiters: [] }))
  const wake = (endpoint: Endpoint) => {
    for (const waiter of endpoint.waiters.splice(0)) waiter()
  }

  const attempt = async (endpoint: Endpoint, tags: readonly string[], upTo: number): Promise<void> => {
    let failure = ''
    for (let i = 0; i <= retryMs.length; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, retryMs[i - 1]).unref())
      try {
        const status = await send(endpoint.url, tags, timeoutMs)
        if (status >= 200 && status < 300) {
          endpoint.failing = false
          failure = ''
          break
        }
        failure = `status ${status}`
      } catch (e) {
        failure = e instanceof Error ? e.message : String(e)
      }
      if (i === 0) {
        endpoint.failing = true
        endpoint.tried = upTo
        wake(endpoint)
      }
    }
    endpoint.tried = upTo
    // the retries are over: the endpoint's next purge is tried afresh and writes wait for it again
    // (a cache that was down once, when the process started say, must not free every later write
    // from waiting: the request after an edit would get the page of before; ADR 0074)
    endpoint.failing = false
    wake(endpoint)
    if (failure) log(`shared cache: the purge of ${tags.join(' ')} at ${endpoint.url} failed ${retryMs.length + 1} times (${failure}); its pages may be served until they expire`)
  }

  // One purge at a time per endpoint; the tags that come meanwhile go out together in the next one.
  const drain = async (endpoint: Endpoint): Promise<void> => {
    endpoint.running = true
    while (endpoint.waiting.size > 0) {
      const tags = endpoint.waiting.has(ALL_TAG) || endpoint.waiting.size > MAX_TAGS ? [ALL_TAG] : [...endpoint.waiting]
      endpoint.waiting.clear()
      await attempt(endpoint, tags, endpoint.asked)
    }
    endpoint.running = false
    wake(endpoint)
  }

  const triedOnce = (endpoint: Endpoint, target: number) => endpoint.failing || endpoint.tried >= target

  return {
    purge(tags) {
      // pages that name no tags go on any change, as in the page store (ADR 0073)
      const keys = tags === 'all' || tags.length === 0 ? [ALL_TAG] : [...tags, UNTAGGED_TAG]
      for (const endpoint of endpoints) {
        for (const key of keys) endpoint.waiting.add(key)
        endpoint.asked++
        if (!endpoint.running) void drain(endpoint)
      }
    },
    async settled() {
      await Promise.all(
        endpoints.map((endpoint) => {
          const target = endpoint.asked
          return new Promise<void>((resolve) => {
            const check = () => (triedOnce(endpoint, target) ? resolve() : endpoint.waiters.push(check))
            check()
          })
        }),
      )
    },
  }
}
