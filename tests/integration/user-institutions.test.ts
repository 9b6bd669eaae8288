import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Institution, User } from '@/payload-types'
import { createEssential, createInstitution, createJob, createMembership, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// GET /api/fn/user/institutions in its shape: ids in name order, the
// team's flag that lists every institution; and one `is_professional` rule for the list item,
// the detail, the cockpit's full shape and a job's institution.

let payload: Payload
let GET: typeof import('@/app/api/fn/user/institutions/route').GET
const ids = { region: 0, category: 0, zeta: 0, alpha: 0, aerzte: 0, mitte: 0, requestedB: 0, requestedA: 0, paidOnly: 0, flagged: 0, plain: 0, premium: 0 }
const people = {} as Record<'member' | 'team' | 'student', User>

beforeAll(async () => {
  payload = await freshPayload()
  ;({ GET } = await import('@/app/api/fn/user/institutions/route'))
  ids.region = await createEssential(payload, 'regions', 'BE', 'Bern')
  ids.category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  const institution = (name: string, extra: Partial<Institution> = {}) => createInstitution(payload, { name, region: ids.region, category: ids.category, ...extra })
  // created out of name order, so an id order is not a name order
  ids.zeta = await institution('Zeta Spital')
  ids.mitte = await institution('Mitte Klinik')
  ids.aerzte = await institution('Ärztehaus Aare')
  ids.alpha = await institution('Alpha Klinik')
  ids.requestedB = await institution('Bären Praxis')
  ids.requestedA = await institution('Adler Praxis')
  people.member = await createUser(payload, { email: 'member@example.test', role: 'ROLE_INSTITUTION', manages: ids.zeta })
  for (const id of [ids.aerzte, ids.alpha]) await createMembership(payload, people.member.id, id, 'active')
  for (const id of [ids.requestedB, ids.requestedA]) await createMembership(payload, people.member.id, id, 'requested')
  people.team = await createUser(payload, { email: 'team@example.test', role: 'ROLE_ADMIN' })
  people.student = await createUser(payload, { email: 'student@example.test', role: 'ROLE_STUDENT' })

  ids.paidOnly = await institution('Paid Only Spital')
  ids.flagged = await institution('Flagged Spital', { is_professional: true })
  ids.plain = await institution('Plain Spital')
  ids.premium = (
    await payload.create({
      collection: 'products',
      locale: 'de',
      overrideAccess: true,
      data: { key: 'premium', title: 'Premium', position: 2, variants: [{ variant_id: 201, duration: 30, price: 690 }] },
    })
  ).id
  const online = { online_from: new Date(Date.now() - 86_400_000).toISOString(), online_until: new Date(Date.now() + 20 * 86_400_000).toISOString() }
  await createJob(payload, { title: 'Oberarzt bezahlt', institution: ids.paidOnly, product: ids.premium, ...online })
  await createJob(payload, { title: 'Oberarzt gratis', institution: ids.plain, product: null, ...online })
  // a paid ad that ended does not count
  await createJob(payload, { title: 'Oberarzt vorbei', institution: ids.plain, product: ids.premium, online_from: '2025-01-01T06:00:00Z', online_until: '2025-02-01T06:00:00Z' })
})

async function call(user: User | null) {
  const headers = new Headers()
  if (user) headers.set('Authorization', `JWT ${await tokenFor(payload, user.email)}`)
  return GET(new NextRequest('http://localhost:3000/api/fn/user/institutions', { headers }))
}

describe('GET /api/fn/user/institutions', () => {
  it('answers 401 to anonymous visitors', async () => {
    expect((await call(null)).status).toBe(401)
  })

  it('lists an employer’s active and requested profiles by name (Ä beside A), without the flag', async () => {
    const res = await call(people.member)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ active: [ids.alpha, ids.aerzte, ids.zeta], requested: [ids.requestedA, ids.requestedB], all_institutions: false })
  })

  it('gives the team every institution by name and the flag', async () => {
    const body = (await (await call(people.team)).json()) as { active: number[]; requested: number[]; all_institutions: boolean }
    expect(body.all_institutions).toBe(true)
    expect(body.requested).toEqual([])
    const { rows } = await payload.db.pool.query<{ id: number }>(`SELECT id FROM institutions`)
    expect(body.active).toHaveLength(rows.length)
    expect(body.active.slice(0, 4)).toEqual([ids.requestedA, ids.alpha, ids.aerzte, ids.requestedB])
    expect(body.active.at(-1)).toBe(ids.zeta)
  })

  it('answers empty lists to a student', async () => {
    expect(await (await call(people.student)).json()).toEqual({ active: [], requested: [], all_institutions: false })
  })
})

describe('is_professional: one rule (the flag, or an online ad with a package) everywhere', () => {
  it('is the same in the list item, the public detail, the cockpit’s full shape and a job’s institution', async () => {
    const { toInstitutionListItems } = await import('@/modules/institutions/list-item.server')
    const { findPublicInstitution } = await import('@/modules/institutions/public-shape.server')
    const { institutionFull } = await import('@/modules/institutions/profile.server')
    const { jobCardsByIds } = await import('@/modules/jobs/public.server')
    const { getEssentials } = await import('@/modules/essentials/essentials.server')
    const essentials = await getEssentials(payload, 'de')
    const expected = { [ids.paidOnly]: true, [ids.flagged]: true, [ids.plain]: false }
    for (const [id, professional] of Object.entries(expected).map(([k, v]) => [Number(k), v] as const)) {
      const doc = await payload.findByID({ collection: 'institutions', id, depth: 0, overrideAccess: true })
      const [item] = await toInstitutionListItems(payload, [doc], essentials)
      expect(item!.is_professional, `list item ${doc.name}`).toBe(professional)
      expect((await findPublicInstitution(payload, String(id), 'de'))?.is_professional, `detail ${doc.name}`).toBe(professional)
      expect((await institutionFull(payload, people.team, id, 'de'))?.is_professional, `full ${doc.name}`).toBe(professional)
    }
    const jobs = await payload.find({ collection: 'jobs', where: { title: { in: ['Oberarzt bezahlt', 'Oberarzt gratis'] } }, depth: 0, overrideAccess: true })
    const cards = await jobCardsByIds(
      payload,
      jobs.docs.map((j) => j.id),
      'de',
    )
    expect(Object.fromEntries(cards.map((c) => [c.institution?.id, c.job.institution.is_professional]))).toEqual({ [ids.paidOnly]: true, [ids.plain]: false })
  })
})
