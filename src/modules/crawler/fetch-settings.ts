import { env, type Env } from '@/lib/env'
import type { FetchSettings } from './fetch-http'
import { ROBOT_TOKEN } from './fetch-session'

// The crawler's fixed settings (ADR 0070): a user agent naming the platform and a page for site
// owners, bounded waits and sizes; loopback only when CRAWLER_ALLOW_LOOPBACK=true (tests).

export function crawlerUserAgent(e: Pick<Env, 'CRAWLER_CONTACT_URL' | 'PUBLIC_URL'> = env()): string {
  return `${ROBOT_TOKEN}/1.0 (Helvemed job crawler; +${e.CRAWLER_CONTACT_URL ?? e.PUBLIC_URL})`
}

export function crawlerFetchSettings(e: Env = env()): FetchSettings {
  return {
    userAgent: crawlerUserAgent(e),
    allowLoopback: e.CRAWLER_ALLOW_LOOPBACK,
    connectTimeoutMs: 5_000,
    totalTimeoutMs: 20_000,
    maxBytes: 3 * 1024 * 1024,
    maxRedirects: 3,
  }
}
