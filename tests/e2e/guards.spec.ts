import { expect, request, test, type APIRequestContext } from '@playwright/test'
import { DEMO, loggedIn } from './support'

// Every cockpit route for every kind of visitor, as the server answers it (status and page text).
type Cell = 401 | 403 | 'role' | 200
const ROUTES: Record<string, Record<'anonymous' | 'newbie' | 'student' | 'doctor' | 'hr' | 'admin', Cell>> = {
  '/de/cockpit/jobs': { anonymous: 401, newbie: 'role', student: 403, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/jobs-create/new': { anonymous: 401, newbie: 'role', student: 403, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/user': { anonymous: 401, newbie: 200, student: 200, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/reviews': { anonymous: 401, newbie: 'role', student: 200, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/statistics': { anonymous: 401, newbie: 'role', student: 403, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/invoices': { anonymous: 401, newbie: 'role', student: 403, doctor: 200, hr: 200, admin: 200 },
  '/de/cockpit/internships': { anonymous: 401, newbie: 403, student: 200, doctor: 403, hr: 403, admin: 200 },
  '/de/cockpit/internships-finder': { anonymous: 401, newbie: 403, student: 200, doctor: 403, hr: 403, admin: 200 },
  '/de/cockpit/institutions': { anonymous: 401, newbie: 'role', student: 200, doctor: 200, hr: 200, admin: 200 },
}

const contexts: Record<string, APIRequestContext> = {}

test.beforeAll(async ({ baseURL }) => {
  contexts.anonymous = await request.newContext({ baseURL })
  for (const who of ['newbie', 'student', 'doctor', 'hr', 'admin'] as const) {
    contexts[who] = await loggedIn(baseURL!, DEMO[who].email, DEMO[who].password)
  }
})

for (const [route, row] of Object.entries(ROUTES)) {
  for (const [who, cell] of Object.entries(row)) {
    test(`${who} ${route} -> ${cell}`, async () => {
      const res = await contexts[who]!.get(route, { maxRedirects: 0 })
      if (cell === 'role') {
        expect(res.status()).toBe(307)
        expect(res.headers().location).toContain('/de/cockpit/user/role')
        return
      }
      expect(res.status()).toBe(cell)
      const html = await res.text()
      if (cell === 401) expect(html).toContain('Kein Zugriff ohne Login')
      if (cell === 403) expect(html).toContain('Oops, hier geht&#x27;s nicht weiter')
      if (cell === 200) expect(html).toContain('id="cockpit-title"')
    })
  }
}

test('admin opens /admin, other roles do not get the backoffice', async ({ baseURL }) => {
  const admin = await (await contexts.admin!.get('/api/cms/users/me')).json()
  expect(admin.user.role).toBe('ROLE_ADMIN')
  const hr = await loggedIn(baseURL!, DEMO.hr.email, DEMO.hr.password)
  const outbox = await hr.get('/api/cms/outbox')
  expect(outbox.status()).toBe(403)
})
