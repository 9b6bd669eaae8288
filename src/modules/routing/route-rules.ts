import { legacyRedirect } from './legacy-paths'

// Route rules consulted on every request: the team's redirects collection first, then the legacy paths.
// The proxy reads the team's rules through proxy-tables.server.ts (kept 15 s in the process).

export interface RouteRule {
  to: string
  status: 301 | 302 | 307 | 308
}

/** The team's rules by their `from` path (without a trailing slash). */
export type RouteRuleTable = ReadonlyMap<string, RouteRule>

export async function findRouteRule(pathname: string, teamRules: () => Promise<RouteRuleTable>): Promise<RouteRule | null> {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const team = (await teamRules()).get(normalized)
  if (team) return team
  const legacy = legacyRedirect(normalized)
  return legacy ? { to: legacy, status: 301 } : null
}
