import 'server-only'
import { keptTable } from '@/lib/kept-table'
import { payloadClient } from '@/lib/payload'
import { linkAdFrameOrigins } from '../jobs/link-ad-frames.server'
import { filterDictionary } from '../search-path/dictionary.server'
import { readAnalyticsSetup } from '../consent/analytics-setup.server'
import type { AnalyticsSetup } from '../consent/analytics'
import type { FilterDictionary } from '../search-path/vocabulary'
import type { FrameOriginTable } from './frame-origins'
import { activeRedirects } from './redirects.server'
import type { RouteRuleTable } from './route-rules'

// The tables the proxy (src/proxy.ts) reads on every request, loaded by calling the module functions
// in this process (no request to our own server, ADR 0056) and kept per process. How long a change in
// /admin takes to reach every process at most (the same as before ADR 0056):
//   route rules (redirects)   15 s
//   link-ad frame origins     60 s
//   filter dictionary         60 s here + 60 s of the essentials cache it is built from = 120 s
//   analytics setup           15 s (the page's analytics island and its policy, ADR 0066)
// Each load waits at most 2 s (ADR 0047); a slow or failed load keeps the last known table, else an
// empty one (no team rules, no extra frame origin, no dictionary: the page redirects itself).

export const ROUTE_RULES_TTL_MS = 15_000
export const FRAME_ORIGINS_TTL_MS = 60_000
export const FILTER_DICTIONARY_TTL_MS = 60_000
export const ANALYTICS_SETUP_TTL_MS = 15_000

export const teamRouteRules = keptTable<RouteRuleTable>(async () => new Map((await activeRedirects(await payloadClient())).map((r) => [r.from, { to: r.to, status: r.status }])), {
  ttlMs: ROUTE_RULES_TTL_MS,
  fallback: new Map(),
})

export const linkAdOrigins = keptTable<FrameOriginTable>(async () => new Map(Object.entries(await linkAdFrameOrigins(await payloadClient()))), {
  ttlMs: FRAME_ORIGINS_TTL_MS,
  fallback: new Map(),
})

export const searchDictionary = keptTable<FilterDictionary | null>(async () => filterDictionary(await payloadClient()), {
  ttlMs: FILTER_DICTIONARY_TTL_MS,
  fallback: null,
})

export const analyticsSetup = keptTable<AnalyticsSetup | null>(async () => readAnalyticsSetup(await payloadClient()), {
  ttlMs: ANALYTICS_SETUP_TTL_MS,
  fallback: null,
})
