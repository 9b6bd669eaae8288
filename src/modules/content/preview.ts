import { z } from '@/lib/zod'
import { localeFromPath } from '@/i18n/locales'

// Previews of unsaved drafts for the team (ADR 0061, "Live preview of drafts"): /api/preview turns
// on Next's draft mode for a team session and sends the browser to the page; /api/preview/exit turns
// it off. Pure rules here; the routes and the page check the session.

/** Where the team's preview starts and where it is left. */
export const PREVIEW_ROUTE = '/api/preview'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

const MAX_PATH = 512

/**
 * The page a preview may lead to: a path of this site under a language (`/de/…`), never an address
 * of another site (`https://…`, `//host`, `/\host`), else null. No open redirect.
 */
export function previewPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // backslashes, spaces and control characters: browsers read `/\host` as another host
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null
  let parsed: URL
  try {
    parsed = new URL(value, 'http://preview.invalid')
  } catch {
    return null
  }
  if (parsed.origin !== 'http://preview.invalid') return null
  if (!localeFromPath(parsed.pathname)) return null
  return `${parsed.pathname}${parsed.search}`
}

/** The query of both preview routes: `?path=/de/…`. */
export const previewQuery = z.object({ path: z.string().max(MAX_PATH) })

/** The preview address of a page in a language (the collection's preview and live preview). */
export function previewUrl(locale: string, pagePath: string): string {
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ path: `/${locale}/${pagePath}` }).toString()}`
}

/** The address that leaves the preview and shows the page as the public sees it. */
export function previewExitUrl(path: string): string {
  return `${PREVIEW_EXIT_ROUTE}?${new URLSearchParams({ path }).toString()}`
}

/**
 * Next's draft-mode cookie (`__prerender_bypass`, set by `draftMode().enable()`). Its presence alone
 * proves nothing: the page checks the team session again. The page cache never keeps or serves a
 * request that carries it, and the proxy lets only such a request be framed by /admin's live preview.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
