// Whether the page cache may keep a page (ADR 0034, ADR 0055): one declaration per page of the app
// (each `page.tsx` under src/app, by its path pattern, route groups left out). `public`: the same for
// every anonymous visitor, kept until the data behind it changes; `private`: signed-in screens,
// forms with their own state, the status pages. A page without a declaration is never kept, and
// page-caching.test.ts fails until it has one. Pure: the server wrapper (server/page-cache) reads it.

export type PageCaching = 'public' | 'private'

export const PAGE_CACHING: Readonly<Record<string, PageCaching>> = {
  '/[lang]': 'public',
  '/[lang]/[...slug]': 'public',
  // a modal story opened directly is its page; the dialog (the @modal slot's interception) is only
  // ever an RSC payload, keyed apart by the router's headers (ADR 0062)
  '/[lang]/modal/[...slug]': 'public',
  '/[lang]/(.)modal/[...slug]': 'private',
  '/[lang]/jobs/[[...filter]]': 'public',
  '/[lang]/job/[id]': 'public',
  '/[lang]/institutions/[[...filter]]': 'public',
  '/[lang]/institution/[id]': 'public',
  '/[lang]/ejournals/[[...filter]]': 'public',
  '/[lang]/ejournal/[slug]': 'public',
  '/[lang]/ejournal/autor/[author]/[[...page]]': 'public',
  '/[lang]/ejournal/auteur/[author]/[[...page]]': 'public',
  '/[lang]/ejournal/autore/[author]/[[...page]]': 'public',
  '/[lang]/angebot': 'public',
  '/[lang]/offre': 'public',
  '/[lang]/offerta': 'public',
  // the same for everyone: figures only, no session read (ADR 0064)
  '/[lang]/arbeitgeber-vergleich/[ids]': 'public',
  '/[lang]/comparaison-employeurs/[ids]': 'public',
  '/[lang]/confronto-datori-di-lavoro/[ids]': 'public',
  '/[lang]/alerts/confirm': 'private',
  '/[lang]/alerts/unsubscribe': 'private',
  '/[lang]/cockpit': 'private',
  '/[lang]/cockpit/institutions/[[...child]]': 'private',
  '/[lang]/cockpit/internships-finder/[[...child]]': 'private',
  '/[lang]/cockpit/internships/[[...child]]': 'private',
  '/[lang]/cockpit/invoices': 'private',
  '/[lang]/cockpit/jobs-create/[[...child]]': 'private',
  '/[lang]/cockpit/jobs/[[...child]]': 'private',
  '/[lang]/cockpit/reviews/[[...child]]': 'private',
  '/[lang]/cockpit/statistics': 'private',
  '/[lang]/cockpit/user/[[...child]]': 'private',
  '/[lang]/confirm-email': 'private',
  '/[lang]/forgot-password': 'private',
  '/[lang]/login': 'private',
  '/[lang]/login/code': 'private',
  '/[lang]/login/setup': 'private',
  '/[lang]/register': 'private',
  '/[lang]/reset-password': 'private',
  '/[lang]/status-page/[status]': 'private',
  '/[lang]/verify': 'private',
  '/admin/[[...segments]]': 'private',
}

type Segment = { kind: 'static'; name: string } | { kind: 'dynamic' } | { kind: 'catchAll' } | { kind: 'optionalCatchAll' }

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part.startsWith('[[...')) return { kind: 'optionalCatchAll' }
      if (part.startsWith('[...')) return { kind: 'catchAll' }
      if (part.startsWith('[')) return { kind: 'dynamic' }
      return { kind: 'static', name: part }
    })
}

function matches(pattern: Segment[], parts: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!
    if (segment.kind === 'optionalCatchAll') return true
    if (segment.kind === 'catchAll') return parts.length > i
    const part = parts[i]
    if (part === undefined) return false
    if (segment.kind === 'static' && segment.name !== part) return false
  }
  return parts.length === pattern.length
}

const RANK = { static: 0, dynamic: 1, catchAll: 2, optionalCatchAll: 3 } as const

/** Next's order: at the first segment where two patterns differ, static before dynamic before catch-all. */
function moreSpecific(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const ra = a[i] ? RANK[a[i]!.kind] : -1
    const rb = b[i] ? RANK[b[i]!.kind] : -1
    if (ra !== rb) return ra - rb
  }
  return 0
}

type Route = { pattern: string; segments: Segment[] }

/** The routes in Next's order of matching. */
export function routeTable(patterns: readonly string[]): Route[] {
  return [...new Set(patterns)].map((pattern) => ({ pattern, segments: segmentsOf(pattern) })).sort((a, b) => moreSpecific(a.segments, b.segments))
}

/** The page pattern of `routes` a path is answered by (the most specific match, as Next picks it), or null. */
export function pagePatternOf(pathname: string, routes: readonly Route[]): string | null {
  let parts: string[]
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
  return routes.find((route) => matches(route.segments, parts))?.pattern ?? null
}

/**
 * Whether the page answering this path may be kept: the page the app has for it (its built routes,
 * `appRoutes`) is declared public. A page without a declaration, a private one and a path no page
 * answers are not kept.
 */
export function pageMayBeKept(pathname: string, appRoutes: readonly Route[], table: Readonly<Record<string, PageCaching>> = PAGE_CACHING): boolean {
  const pattern = pagePatternOf(pathname, appRoutes)
  return pattern !== null && table[pattern] === 'public'
}
