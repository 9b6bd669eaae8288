import { legacyRedirect } from './legacy-paths'

// Route rules consulted on every request: the team's redirects collection first, then the legacy paths.
// The collection is read through /api/route-rules and kept for a short while in this process.

export interface RouteRule {
  to: string
  status: 301 | 302 | 307 | 308
}

const TTL_MS = 15_000
let cache: { at: number; rules: Map<string, RouteRule> } | undefined
let loading: Promise<Map<string, RouteRule>> | undefined

async function loadRules(origin: string): Promise<Map<string, RouteRule>> {
  const res = await fetch(`${origin}/api/route-rules`, { cache: 'no-store' })
  if (!res.ok) throw new Error(`route rules: ${res.status}`)
  const body = (await res.json()) as { rules: { from: string; to: string; status: RouteRule['status'] }[] }
  return new Map(body.rules.map((r) => [r.from, { to: r.to, status: r.status }]))
}

async function teamRules(origin: string): Promise<Map<string, RouteRule>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.rules
  loading ??= loadRules(origin)
    .then((rules) => {
      cache = { at: Date.now(), rules }
      return rules
    })
    // Without the rule table (e.g. during start-up) requests still go through; the last known rules stay.
    .catch(() => cache?.rules ?? new Map<string, RouteRule>())
    .finally(() => {
      loading = undefined
    })
  return loading
}

export async function findRouteRule(pathname: string, origin: string): Promise<RouteRule | null> {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const team = (await teamRules(origin)).get(normalized)
  if (team) return team
  const legacy = legacyRedirect(normalized)
  return legacy ? { to: legacy, status: 301 } : null
}
