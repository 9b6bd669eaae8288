import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import type { Viewer } from '@/modules/institutions/membership.server'
import { createEssential, createInstitution, createJob, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The social campaign of a premium-social order (ADR 0040): a new order with a social budget is the
// team's to-do with the ad, the budget and the period; the team marks it running and done in
// /admin; the employer who manages the ad sees its state, nobody else does.

let payload: Payload
let campaigns: typeof import('@/modules/orders/social-campaigns.server')
const ids = { inst: 0, other: 0, job: 0, basicJob: 0, social: 0, basic: 0 }
const DAY = 86_400_000
const START = '2027-03-01T07:00:00.000Z'

async function order(job: number, data: Partial<Order>): Promise<Order> {
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      kind: 'create',
      institution: ids.inst,
      job,
      product_key: 'premium-social',
      product_title: 'Premium Social',
      variant_id: 302,
      duration: 60,
      social_budget: 200,
      subtotal: 149_000,
      discount: 0,
      net: 149_000,
      vat: 12_069,
      total: 161_069,
      payable: 161_070,
      ...data,
    },
  })
}

beforeAll(async () => {
  payload = await freshPayload()
  campaigns = await import('@/modules/orders/social-campaigns.server')
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.inst = await createInstitution(payload, { name: 'Spital Social', region, category })
  ids.other = await createInstitution(payload, { name: 'Spital Anders', region, category })
  ids.job = await createJob(payload, {
    title: 'Oberärztin Kardiologie',
    institution: ids.inst,
    online_from: START,
    online_until: new Date(Date.parse(START) + 60 * DAY).toISOString(),
  })
  ids.basicJob = await createJob(payload, { title: 'Assistenzarzt Chirurgie', institution: ids.inst })
})

describe('social campaigns', () => {
  it('makes a premium-social order a to-do with its budget and the period it pays for', async () => {
    const created = await order(ids.job, {})
    expect(created.social_campaign_status).toBe('todo')
    expect(created.social_campaign_from).toBe(START)
    expect(created.social_campaign_until).toBe(new Date(Date.parse(START) + 60 * DAY).toISOString())
    // an order without a budget is no campaign
    const basic = await order(ids.basicJob, { product_key: 'basic', variant_id: 102, social_budget: 0 })
    expect(basic.social_campaign_status ?? null).toBeNull()
    expect(basic.social_campaign_from ?? null).toBeNull()
    // the team's to-do: the orders whose campaign is to do
    const todo = await payload.find({ collection: 'orders', where: { social_campaign_status: { equals: 'todo' } }, overrideAccess: true, depth: 0 })
    expect(todo.docs.map((d) => [d.job, d.social_budget])).toEqual([[ids.job, 200]])
  })

  it('an extension campaigns from the old end for the days it adds', async () => {
    const now = Date.now()
    const ext = await order(ids.job, { kind: 'extend', duration: 30, social_budget: 100, variant_id: 301 })
    const oldEnd = Date.parse(START) + 60 * DAY
    const from = Math.max(oldEnd, now)
    expect(Date.parse(ext.social_campaign_from!)).toBeGreaterThanOrEqual(from - 1000)
    expect(Date.parse(ext.social_campaign_until!) - Date.parse(ext.social_campaign_from!)).toBe(30 * DAY)
    await payload.delete({ collection: 'orders', id: ext.id, overrideAccess: true })
  })

  it('shows the employer the state the team sets, and nobody else', async () => {
    const member = await createUser(payload, { email: 'hr@social.test', role: 'ROLE_INSTITUTION', manages: ids.inst })
    const stranger = await createUser(payload, { email: 'hr@anders.test', role: 'ROLE_INSTITUTION', manages: ids.other })
    const seen = async (user: Viewer) => campaigns.socialCampaignsOf(payload, user, [ids.job, ids.basicJob])
    expect([...(await seen(member)).entries()]).toEqual([[ids.job, expect.objectContaining({ state: 'todo', budget: 200, from: START })]])
    expect((await seen(stranger)).size).toBe(0)
    const [campaign] = (await payload.find({ collection: 'orders', where: { job: { equals: ids.job } }, overrideAccess: true, depth: 0 })).docs
    await payload.update({ collection: 'orders', id: campaign!.id, overrideAccess: true, data: { social_campaign_status: 'running' } })
    expect((await seen(member)).get(ids.job)?.state).toBe('running')
    await payload.update({ collection: 'orders', id: campaign!.id, overrideAccess: true, data: { social_campaign_status: 'done' } })
    expect((await seen(member)).get(ids.job)?.state).toBe('done')
    // the team sees every campaign
    expect((await seen({ id: 0, role: 'ROLE_ADMIN' })).get(ids.job)?.state).toBe('done')
  })

  it('closes orders to everyone but the team', async () => {
    const member = await payload.find({ collection: 'users', where: { email: { equals: 'hr@social.test' } }, overrideAccess: true })
    await expect(payload.find({ collection: 'orders', overrideAccess: false, user: member.docs[0] })).rejects.toThrow()
  })
})
