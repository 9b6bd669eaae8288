// Everything the server wrapper relies on that Next.js does not document (ADR 0055): module paths,
// header names, the marker of its error shell, how it creates its HTTP server. Only this file names
// them; server/next-internals.test.ts fails when a Next upgrade changes one of them.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** Next's command line, started by the supervisor as the app process (`next start`). */
export const NEXT_BIN = 'node_modules/next/dist/bin/next'

/** Next's own user-agent test (`is-bot.js`): which visitors get the page's metadata in the <head>. */
export const IS_BOT_MODULE = 'next/dist/shared/lib/router/utils/is-bot.js'
/** Where Next names the client router's request headers (`app-router-headers.js`). */
export const ROUTER_HEADERS_MODULE = 'next/dist/client/components/app-router-headers.js'
/** The module of Next's app renderer, which writes the error shell (`ERROR_SHELL_ID`). */
export const APP_RENDER_MODULE = 'next/dist/server/app-render/app-render.js'

type BotType = 'dom' | 'html' | undefined
const { getBotType } = require(IS_BOT_MODULE) as { getBotType: (userAgent: string) => BotType }

/** Next renders a page's metadata differently for these: 'dom' (runs scripts), 'html' (reads HTML only), else a browser. */
export function botTypeOf(userAgent: string): 'dom' | 'html' | 'browser' {
  return getBotType(userAgent) ?? 'browser'
}

/** The client router's request header of an RSC request (`RSC_HEADER`). */
export const RSC_HEADER = 'rsc'
/** The header of a server action call (`ACTION_HEADER`). */
export const ACTION_HEADER = 'next-action'
/** The router's prefetch header of the pages router (still sent by Next's link prefetches). */
export const MIDDLEWARE_PREFETCH_HEADER = 'x-middleware-prefetch'
/** The query parameter Next adds to RSC requests (a hash of the router headers, `NEXT_RSC_UNION_QUERY`). */
export const RSC_QUERY = '_rsc'
/** The content type of an RSC payload (`RSC_CONTENT_TYPE_HEADER`). */
export const RSC_CONTENT_TYPE = 'text/x-component'
/**
 * What the client router's RSC requests vary by (Next's Vary header and its _rsc hash): `RSC_HEADER`,
 * `NEXT_ROUTER_STATE_TREE_HEADER`, `NEXT_ROUTER_PREFETCH_HEADER`, `NEXT_ROUTER_SEGMENT_PREFETCH_HEADER`, `NEXT_URL`.
 */
export const RSC_VARY_HEADERS = [RSC_HEADER, 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'] as const
/** The header the client router sends with the URL it navigates from (`NEXT_URL`). */
export const NEXT_URL_HEADER = 'next-url'

/**
 * The id of the <html> of Next's empty error shell: what it answers a notFound() thrown while a
 * page renders with (no layout, no text; vercel/next.js #62228). The 404 rewriter replaces it.
 */
export const ERROR_SHELL_ID = '__next_error__'
const ERROR_SHELL = new RegExp(`<html[^>]*\\sid="${ERROR_SHELL_ID}"`)

/** Whether an HTML document is Next's empty error shell. */
export function isErrorShell(html: string): boolean {
  return ERROR_SHELL.test(html.slice(0, 2000))
}

/**
 * `next start` creates its server with `http.createServer(listener)` on Node's CommonJS http module
 * object; the wrapper (server/preload.ts) replaces that function before Next loads. The contract
 * test checks Next's start server still calls it so.
 */
export const START_SERVER_MODULE = 'next/dist/server/lib/start-server.js'

/** Next's constants module, which names the build's manifests. */
export const CONSTANTS_MODULE = 'next/dist/shared/lib/constants.js'
/** The build's list of app routes (`APP_PATH_ROUTES_MANIFEST`): `/[lang]/jobs/[[...filter]]/page` → `/[lang]/jobs/[[...filter]]`. */
export const APP_PATH_ROUTES_MANIFEST = 'app-path-routes-manifest.json'

/** The path patterns of the pages of the build in `root/.next` (route groups left out), or null without one. */
export function builtPageRoutes(root: string): string[] | null {
  let manifest: Record<string, string>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', APP_PATH_ROUTES_MANIFEST), 'utf8')) as Record<string, string>
  } catch {
    return null
  }
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([, route]) => route)
}
