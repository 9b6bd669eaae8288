import { env } from '@/lib/env'

/**
 * The client's IP, for rate limits only.
 *
 * The app process appends the TCP peer of every request to X-Forwarded-For as its last entry
 * (server/preload.ts, loaded by `npm start`), whatever the client sent. Each trusted
 * reverse proxy in front of the app appends the address it saw in the same way, so with
 * `hops` trusted proxies (TRUSTED_PROXY_HOPS) the client is the entry `hops` places before the
 * last one:
 *   hops = 0 (no proxy):  "<anything the client wrote>, <client = TCP peer>"
 *   hops = 1:             "<anything>, <client>, <proxy = TCP peer>"
 * Entries further left are whatever the client wrote and are never used. A chain shorter than
 * expected (fewer proxies than configured) yields its first entry, which a proxy wrote.
 */
export function clientIp(headers: Headers, hops: number = env().TRUSTED_PROXY_HOPS): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return headers.get('x-real-ip')?.trim() || 'local'
  return chain[Math.max(0, chain.length - 1 - Math.max(0, hops))] ?? 'local'
}
