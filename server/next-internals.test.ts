import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ACTION_HEADER,
  APP_PATH_ROUTES_MANIFEST,
  APP_RENDER_MODULE,
  botTypeOf,
  builtPageRoutes,
  CONSTANTS_MODULE,
  ERROR_SHELL_ID,
  isErrorShell,
  IS_BOT_MODULE,
  NEXT_BIN,
  NEXT_URL_HEADER,
  ROUTER_HEADERS_MODULE,
  RSC_CONTENT_TYPE,
  RSC_HEADER,
  RSC_QUERY,
  RSC_VARY_HEADERS,
  START_SERVER_MODULE,
} from './next-internals'

// The contract with Next's internals (ADR 0055): each test fails when a Next upgrade changes what
// the server wrapper relies on. Fix server/next-internals.ts (and only it) then.

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')
const source = (module: string) => fs.readFileSync(require.resolve(module), 'utf8')

describe("Next's internals the server wrapper relies on", () => {
  it('has its command line where the supervisor starts it', () => {
    expect(fs.existsSync(path.join(root, NEXT_BIN))).toBe(true)
  })

  it('classifies user agents as today: Googlebot runs scripts, link previews read HTML only, browsers are browsers', () => {
    expect(typeof (require(IS_BOT_MODULE) as { getBotType?: unknown }).getBotType).toBe('function')
    expect(botTypeOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('dom')
    expect(botTypeOf('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe('html')
    expect(botTypeOf('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe('html')
    expect(botTypeOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('browser')
    expect(botTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe('browser')
  })

  it("names the client router's headers, its query parameter and the RSC content type as we do", () => {
    const headers = require(ROUTER_HEADERS_MODULE) as Record<string, unknown>
    expect(headers.RSC_HEADER).toBe(RSC_HEADER)
    expect(headers.ACTION_HEADER).toBe(ACTION_HEADER)
    expect(headers.NEXT_URL).toBe(NEXT_URL_HEADER)
    expect(headers.NEXT_RSC_UNION_QUERY).toBe(RSC_QUERY)
    expect(headers.RSC_CONTENT_TYPE_HEADER).toBe(RSC_CONTENT_TYPE)
    expect([headers.RSC_HEADER, headers.NEXT_ROUTER_STATE_TREE_HEADER, headers.NEXT_ROUTER_PREFETCH_HEADER, headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER, headers.NEXT_URL]).toEqual(
      [...RSC_VARY_HEADERS],
    )
  })

  it('writes its error shell with the id the 404 rewriter looks for', () => {
    expect(source(APP_RENDER_MODULE)).toMatch(new RegExp(`id: ['"]${ERROR_SHELL_ID}['"]`))
    expect(isErrorShell(`<!DOCTYPE html><html id="${ERROR_SHELL_ID}"><head></head><body></body></html>`)).toBe(true)
    expect(isErrorShell('<!DOCTYPE html><html lang="de"><body><h1>404</h1></body></html>')).toBe(false)
  })

  it('creates its server with http.createServer(listener), which the wrapper replaces', () => {
    expect(source(START_SERVER_MODULE)).toMatch(/_http\.default\.createServer\(requestListener\)/)
  })

  it("lists the build's pages in the manifest the page cache reads", () => {
    expect((require(CONSTANTS_MODULE) as Record<string, unknown>).APP_PATH_ROUTES_MANIFEST).toBe(APP_PATH_ROUTES_MANIFEST)
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'routes-'))
    fs.mkdirSync(path.join(dir, '.next'))
    expect(builtPageRoutes(dir)).toBeNull()
    fs.writeFileSync(
      path.join(dir, '.next', APP_PATH_ROUTES_MANIFEST),
      JSON.stringify({ '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]', '/[lang]/page': '/[lang]', '/api/ready/route': '/api/ready' }),
    )
    expect(builtPageRoutes(dir)).toEqual(['/admin/[[...segments]]', '/[lang]'])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
