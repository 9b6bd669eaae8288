import { createHash } from 'node:crypto'
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import { untilKept } from './lib/kept'
import { adminApi, DEMO, logIn, useSession } from './support'

// Content-Security-Policy (ADR 0016, 0033): every page type gets a nonce policy with 'strict-dynamic'
// (or, kept by the page cache, the hashes of its own inline scripts) and still hydrates, with no CSP
// violation in the console; /admin has its own policy. Other workers' changes may empty the page
// cache between two requests: a kept page is asked for until it comes (lib/kept.ts, ADR 0058).

const CSP_MESSAGE = /Content Security Policy|Refused to/i

/** Records CSP violations twice: the console's messages and the DOM's securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<string[]> {
  const messages: string[] = []
  page.on('console', (msg) => {
    if (CSP_MESSAGE.test(msg.text())) messages.push(`${page.url()}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => {
    if (CSP_MESSAGE.test(error.message)) messages.push(`${page.url()}: ${error.message}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] }
      ;(w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return messages
}

const directive = (policy: string | undefined, name: string): string[] =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? []

/** The sha256 sources of a page's inline scripts (not files, not JSON data blocks). */
function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attributes!)) continue
    out.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return [...out]
}

/**
 * A page's policy allows its own scripts and nothing injected: a rendered page's scripts carry this
 * response's nonce ('strict-dynamic'); a page from the page cache (ADR 0034) lists the hashes of
 * exactly its inline scripts, with no nonce.
 */
function expectStrictPolicy(policy: string | undefined, html: string, kept = false): void {
  expect(policy, 'Content-Security-Policy header').toBeTruthy()
  const scripts = directive(policy!, 'script-src')
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain("'unsafe-eval'")
  expect(directive(policy!, 'object-src')).toEqual(["'none'"])
  expect(directive(policy!, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(policy!, 'frame-src')).not.toContain('https:')
  if (kept) {
    expect(scripts.filter((s) => s.startsWith("'nonce-"))).toEqual([])
    expect(scripts.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(inlineScriptHashes(html).sort())
    expect(html).not.toMatch(/<script[^>]*\snonce=/)
    return
  }
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
  expect(nonce, `nonce in ${policy}`).toBeTruthy()
  expect(scripts).toContain("'strict-dynamic'")
  // Next put the nonce on its scripts (else none of them would run).
  expect(html).toContain(`nonce="${nonce}"`)
}

/** React hydrated the page: client JS asked for the session (header's user area) and owns the DOM. */
async function expectHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('.site-header') ?? {}).some((k) => k.startsWith('__react')))).toBe(true)
}

async function visit(page: Page, path: string, status = 200): Promise<string | undefined> {
  const session = page.waitForResponse((r) => r.url().endsWith('/api/_auth/session'))
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(status)
  expectStrictPolicy(res?.headers()['content-security-policy'], await res!.text(), res?.headers()['x-page-cache'] === 'hit')
  await session
  await expectHydrated(page)
  // A moment for late violations (lazy frames, effects).
  await page.waitForLoadState('networkidle')
  return res?.headers()['x-page-cache']
}

async function expectNoViolations(page: Page, messages: string[]): Promise<void> {
  const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
  expect(messages, messages.join('\n')).toEqual([])
  expect(events, events.join('\n')).toEqual([])
}

/** An online job of an ad type (published ones of that type, the first the public job API serves). */
async function onlineJobOfType(ctx: APIRequestContext, type: 'pdf' | 'link'): Promise<number | null> {
  const { docs } = (await (await ctx.get(`/api/cms/jobs?where[type][equals]=${type}&where[status][equals]=published&depth=0&limit=100&sort=-online_from`)).json()) as {
    docs: { id: number }[]
  }
  for (const job of docs) {
    if ((await ctx.get(`/api/fn/data/job?locale=de&slug=${job.id}`)).status() === 200) return job.id
  }
  return null
}

test.describe('public pages', () => {
  test('every page type: strict nonce policy, hydrated, no violation', async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    const ctx = await request.newContext({ baseURL })
    const { items: institutions } = (await (await ctx.get('/api/fn/data/institutions?locale=de')).json()) as { items: { id: number }[] }
    const messages = await watchCsp(page)
    const pages: [string, number][] = [
      ['/de', 200],
      ['/de/jobs', 200],
      ['/de/institutions', 200],
      [`/de/institution/${institutions[0]!.id}`, 200],
      ['/de/ejournals', 200],
      ['/de/login', 200],
      ['/de/register', 200],
      ['/de/forgot-password', 200],
      ['/de/gibt/es/nicht', 404],
      ['/de/datei.html', 404],
      ['/de/cockpit/institutions', 401],
    ]
    for (const [path, status] of pages) {
      const cache = await visit(page, path, status)
      await expectNoViolations(page, messages)
      // Public pages are kept after a render (ADR 0034): the kept page hydrates under its hashes too.
      if (cache === 'miss' && status === 200) {
        const again = async () => {
          const answer = await visit(page, path, status)
          await expectNoViolations(page, messages)
          return answer
        }
        expect(await untilKept(again, (answer) => answer === 'hit'), path).toBe('hit')
      }
    }
    // A client interaction: a main-nav link navigates without a new document (Next's router runs).
    await page.goto('/de/jobs')
    let documents = 0
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents++
    })
    await page.locator('.main-nav').getByRole('link', { name: 'Arbeitgeber' }).click()
    await expect(page).toHaveURL(/\/de\/institutions$/)
    expect(documents).toBe(0)
    await expectNoViolations(page, messages)
  })

  test('job pages: a PDF ad and a link ad are framed under the page policy', async ({ page, baseURL }) => {
    // The backoffice API is the team's (ADR 0014): the published ads of a type come from there.
    const ctx = await adminApi(baseURL!)
    const messages = await watchCsp(page)
    const pdf = await onlineJobOfType(ctx, 'pdf')
    const link = await onlineJobOfType(ctx, 'link')
    expect(pdf, 'demo data has an online pdf ad').not.toBeNull()
    expect(link, 'demo data has an online link ad').not.toBeNull()

    await visit(page, `/de/job/${pdf}`)
    await expect(page.getByTestId('job-ad-frame')).toHaveAttribute('src', /^\/media\//)
    await expectNoViolations(page, messages)

    const session = page.waitForResponse((r) => r.url().endsWith('/api/_auth/session'))
    const res = await page.goto(`/de/job/${link}`)
    expectStrictPolicy(res?.headers()['content-security-policy'], await res!.text(), res?.headers()['x-page-cache'] === 'hit')
    await session
    await expectHydrated(page)
    const href = await page.getByTestId('job-ad-open').getAttribute('href')
    // Exactly this ad's origin may be framed, on this page only.
    expect(directive(res!.headers()['content-security-policy'], 'frame-src')).toContain(new URL(href!).origin)
    await expect(page.getByTestId('job-ad-frame')).toHaveAttribute('src', href!)
    const other = await ctx.get(`/de/job/${pdf}`)
    expect(directive(other.headers()['content-security-policy'], 'frame-src')).not.toContain(new URL(href!).origin)
    // The employer's page itself cannot load here (no network), which is not a CSP matter.
    await expectNoViolations(page, messages)
  })

  test('a fresh nonce per rendered response, hashes on kept pages; API responses keep a static policy without scripts', async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL })
    // the login page is never kept: rendered every time, with its own nonce
    const a = (await ctx.get('/de/login')).headers()['content-security-policy']
    const b = (await ctx.get('/de/login')).headers()['content-security-policy']
    expect(a).not.toBe(b)
    // the e-journal list is kept after its first render and allowed by the hashes of its scripts
    await ctx.get('/de/ejournals')
    const kept = await untilKept(
      () => ctx.get('/de/ejournals'),
      (res) => res.headers()['x-page-cache'] === 'hit',
    )
    expect(kept.headers()['x-page-cache']).toBe('hit')
    expectStrictPolicy(kept.headers()['content-security-policy'], await kept.text(), true)
    const api = await ctx.get('/api/fn/data/jobs?locale=de')
    const policy = api.headers()['content-security-policy']
    expect(directive(policy, 'default-src')).toEqual(["'none'"])
    expect(directive(policy, 'script-src')).toEqual([])
  })
})

test('the cockpit, logged in: strict policy, hydrated, no violation', async ({ page }) => {
  const messages = await watchCsp(page)
  await logIn(page, DEMO.doctor.email, DEMO.doctor.password)
  for (const path of ['/de/cockpit/user', '/de/cockpit/user/edit', '/de/cockpit/reviews']) {
    await visit(page, path)
    // The user area turns into the cockpit button once client JS has read the session.
    await expect(page.getByTestId('user-area')).toHaveText('Cockpit')
    await expectNoViolations(page, messages)
  }
})

test('/admin: its own policy, login and list views without violations', async ({ page, baseURL }) => {
  const messages = await watchCsp(page)
  const res = await page.goto('/admin/login')
  const policy = res?.headers()['content-security-policy'] ?? ''
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
  expect(directive(policy, 'script-src')).toContain("'strict-dynamic'")
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  await expect(page.locator('input[name="email"]')).toBeVisible()
  // /admin/login is our login page (ADR 0017); the team's login with its code step has its own test
  // (account-security.spec.ts): here a session made directly, then /admin.
  await useSession(page.context(), baseURL!, DEMO.admin.email)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Fachgebiete' }).first()).toBeVisible()
  await page.goto('/admin/collections/jobs')
  await expect(page.locator('table').first()).toBeVisible()
  await page.goto('/admin/collections/institutions')
  await expect(page.locator('table').first()).toBeVisible()
  await page.locator('table tbody tr a').first().click()
  await expect(page.locator('form').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, messages)
})
