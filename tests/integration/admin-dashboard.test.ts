import type { Payload, Where } from 'payload'
import { parse } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createMembership, createReview, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'
import { waitingItems, type WaitingItem } from '@/modules/backoffice/waiting'

// ADR 0054: the /admin dashboard counts what waits for the team, and each count's link
// opens a list filtered to exactly those documents.

let payload: Payload
const NOW = new Date('2026-11-27T10:00:00Z')

const billing = { name: 'Spital Süd AG', address: 'Seestrasse 1', zip: '8001', city: 'Zürich' }
const amounts = { subtotal: 39_000, discount: 0, net: 39_000, vat: 3_159, total: 42_159, payable: 42_160 }

async function order(institution: number) {
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: { kind: 'create', institution, product_key: 'basic', product_title: 'Basic', variant_id: 101, duration: 30, ...amounts },
  })
}

let invoiceNumber = 1000
async function invoice(institution: number, data: { status: 'open' | 'paid'; billing_type: 'print' | 'email'; due_at: string; posted_at?: string }) {
  return payload.create({
    collection: 'invoices',
    overrideAccess: true,
    data: {
      number: ++invoiceNumber,
      order: (await order(institution)).id,
      institution,
      language: 'de',
      billing,
      description: 'Inserat',
      reference: '0'.repeat(27),
      issued_at: '2026-11-01T10:00:00Z',
      ...amounts,
      ...data,
    },
  })
}

beforeAll(async () => {
  payload = await freshPayload()
  const base = { region: await createEssential(payload, 'regions', 'ZH', 'Zürich'), category: await createEssential(payload, 'categories', 'CLINIC', 'Klinik') }
  const parent = await createInstitution(payload, { ...base, name: 'Gruppe Ost' })
  const active = await createInstitution(payload, { ...base, name: 'Spital Süd', parent, parent_status: 'requested' })
  await createInstitution(payload, { ...base, name: 'Praxis Neu', status: 'requested' })
  await createInstitution(payload, { ...base, name: 'Praxis Nein', status: 'rejected', reject_reason: 'Kein Arbeitgeber' })
  const hr = await createUser(payload, { email: 'hr-dashboard@example.ch', role: 'ROLE_INSTITUTION' })
  await createMembership(payload, hr.id, active, 'requested')
  await createMembership(payload, hr.id, parent, 'active')
  const doctor = await createUser(payload, { email: 'doc-dashboard@example.ch', role: 'ROLE_DOCTOR' })
  const review = {
    author: doctor.id,
    institution: active,
    field: await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie'),
    level: await createEssential(payload, 'levels', 'ASSISTANT', 'Assistenzarzt'),
  }
  await createReview(payload, { ...review, status: 'pending' })
  await createReview(payload, { ...review, status: 'published' })
  // Overdue (due the day before yesterday in Zurich), to post; open and due tomorrow; paid; posted and due today (not yet overdue).
  await invoice(active, { status: 'open', billing_type: 'print', due_at: '2026-11-25T11:00:00Z' })
  await invoice(active, { status: 'open', billing_type: 'email', due_at: '2026-11-28T11:00:00Z' })
  await invoice(active, { status: 'paid', billing_type: 'print', due_at: '2026-11-20T11:00:00Z' })
  await invoice(active, { status: 'open', billing_type: 'print', due_at: '2026-11-27T22:30:00Z', posted_at: '2026-11-20T09:00:00Z' })
  // Due at 23:30 UTC on the 26th = 00:30 on the 27th in Zurich: due today, not overdue.
  await invoice(active, { status: 'open', billing_type: 'email', due_at: '2026-11-26T23:30:00Z' })
  const campaign = await order(active)
  await payload.db.pool.query(`UPDATE orders SET social_campaign_status = 'todo', social_budget = 500 WHERE id = $1`, [campaign.id])
  await payload.db.pool.query(
    `INSERT INTO task_runs (task, slot, started_at, outcome) VALUES
       ('sendJobAlerts', '2026-11-26T06:00', '2026-11-26T05:00:00Z', 'failed'),
       ('sendJobAlerts', '2026-11-10T06:00', '2026-11-10T05:00:00Z', 'failed'),
       ('jobEndReminders', '2026-11-27T07:00', '2026-11-27T06:00:00Z', 'ok'),
       ('publishScheduled', '2026-11-27T10:55', '2026-11-27T09:55:00Z', 'ok'),
       ('crawlSources', '2026-11-27T10:40', '2026-11-27T09:40:00Z', 'ok')`,
  )
  // offer inquiries (ADR 0059): one open, one answered
  await payload.db.pool.query(
    `INSERT INTO offer_inquiries (first_name, last_name, email, institution, bracket, locale, status, intent, consent_at) VALUES
       ('Anna', 'Offen', 'open@example.ch', 'Spital Offen', 'postings_1_3', 'de', 'open', 'dashboard-open', now()),
       ('Beat', 'Erledigt', 'done@example.ch', 'Spital Erledigt', 'postings_4_10', 'de', 'answered', 'dashboard-done', now())`,
  )
  // crawl sources (ADR 0070): failed three times in a row (counts), twice, and three times but inactive
  await payload.db.pool.query(
    `INSERT INTO crawl_sources (institution_id, kind, url, active, last_status, consecutive_failures) VALUES
       ($1, 'jsonld', 'https://spital-sued.example/karriere', true, 'failed', 3),
       ($1, 'feed', 'https://spital-sued.example/feed.xml', true, 'failed', 2),
       ($1, 'sitemap', 'https://spital-sued.example/sitemap.xml', false, 'failed', 5)`,
    [active],
  )
  // account requests (ADR 0065): one open, one declined
  await payload.db.pool.query(
    `INSERT INTO account_requests (user_id, kind, status, decline_reason) VALUES (NULL, 'deactivation', 'open', NULL), (NULL, 'deletion', 'declined', 'Offene Rechnung')`,
  )
})

const countOf = (items: WaitingItem[]) => Object.fromEntries(items.map((i) => [i.key, i.count]))

/** What Payload's list view shows for a link: the `where` of its address, as the list parses it. */
async function listCount(href: string): Promise<number> {
  const url = new URL(href, 'http://admin.test')
  const collection = url.pathname.split('/').pop()!
  const { where } = parse(url.search.slice(1), { depth: 10 }) as { where?: Where }
  return (await payload.count({ collection: collection as never, where: where ?? {}, overrideAccess: true })).totalDocs
}

describe('what waits for the team', () => {
  it('counts each kind of work', async () => {
    const items = await waitingItems(payload, NOW)
    expect(countOf(items)).toEqual({
      institutionsRequested: 1,
      membershipsRequested: 1,
      parentLinksRequested: 1,
      reviewsPending: 1,
      invoicesToPost: 1,
      invoicesOverdue: 1,
      invoicesOpen: 4,
      campaignsTodo: 1,
      offerInquiriesOpen: 1,
      accountRequestsOpen: 1,
      crawlSourcesFailing: 1,
      tasksFailed: 1,
      // statisticsRollUp and sendJobAlerts have no good run: overdue (the reminders ran)
      tasksOverdue: 2,
    })
  })

  it('links each count to the list of exactly those documents', async () => {
    for (const item of await waitingItems(payload, NOW)) {
      expect(item.href).toMatch(/^\/admin\/collections\/[a-z-]+/)
      if (item.key === 'tasksOverdue') continue
      expect({ key: item.key, count: await listCount(item.href) }).toEqual({ key: item.key, count: item.count })
    }
  })

  it('takes a posted print invoice off the to-post count', async () => {
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { billing_type: { equals: 'print' }, status: { equals: 'open' }, posted_at: { exists: false } },
      overrideAccess: true,
    })
    await payload.update({ collection: 'invoices', id: docs[0]!.id, data: { posted_at: '2026-11-27T09:00:00Z' }, overrideAccess: true })
    expect(countOf(await waitingItems(payload, NOW)).invoicesToPost).toBe(0)
  })
})
