import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createInstitution, createEssential, createJob, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Issue 28 point 2 (ADR 0056): the proxy calls module functions in its own process; it no longer asks
// its own server over HTTP. What it reads, and how soon it sees a change made in /admin, is tested
// here with no HTTP server at all (fetch throws) and the process's clock moved forward.

let payload: Payload
let tables: typeof import('@/modules/routing/proxy-tables.server')
let viewer: typeof import('@/modules/accounts/session-viewer.server')
let routeRules: typeof import('@/modules/routing/route-rules')
let frames: typeof import('@/modules/routing/frame-origins')
const fetchSpy = vi.fn(() => Promise.reject(new Error('no HTTP request from the app to itself')))

// The tables keep by Date.now(); moving only it leaves Payload's token clock alone.
let offsetMs = 0
const realNow = Date.now.bind(Date)
const later = (ms: number) => {
  offsetMs += ms
}

beforeAll(async () => {
  payload = await freshPayload()
  vi.stubGlobal('fetch', fetchSpy)
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs)
  tables = await import('@/modules/routing/proxy-tables.server')
  viewer = await import('@/modules/accounts/session-viewer.server')
  routeRules = await import('@/modules/routing/route-rules')
  frames = await import('@/modules/routing/frame-origins')
})

afterAll(() => {
  expect(fetchSpy).not.toHaveBeenCalled()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('route rules in the proxy', () => {
  it('applies a rule added in /admin within 15 s, and stops applying it within 15 s of its removal', async () => {
    const rule = () => routeRules.findRouteRule('/de/neue-aktion/', tables.teamRouteRules)
    expect(await rule()).toBeNull()
    const doc = await payload.create({ collection: 'redirects', overrideAccess: true, data: { from: '/de/neue-aktion', to: '/de/jobs', status_code: '302', active: true } })
    // kept: the change is not seen before the table's time is up …
    later(tables.ROUTE_RULES_TTL_MS - 1000)
    expect(await rule()).toBeNull()
    // … and is seen once it is
    later(1001)
    expect(await rule()).toEqual({ to: '/de/jobs', status: 302 })

    await payload.update({ collection: 'redirects', id: doc.id, overrideAccess: true, data: { active: false } })
    later(tables.ROUTE_RULES_TTL_MS + 1)
    expect(await rule()).toBeNull()
    // the legacy paths still answer behind the team's rules
    expect(await routeRules.findRouteRule('/fr/connexion', tables.teamRouteRules)).toEqual({ to: '/fr/login', status: 301 })
  })
})

describe('the session in the proxy', () => {
  it('sees a login at once, and a revoked session as anonymous at the next request', async () => {
    await createUser(payload, { email: 'proxy-viewer@example.ch', role: 'ROLE_DOCTOR' })
    const token = await tokenFor(payload, 'proxy-viewer@example.ch')
    const cookie = `NEXT_LOCALE=de; payload-token=${token}`
    expect(await viewer.sessionViewer(cookie)).toEqual({ role: 'ROLE_DOCTOR' })

    const { user } = await payload.auth({ headers: new Headers({ cookie }) })
    const { revokeSession } = await import('@/modules/accounts/auth.server')
    await revokeSession(payload, user as Parameters<typeof revokeSession>[1])
    expect(await viewer.sessionViewer(cookie)).toBeNull()
  })

  it('treats no cookie, a forged token and a role change as they are now', async () => {
    expect(await viewer.sessionViewer(null)).toBeNull()
    expect(await viewer.sessionViewer('payload-token=not.a.token')).toBeNull()
    const user = await createUser(payload, { email: 'proxy-role@example.ch', role: null })
    const cookie = `payload-token=${await tokenFor(payload, 'proxy-role@example.ch')}`
    expect(await viewer.sessionViewer(cookie)).toEqual({ role: null })
    await payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { role: 'ROLE_STUDENT' } })
    expect(await viewer.sessionViewer(cookie)).toEqual({ role: 'ROLE_STUDENT' })
  })
})

describe('link-ad frame origins in the proxy', () => {
  it("lets a job page frame its link ad's employer within 60 s of the ad going online", async () => {
    const region = await createEssential(payload, 'regions', 'PROXY_REGION')
    const category = await createEssential(payload, 'categories', 'PROXY_CATEGORY')
    const institution = await createInstitution(payload, { name: 'Spital Proxy', region, category })
    const origins = (id: number) => frames.frameOriginsFor(`/de/job/${id}`, tables.linkAdOrigins)
    const day = 24 * 3600 * 1000
    const job = await createJob(payload, {
      title: 'Link Ad Proxy',
      institution,
      type: 'link',
      link: 'https://karriere.spital-proxy.example/stelle',
      online_from: new Date(realNow() - day).toISOString(),
      online_until: new Date(realNow() + 30 * day).toISOString(),
    })
    later(tables.FRAME_ORIGINS_TTL_MS + 1)
    expect(await origins(job)).toEqual(['https://karriere.spital-proxy.example'])
    expect(await origins(job + 1000)).toEqual([])
  })
})

describe('the filter dictionary in the proxy', () => {
  it('knows a field added in /admin within 120 s (60 s here, 60 s in the essentials it is built from)', async () => {
    const has = async () => ((await tables.searchDictionary())?.fields ?? []).some((f) => f.key === 'PROXY_FIELD')
    expect(await has()).toBe(false)
    await createEssential(payload, 'fields', 'PROXY_FIELD', 'Proxy-Fach')
    later(tables.FILTER_DICTIONARY_TTL_MS + 60_000 + 1)
    expect(await has()).toBe(true)
  })
})
