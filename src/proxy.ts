import createIntlMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { routing } from './i18n/routing'
import { apiError } from './lib/http/api-error'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, localeFromPath } from './i18n/locales'
import { cockpitGuards, cockpitPathOf, COCKPIT_SECTIONS } from './modules/accounts/cockpit-routes'
import { runGuards } from './modules/accounts/guards'
import { adminAuthTarget, isAdminAuthView, isAdminUnauthorizedView, preferredLocale } from './modules/accounts/admin-login'
import { isBot } from './modules/routing/bots'
import { isCrossSiteMutation, isCsrfExempt } from './modules/routing/csrf'
import { canonicalSearchLocation } from './modules/routing/canonical-filter'
import { findRouteRule } from './modules/routing/route-rules'
import { frameOriginsFor } from './modules/routing/frame-origins'
import { analyticsSetup, linkAdOrigins, searchDictionary, teamRouteRules } from './modules/routing/proxy-tables.server'
import { ANALYTICS_ORIGINS_HEADER, ANALYTICS_SETUP_HEADER, analyticsOrigins, withAnalyticsOrigins } from './modules/consent/analytics'
import { consentsToStatistics } from './modules/consent/consent'
import { DRAFT_MODE_COOKIE } from './modules/content/preview'
import { adminCsp, newNonce, pageCsp } from './lib/security-headers'
import { NOT_FOUND_PATH_HEADER, STATUS_PAGE_HEADER, STATUS_PAGE_SEGMENT } from './modules/routing/status-page'
import { localePath, paths, withQuery } from './modules/routing/routes'
import { sessionViewer } from './modules/accounts/session-viewer.server'

// The proxy runs in the app's process (Node.js runtime) and calls module functions directly: the
// session, the route rules, the link-ad frame origins and the filter dictionary are read through the
// app's Payload instance and its database pool, each wait bounded (ADRs 0047, 0056).
const intl = createIntlMiddleware(routing)

/**
 * A fetch from script, such as the client router's navigations and prefetches: it expects an RSC payload,
 * not a page. Next strips its own RSC headers and the _rsc parameter before the proxy sees a request, so
 * this goes by the browser's Fetch Metadata (and Next's next-url header, which stays).
 */
function isScriptFetch(req: NextRequest): boolean {
  return req.headers.get('sec-fetch-dest') === 'empty' || req.headers.has('next-url')
}

function statusResponse(req: NextRequest, locale: string, status: number, headers: Headers): NextResponse {
  // Bots get the bare status. So do the client router's requests (prefetches of guarded links included):
  // rewritten to the status page, an RSC request failed Next's _rsc check (a 307 to a new _rsc key, then
  // a request that never finished); a body that is not an RSC payload makes the router load the URL as
  // a document instead, which gets the status page (ADR 0016).
  if (isBot(req.headers.get('user-agent')) || isScriptFetch(req)) return new NextResponse(null, { status, headers: { 'cache-control': 'no-store' } })
  const url = new URL(`/${locale}/${STATUS_PAGE_SEGMENT}/${status}`, req.url)
  headers.set('x-next-intl-locale', locale)
  // The layout leaves out canonical and hreflang links: a status page names no page to index.
  headers.set(STATUS_PAGE_HEADER, String(status))
  return NextResponse.rewrite(url, { status, request: { headers } })
}

export default async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname } = req.nextUrl
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')

  if (isCrossSiteMutation(req.method, req.headers, host) && !isCsrfExempt(req.method, pathname)) {
    return apiError('forbidden', undefined, { code: 'cross-site request rejected' })
  }
  if (pathname.startsWith('/api/')) return NextResponse.next()
  // Payload's sign-in views -> our login (password + second factor), then back to /admin (ADR 0017).
  if (isAdminAuthView(pathname)) {
    const lang = preferredLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language'))
    return NextResponse.redirect(new URL(adminAuthTarget(pathname, req.nextUrl.searchParams, lang), req.url))
  }

  // A signed-in visitor outside the team who opens /admin: Payload sends them to its English
  // "Unauthorized" view; they get our own 403 page in their language instead (ADR 0053).
  if (isAdminUnauthorizedView(pathname)) {
    const lang = preferredLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language'))
    const policy = pageCsp({ nonce: newNonce(), production: process.env.NODE_ENV === 'production' })
    return withPolicy(statusResponse(req, lang, 403, requestWithPolicy(req.headers, policy)), policy)
  }

  // Every page gets a CSP with a fresh nonce (ADR 0016). Next reads it from the request's header and
  // puts it on the scripts it emits; the response carries the same policy.
  const production = process.env.NODE_ENV === 'production'
  const nonce = newNonce()
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  // A file-like path under a language (the old /de/sitemap.xml) still passes the route rules.
  const fileLike = /\.[^/]*$/.test(pathname)
  if (fileLike && localeFromPath(pathname)) {
    const rule = await findRouteRule(pathname, teamRouteRules)
    if (rule) return NextResponse.redirect(new URL(rule.to + (rule.to.includes('?') ? '' : req.nextUrl.search), req.url), rule.status)
  }
  if (admin || pathname.startsWith('/_next/') || fileLike) {
    // Payload's admin, Next's own paths and files: no locale handling, just the policy.
    const policy = admin ? adminCsp({ nonce, production }) : pageCsp({ nonce, production })
    return withPolicy(NextResponse.next({ request: { headers: requestWithPolicy(req.headers, policy) } }), policy)
  }
  // The team's preview of drafts (ADR 0061) may be framed by /admin's live preview, on this origin
  // only; the page itself checks the session before it shows a draft.
  const preview = req.cookies.has(DRAFT_MODE_COOKIE)
  const policy = pageCsp({ nonce, production, frameOrigins: await frameOriginsFor(pathname, linkAdOrigins), framedBySelf: preview })
  // The team's analytics (ADR 0066): the layout gets the setup in a request header (never the
  // visitor's), the page's HTML is the same for everyone; only the policy of a visitor who agreed to
  // statistics allows its origins. The origins go out in a header too, for the page cache.
  const setup = await analyticsSetup()
  const origins = analyticsOrigins(setup)
  const headers = requestWithPolicy(req.headers, policy)
  if (setup) headers.set(ANALYTICS_SETUP_HEADER, JSON.stringify(setup))
  const response = await pageResponse(req, headers)
  if (origins.length > 0) response.headers.set(ANALYTICS_ORIGINS_HEADER, origins.join(' '))
  if (preview) {
    response.headers.set('x-frame-options', 'SAMEORIGIN')
    response.headers.set('cache-control', 'no-store')
  }
  return withPolicy(response, consentsToStatistics(req.headers.get('cookie')) ? withAnalyticsOrigins(policy, origins) : policy)
}

function requestWithPolicy(source: Headers, policy: string): Headers {
  const headers = new Headers(source)
  headers.set('content-security-policy', policy)
  // only the proxy names the analytics setup to the layout, never the visitor (ADR 0066)
  headers.delete(ANALYTICS_SETUP_HEADER)
  return headers
}

function withPolicy(response: NextResponse, policy: string): NextResponse {
  response.headers.set('content-security-policy', policy)
  return response
}

async function pageResponse(req: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl
  const rule = await findRouteRule(pathname, teamRouteRules)
  if (rule) return NextResponse.redirect(new URL(rule.to + (rule.to.includes('?') ? '' : search), req.url), rule.status)

  // The page components read the original path for the 404 message and canonical links.
  headers.set('x-pathname', pathname)
  headers.delete(STATUS_PAGE_HEADER)
  const response = intl(new NextRequest(req, { headers }))
  if (response.headers.get('location')) return response

  const locale = pathname.split('/')[1]
  if (!isLocale(locale)) return response

  // Search paths in another order or language: one 301 to the canonical path (docs/product-rules.md#search-engines).
  const canonical = await canonicalSearchLocation(pathname, req.nextUrl.searchParams, searchDictionary)
  if (canonical) return NextResponse.redirect(new URL(canonical + search, req.url), 301)

  // The rendered status page is only reachable through the rewrites below, and as the 404 page that
  // replaces Next's empty error shell (server/not-found-page.ts), which names the path asked for.
  if (pathname.startsWith(`/${locale}/${STATUS_PAGE_SEGMENT}`)) {
    const asked = req.headers.get(NOT_FOUND_PATH_HEADER)
    if (asked && asked.length <= 500 && !/\s/.test(asked) && localeFromPath(asked)) headers.set('x-pathname', asked)
    return statusResponse(req, locale, 404, headers)
  }

  const cockpit = cockpitPathOf(pathname)
  if (cockpit && !cockpit.exists) return statusResponse(req, locale, 404, headers)
  if (cockpit) {
    // /cockpit itself only needs a login; it forwards to the section that fits the role.
    const guards = cockpit.section ? cockpitGuards(cockpit.section, cockpit.child) : COCKPIT_SECTIONS.user
    const outcome = runGuards(guards, await sessionViewer(req.headers.get('cookie')))
    if (outcome.kind === 'status') return statusResponse(req, locale, outcome.status, headers)
    if (outcome.kind === 'pick-role') {
      return NextResponse.redirect(new URL(localePath(locale, withQuery(paths.cockpit('user', 'role'), { next: pathname })), req.url))
    }
  }

  if (req.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    // Remember the language the visitor is reading in, for a year (docs/product-rules.md#languages).
    response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' })
  }
  return response
}

export const config = {
  // Everything but Next's static assets and image optimizer (pages, /admin and files get their CSP here).
  // Uploads under /media keep the script-less policy of next.config.ts (ADR 0036).
  // The content delivery API (/v1/cdn, /v2/cdn; ADR 0068) is no page: no language, no CSP, no route rules.
  matcher: ['/((?!_next/static|_next/image|api/cms|media/|v1/cdn/|v2/cdn/).*)', '/api/:path*'],
}
