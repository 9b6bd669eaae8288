import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 28 point 2 (ADR 0056): the app never asks its own server over HTTP (the proxy calls module
// functions). This fails when a request to the app's own origin comes back into src/.

const src = path.resolve(import.meta.dirname, '../../src')

/** Files that name a loopback host without requesting it. */
const NAMES_LOOPBACK_ONLY = new Set([
  'lib/env.ts', // the default PUBLIC_URL
  'modules/backoffice/go-live.ts', // tells the team PUBLIC_URL still points at this machine
  'modules/crawler/fetch-address.ts', // refuses loopback and private addresses (the crawler's guard, ADR 0070)
])

const LOOPBACK = /127\.0\.0\.1|\blocalhost\b|\[::1\]|0\.0\.0\.0/
/** What addresses the app's own origin: a loopback host, its port, its public URL, an origin variable. */
const OWN_ORIGIN = /127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0|\bPORT\b|PUBLIC_URL|absoluteUrl|[oO]rigin\b|internalOrigin/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Lines whose fetch addresses the app's own origin (its URL argument: what comes before the options object). */
function selfRequests(code: string): string[] {
  return code.split('\n').filter((line) =>
    line
      .split(/\bfetch\(/)
      .slice(1)
      .some((call) => OWN_ORIGIN.test(call.split(', {')[0] ?? '')),
  )
}

describe('no request from the app to itself', () => {
  it('finds the shapes such a request took (the proxy before ADR 0056)', () => {
    expect(selfRequests('const res = await fetch(`${internalOrigin()}/api/_auth/session`, { headers: { cookie } })')).toHaveLength(1)
    expect(selfRequests('await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/route-rules`)')).toHaveLength(1)
    expect(selfRequests("fetch(new URL('/api/x', env().PUBLIC_URL))")).toHaveLength(1)
    expect(selfRequests('loading ??= fetch(`${origin}${path}`, { cache: "no-store" })')).toHaveLength(1)
    // the browser's own requests are relative: not requests of the server to itself
    expect(selfRequests("void fetch('/api/_auth/session', { cache: 'no-store', credentials: 'same-origin' })")).toEqual([])
    expect(selfRequests("await fetch('/api/x', { headers: { origin } })")).toEqual([])
  })

  it('src/ holds none', () => {
    const found = sourceFiles(src).flatMap((file) => {
      const rel = path.relative(src, file)
      const code = fs.readFileSync(file, 'utf8')
      const lines = selfRequests(code).map((line) => `${rel}: ${line.trim()}`)
      if (!NAMES_LOOPBACK_ONLY.has(rel) && LOOPBACK.test(code)) lines.push(`${rel}: names a loopback host`)
      return lines
    })
    expect(found).toEqual([])
  })
})
