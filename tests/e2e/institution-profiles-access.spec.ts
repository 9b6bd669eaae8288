import { request, type APIRequestContext } from '@playwright/test'
import { expect, test, type DemoRole } from './fixtures'
import { adminApi, DEMO } from './support'

// The employer profiles' authorization matrix (ADR 0031) over HTTP, as each kind of visitor would meet it: every screen of
// /cockpit/institutions and both calls, for anonymous, student, doctor, an active member, the same
// employer as a requested member and as a member of another institution, and the team. A profile
// the viewer may not see answers exactly like one that does not exist (404 page, null).

type Who = 'anonymous' | DemoRole
const SCREENS = ['', 'edit-', 'facts-', 'media-', 'billing-', 'description-'] as const
const ids = { own: 0, other: 0, requested: 0, membership: 0 }

async function as(who: Who, baseURL: string, as: { api(role: DemoRole): Promise<APIRequestContext> }): Promise<APIRequestContext> {
  return who === 'anonymous' ? request.newContext({ baseURL }) : as.api(who)
}

async function status(api: APIRequestContext, path: string): Promise<number> {
  return (await api.get(path, { maxRedirects: 0 })).status()
}

test.describe.serial('who may open which employer-profile screen and call', () => {
  test.beforeAll(async ({ baseURL }) => {
    const admin = await adminApi(baseURL!)
    const hr = (await (await admin.get(`/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.hr.email)}&depth=0`)).json()).docs[0] as { id: number }
    const memberships = (await (await admin.get(`/api/cms/memberships?where[user][equals]=${hr.id}&depth=0&limit=50`)).json()).docs as {
      institution: number
      status: string
    }[]
    ids.own = memberships.find((m) => m.status === 'active')!.institution
    const mine = new Set(memberships.map((m) => m.institution))
    const active = (await (await admin.get('/api/cms/institutions?where[status][equals]=active&depth=0&limit=40&sort=-id')).json()).docs as { id: number; parent?: number | null }[]
    const free = active.filter((i) => !mine.has(i.id) && !mine.has(i.parent ?? -1))
    ids.other = free[0]!.id
    ids.requested = free[1]!.id
    // The demo employer as a requested member of a third profile (the team has not decided yet).
    const created = await admin.post('/api/cms/memberships', { data: { user: hr.id, institution: ids.requested, status: 'requested' } })
    expect(created.ok()).toBe(true)
    ids.membership = (await created.json()).doc.id
  })

  test.afterAll(async ({ baseURL }) => {
    if (ids.membership) await (await adminApi(baseURL!)).delete(`/api/cms/memberships/${ids.membership}`)
  })

  test('the list and the request screens', async ({ as: login, baseURL }) => {
    const expected: Record<Who, [number, number, number]> = {
      anonymous: [401, 401, 401],
      student: [200, 403, 403],
      doctor: [200, 403, 403],
      hr: [200, 200, 200],
      admin: [200, 200, 200],
    }
    for (const [who, [list, create, link]] of Object.entries(expected) as [Who, [number, number, number]][]) {
      const api = await as(who, baseURL!, login)
      expect(
        [await status(api, '/de/cockpit/institutions'), await status(api, '/fr/cockpit/institutions/create'), await status(api, '/it/cockpit/institutions/link')],
        who,
      ).toEqual([list, create, link])
    }
  })

  test('every screen of one profile', async ({ as: login, baseURL }) => {
    const open = async (who: Who, id: number) => {
      const api = await as(who, baseURL!, login)
      return Promise.all(SCREENS.map((s) => status(api, `/de/cockpit/institutions/${s}${id}`)))
    }
    // Members and the team open every screen; everyone else meets the 404 page (or the login).
    expect(await open('hr', ids.own), 'active member').toEqual([200, 200, 200, 200, 200, 200])
    expect(await open('admin', ids.own), 'team').toEqual([200, 200, 200, 200, 200, 200])
    expect(await open('admin', ids.other), 'team, any profile').toEqual([200, 200, 200, 200, 200, 200])
    expect(await open('hr', ids.other), 'member of another institution').toEqual([404, 404, 404, 404, 404, 404])
    // A requested member sees the overview of the request, nothing to edit.
    expect(await open('hr', ids.requested), 'requested member').toEqual([200, 404, 404, 404, 404, 404])
    expect(await open('student', ids.own), 'student').toEqual([404, 404, 404, 404, 404, 404])
    expect(await open('doctor', ids.own), 'doctor').toEqual([404, 404, 404, 404, 404, 404])
    expect(await open('anonymous', ids.own), 'anonymous').toEqual([401, 401, 401, 401, 401, 401])
    // An id that does not exist is the same 404.
    expect(await status(await login.api('hr'), '/de/cockpit/institutions/edit-2147483647')).toBe(404)
  })

  test('GET /api/fn/user/institutions and /api/fn/user/institution', async ({ as: login, baseURL }) => {
    const anonymous = await request.newContext({ baseURL })
    expect((await anonymous.get('/api/fn/user/institutions')).status()).toBe(401)
    expect((await anonymous.get(`/api/fn/user/institution?id=${ids.own}`)).status()).toBe(401)

    const hr = await login.api('hr')
    const lists = (await (await hr.get('/api/fn/user/institutions')).json()) as { active: number[]; requested: number[] }
    expect(lists.active).toContain(ids.own)
    expect(lists.requested).toContain(ids.requested)
    expect(lists.active).not.toContain(ids.other)
    expect(((await (await hr.get(`/api/fn/user/institution?id=${ids.own}`)).json()) as { id: number }).id).toBe(ids.own)
    expect(await (await hr.get(`/api/fn/user/institution?id=${ids.other}`)).json()).toBeNull()
    expect(await (await hr.get(`/api/fn/user/institution?id=${ids.requested}`)).json()).toBeNull()
    expect((await hr.get('/api/fn/user/institution?id=abc')).status()).toBe(400)

    for (const who of ['student', 'doctor'] as const) {
      const api = await login.api(who)
      expect(await (await api.get('/api/fn/user/institutions')).json(), who).toEqual({ active: [], requested: [], all_institutions: false })
      expect(await (await api.get(`/api/fn/user/institution?id=${ids.own}`)).json(), who).toBeNull()
    }
    const team = await login.api('admin')
    expect(((await (await team.get(`/api/fn/user/institution?id=${ids.other}`)).json()) as { id: number }).id).toBe(ids.other)
    await anonymous.dispose()
  })
})
