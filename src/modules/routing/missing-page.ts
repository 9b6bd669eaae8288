import { z } from 'zod'
import { internalTable } from '@/lib/internal-table'
import { isPagePath } from '@/modules/content/page-path'

/**
 * The first path segments under /{lang}/ that are the site's own routes (the folders of
 * src/app/[lang]/; missing-page.test.ts keeps the two in step). Every other path is the catch-all's:
 * a content page, or nothing.
 */
export const APP_ROUTE_SEGMENTS = [
  'alerts',
  'cockpit',
  'confirm-email',
  'ejournal',
  'ejournals',
  'forgot-password',
  'institution',
  'institutions',
  'job',
  'jobs',
  'login',
  'register',
  'reset-password',
  'status-page',
  'verify',
] as const

/**
 * Whether `pathname` (/{lang}/…) is a path of the content-page catch-all that names no published page
 * in any language (`pagePaths`: every published page's path in every language; a path of another
 * language is moved by the page, so it counts). The proxy answers those with the rendered 404 page
 * itself: a notFound() from the page would send Next's empty error shell (issue 12.7).
 */
export function isMissingContentPath(pathname: string, pagePaths: ReadonlySet<string>): boolean {
  const match = /^\/(?:de|fr|it)\/(.+)$/.exec(pathname)
  const rest = match?.[1]?.replace(/\/+$/, '')
  if (!rest) return false
  const first = rest.split('/')[0] ?? ''
  if ((APP_ROUTE_SEGMENTS as readonly string[]).includes(first)) return false
  return !isPagePath(rest) || !pagePaths.has(rest)
}

// The table of page paths, read through /api/page-paths. Kept for 2 s only: a page the team has
// just published is reached at once. Unknown (start-up, a failed read): null, and the page decides.
const PagePathsAnswer = z.object({ paths: z.array(z.string()) })
export const contentPagePaths = internalTable<ReadonlySet<string> | null>('/api/page-paths', 2_000, (body) => new Set(PagePathsAnswer.parse(body).paths), null)
