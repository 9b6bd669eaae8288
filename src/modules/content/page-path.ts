// Paths of content pages (the `pages` collection), served by the catch-all route /{lang}/{path…}.
// A path is one or more lowercase slug segments joined by "/", without the language prefix:
// "datenschutz", "rechtliches/agb".

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_PATH_MAX = 200

/**
 * First segments that belong to the site's own routes (src/app/[lang]/(site)/*) or are reserved for
 * routes the app has: a page there would never be reached, so the collection refuses it.
 */
export const RESERVED_FIRST_SEGMENTS = [
  'alerts',
  'angebot',
  'arbeitgeber-vergleich',
  'author',
  'comparaison-employeurs',
  'cockpit',
  'confirm-email',
  'confronto-datori-di-lavoro',
  'ejournal',
  'ejournals',
  'forgot-password',
  'institution',
  'institutions',
  'job',
  'jobs',
  'login',
  'modal',
  'offerta',
  'offre',
  'register',
  'reset-password',
  'status-page',
  'verify',
] as const

/** Route segments -> the page path they ask for, or null when they cannot name a page. */
export function pagePathFromSegments(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0) return null
  const path = segments.join('/')
  return isPagePath(path) ? path : null
}

export function isPagePath(path: string): boolean {
  return path.length <= PAGE_PATH_MAX && path.split('/').every((segment) => SEGMENT.test(segment))
}

export type PagePathProblem = 'format' | 'reserved'

/** Why a path cannot be a page's path (null: it can). */
export function pagePathProblem(path: string): PagePathProblem | null {
  if (!isPagePath(path)) return 'format'
  const first = path.split('/')[0] ?? ''
  return (RESERVED_FIRST_SEGMENTS as readonly string[]).includes(first) ? 'reserved' : null
}
