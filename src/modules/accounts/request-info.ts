import { env } from '@/lib/env'

/**
 * The client's IP, for rate limits only. Each trusted reverse proxy appends the address it saw to
 * X-Forwarded-For, so with N proxies the client is the N-th entry from the end; entries before it
 * are whatever the client sent and are never trusted. Without a proxy, Next.js fills the header
 * from the socket when the client sent none (with TRUSTED_PROXY_HOPS=1, the default, a client that
 * talks to the app directly could still name itself: put a proxy in front in production).
 * TRUSTED_PROXY_HOPS=0 ignores the header: every client then shares one budget.
 */
export function clientIp(headers: Headers, hops: number = env().TRUSTED_PROXY_HOPS): string {
  if (hops <= 0) return 'local'
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain[chain.length - hops] ?? chain[0] ?? headers.get('x-real-ip') ?? 'local'
}
