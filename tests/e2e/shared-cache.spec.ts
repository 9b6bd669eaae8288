import crypto from 'node:crypto'
import fs from 'node:fs'
import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { type Varnish, freePort, startVarnish, varnishMissing, vclFolder } from '../support/varnish'
import { type AppProcess, readiness, startApp, stopApp, suiteDatabaseUrl } from './lib/app-process'
import { newInstitution, newJob, type Job } from './lib/factories'
import { DEMO, sessionCookie, sessionState } from './support'

// The shared cache tier (ADR 0074): Debian's Varnish with xkey (deploy/varnish/default.vcl) in front
// of two more app processes of the suite's build with SHARED_CACHE_PURGE_URLS, on loopback. A page
// kept by Varnish is purged on the very next request after an edit through either process, a
// logged-in visitor passes, and the kept page's hash-based policy lets its scripts run for everyone.

const missing = varnishMissing()
test.skip(Boolean(missing), `Varnish: ${missing}`)
test.describe.configure({ mode: 'serial' })

let a: AppProcess | undefined
let b: AppProcess | undefined
let varnish: Varnish | undefined
let dir = ''
let job: Job
let page = ''

/** `n` free loopback ports, all different. */
async function distinctFreePorts(n: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < n) ports.add(await freePort())
  return [...ports]
}

/** Asks Varnish for the page until it answers from its cache (the app shares a page from its second request for it). */
async function untilSharedHit(ctx: APIRequestContext, path: string): Promise<APIResponse> {
  for (let i = 0; i < 6; i++) {
    const res = await ctx.get(path)
    if (res.headers()['x-shared-cache'] === 'hit') return res
  }
  throw new Error(`${path} never came from Varnish`)
}

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const institution = await newInstitution(BASE_URL)
  job = await newJob(BASE_URL, institution.id)
  page = `/de/job/${job.id}`
  // Varnish first, as in a deployment: the purge of everything each process sends when it starts
  // listening reaches it then, instead of being retried into the tests (ADR 0074)
  const [port, portA, portB] = (await distinctFreePorts(3)) as [number, number, number]
  dir = vclFolder([portA, portB])
  varnish = await startVarnish(dir, port)
  const env = { SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${port}/`, JOBS_AUTORUN: 'false' }
  ;[a, b] = await Promise.all([startApp(suiteDatabaseUrl(), env, portA), startApp(suiteDatabaseUrl(), env, portB)])
  for (const app of [a, b]) {
    await expect
      .poll(async () => (app.child.exitCode === null ? (await readiness(app.url)).status : `exited: ${app.output().slice(-2000)}`), { timeout: 120_000, intervals: [1000] })
      .toBe(200)
  }
})

test.afterAll(async () => {
  await varnish?.stop()
  await Promise.all([stopApp(a), stopApp(b)])
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

// The answer to the PATCH goes out once its process has heard the change and sent its purge
// (write-barrier.ts): the very next request cannot be a Varnish hit of the page of before (ADR 0074,
// "The race after the tags were merged").
test('a page kept by Varnish is purged on the very next request after an edit through either process', async () => {
  const visitor = await request.newContext({ baseURL: varnish!.url })
  try {
    const kept = await untilSharedHit(visitor, page)
    expect(kept.headers()['x-varnish']).toMatch(/^\d+ \d+$/)
    expect(kept.headers()['age']).toMatch(/^\d+$/)
    expect(kept.headers()['cache-control']).toBe('private, no-cache')
    expect(await kept.text()).toContain(job.title)

    for (const [name, app] of [
      ['A', a!],
      ['B', b!],
    ] as const) {
      const team = await request.newContext({ baseURL: app.url, storageState: await sessionState(app.url, DEMO.admin.email) })
      const title = `${job.title} (über ${name})`
      expect((await team.patch(`/api/cms/jobs/${job.id}`, { data: { title } })).ok()).toBe(true)
      await team.dispose()
      // the very next request, without waiting
      const after = await visitor.get(page)
      expect(after.headers()['x-shared-cache'], `after an edit through ${name}`).not.toBe('hit')
      expect(await after.text()).toContain(title)
      expect(await (await untilSharedHit(visitor, page)).text()).toContain(title)
    }
  } finally {
    await visitor.dispose()
  }
})

test('a logged-in visitor passes', async () => {
  const cookie = await sessionCookie(varnish!.url, DEMO.student.email)
  const member = await request.newContext({ baseURL: varnish!.url, storageState: { cookies: [cookie], origins: [] } })
  try {
    const res = await member.get(page)
    expect(res.headers()['x-shared-cache']).toBe('pass')
    expect(res.headers()['x-page-cache']).toBeUndefined()
  } finally {
    await member.dispose()
  }
})

test("a kept page's policy allows its scripts for every visitor", async ({ browser }) => {
  const visitor = await request.newContext({ baseURL: varnish!.url })
  const kept = await untilSharedHit(visitor, page)
  const policy = kept.headers()['content-security-policy'] ?? ''
  const html = await kept.text()
  await visitor.dispose()
  expect(policy).not.toContain("'nonce-")
  expect(html).not.toMatch(/\snonce="/)
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  expect(inline.length).toBeGreaterThan(0)
  for (const body of inline) expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`)

  // two visitors in browsers get the kept copy: no script is refused
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ baseURL: varnish!.url })
    const tab = await context.newPage()
    const refused: string[] = []
    tab.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text())
    })
    const res = await tab.goto(page)
    expect(res?.headers()['x-shared-cache']).toBe('hit')
    await tab.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    await context.close()
  }
})
