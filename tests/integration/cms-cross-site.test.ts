import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CMS_GATE_MESSAGES } from '@/modules/access/cms-gate'
import { createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Cross-site requests (ADR 0052): /api/cms refuses requests from other sites whatever their method, a
// top-level GET with a team member's cookie included (/api/cms/payload-jobs/run and
// /handle-schedules ran from another site's link). Uploaded files stay readable from anywhere.

let payload: Payload
let guardCms: typeof import('@/modules/access/cms-guard.server').guardCms
let cookie = ''
let reached: string[] = []

/** Payload's handler, as far as the gate is concerned: it was reached. */
async function handler(req: Request): Promise<Response> {
  reached.push(`${req.method} ${new URL(req.url).pathname}`)
  return Response.json({ ok: true })
}

async function call(method: string, path: string, headers: Record<string, string>): Promise<Response> {
  const guarded = guardCms(handler)
  const slug = path.split('/').filter(Boolean)
  return guarded(new Request(`http://localhost:3000/api/cms/${path}`, { method, headers: { host: 'localhost:3000', cookie, ...headers } }), { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ guardCms } = await import('@/modules/access/cms-guard.server'))
  await createUser(payload, { email: 'team@cross.test', role: 'ROLE_ADMIN', first_name: 'Tea', last_name: 'Team' })
  cookie = `payload-token=${await tokenFor(payload, 'team@cross.test')}`
})

describe('/api/cms and requests from other sites', () => {
  it('serves the team from our own site (same-origin, typed in, no browser headers)', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}, { origin: 'http://localhost:3000' }] as Record<string, string>[]) {
      reached = []
      const res = await call('GET', 'payload-jobs/run', headers)
      expect(res.status, JSON.stringify(headers)).toBe(200)
      expect(reached).toEqual(['GET /api/cms/payload-jobs/run'])
    }
  })

  it('refuses a top-level GET from another site with the team’s cookie, and every other method', async () => {
    for (const [method, path] of [
      ['GET', 'payload-jobs/run'],
      ['GET', 'payload-jobs/handle-schedules'],
      ['GET', 'users'],
      ['POST', 'institutions'],
      ['PATCH', 'users/1'],
      ['DELETE', 'reviews/1'],
      ['OPTIONS', 'users'],
      ['POST', 'users/logout'],
    ] as const) {
      for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
        reached = []
        const res = await call(method, path, headers)
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(await res.json()).toEqual({ errors: [{ message: CMS_GATE_MESSAGES.crossSite }] })
        expect(reached).toEqual([])
      }
    }
  })

  it('still lets other sites show uploaded files', async () => {
    reached = []
    const res = await call('GET', 'media/file/logo.png', { 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(200)
    expect(reached).toEqual(['GET /api/cms/media/file/logo.png'])
  })
})
