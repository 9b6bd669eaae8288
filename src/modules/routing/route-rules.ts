import { z } from '@/lib/zod'
import { internalTable } from '@/lib/internal-table'
import { legacyRedirect } from './legacy-paths'

// Route rules consulted on every request: the team's redirects collection first, then the legacy paths.
// The collection is read through /api/route-rules and kept for a short while in this process.

export interface RouteRule {
  to: string
  status: 301 | 302 | 307 | 308
}

// Without the rule table (e.g. during start-up) requests still go through; the last known rules stay.
// Our own endpoint, still a boundary: an answer of another shape keeps the last known rules.
const RouteRulesAnswer = z.object({
  rules: z.array(z.object({ from: z.string(), to: z.string(), status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]) })),
})
const teamRules = internalTable(
  '/api/route-rules',
  15_000,
  (body) => new Map(RouteRulesAnswer.parse(body).rules.map((r) => [r.from, { to: r.to, status: r.status }])),
  new Map<string, RouteRule>(),
)

export async function findRouteRule(pathname: string, origin: string): Promise<RouteRule | null> {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const team = (await teamRules(origin)).get(normalized)
  if (team) return team
  const legacy = legacyRedirect(normalized)
  return legacy ? { to: legacy, status: 301 } : null
}
