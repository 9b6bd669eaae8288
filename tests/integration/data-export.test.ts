import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DataExport } from '@/modules/privacy/export.server'
import { DATA_EXPORTS_PER_ACCOUNT } from '@/modules/limits/rules'
import { createEssential, createInstitution, createUser, tokenFor } from '../support/factories'
import { seedPerson, type SeededPerson } from '../support/privacy-seed'
import { freshPayload } from '../support/test-db'

// The data export (ADR 0065) compared with the database for a seeded account: every section holds
// exactly that account's rows, with their texts and statuses; no secret leaves; someone else's data
// is not in it; 401 without a login; limited per account.

let payload: Payload
let person: SeededPerson

beforeAll(async () => {
  payload = await freshPayload()
  person = await seedPerson(payload, 'export.person@example.ch')
  // someone else, in the same institution, with an order of another institution
  await seedPerson(payload, 'export.other@example.ch')
})

async function download(email: string | null): Promise<Response> {
  const route = await import('@/app/api/fn/user/data-export/route')
  const headers = email ? { Authorization: `JWT ${await tokenFor(payload, email)}` } : undefined
  return route.GET(new NextRequest('http://localhost/api/fn/user/data-export', { headers }))
}

const db = async (sql: string, params: unknown[]) => (await payload.db.pool.query(sql, params)).rows

describe('GET /api/fn/user/data-export', () => {
  it('answers 401 without a login', async () => {
    expect((await download(null)).status).toBe(401)
  })

  it("is one JSON file of everything the database holds about the account, and only that account's", async () => {
    const res = await download(person.email)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="helvemed-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const text = await res.text()
    const data = JSON.parse(text) as DataExport
    const id = person.userId

    const [user] = await db('SELECT email, first_name, last_name, role, locale FROM users WHERE id = $1', [id])
    expect(data.account).toMatchObject(user!)
    for (const secret of ['hash', 'salt', '_verificationtoken', 'reset_password_token']) expect(data.account).not.toHaveProperty(secret)
    const [hash] = await db('SELECT hash FROM users WHERE id = $1', [id])
    expect(text).not.toContain(hash!.hash)

    expect(data.memberships.map((m) => m.institution_id)).toEqual(
      (await db('SELECT institution_id FROM memberships WHERE user_id = $1 ORDER BY id', [id])).map((r) => r.institution_id),
    )
    expect(data.job_alerts.map((a) => a.filter)).toEqual((await db('SELECT filter FROM job_alerts WHERE user_id = $1 ORDER BY id', [id])).map((r) => r.filter))
    expect(data.job_alerts[0]).not.toHaveProperty('unsubscribe_token_hash')
    const reviews = await db('SELECT id, public_id, status, summary_feedback FROM reviews WHERE author_id = $1 ORDER BY id', [id])
    expect(data.reviews.map((r) => ({ id: r.id, public_id: r.public_id, status: r.status, summary_feedback: r.summary_feedback }))).toEqual(reviews)
    expect(data.reviews[0]!.summary_feedback).toBe('Sehr lehrreiche Zeit auf der Chirurgie.')
    expect(data.review_messages_sent.map((m) => m.message)).toEqual((await db('SELECT message FROM review_messages WHERE sender_id = $1 ORDER BY id', [id])).map((r) => r.message))
    expect(data.internships.map((x) => x.id)).toEqual((await db('SELECT id FROM internships WHERE user_id = $1 ORDER BY id', [id])).map((r) => r.id))
    expect(data.requests_to_the_team.map((r) => r.reason)).toEqual(['Studium fertig'])
    // the seed's own login, and the one this download used
    expect(data.sessions).toHaveLength(Number((await db('SELECT count(*) AS n FROM users_sessions WHERE _parent_id = $1', [id]))[0]!.n))
    expect(data.sessions.length).toBeGreaterThan(0)
    // the orders and invoices of the institution it manages and is the contact of
    expect(data.orders.map((o) => o.id)).toEqual([person.orderId])
    expect(data.invoices.map((v) => [v.id, v.billing_name])).toEqual([[person.invoiceId, 'Spital Privat AG']])
    expect(data.consents.colleagues_contact).toBe(false)
    // nothing of the other person
    expect(text).not.toContain('export.other@example.ch')
  })

  it('leaves out the orders of an institution whose contact is someone else', async () => {
    const region = await createEssential(payload, 'regions', 'XX-export')
    const category = await createEssential(payload, 'categories', 'XX-export')
    const institution = await createInstitution(payload, { name: 'Fremdes Spital', region, category, contact_mail: 'chef@example.ch' })
    const member = await createUser(payload, { email: 'mitglied@example.ch', role: 'ROLE_INSTITUTION', manages: institution })
    await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        kind: 'create',
        institution,
        product_key: 'basic',
        product_title: 'Basic',
        variant_id: 101,
        duration: 30,
        subtotal: 1,
        discount: 0,
        net: 1,
        vat: 0,
        total: 1,
        payable: 1,
      },
    })
    const data = (await (await download(member.email)).json()) as DataExport
    expect(data.memberships).toHaveLength(1)
    expect(data.orders).toEqual([])
  })

  it('is limited per account', async () => {
    const user = await createUser(payload, { email: 'viel@example.ch', role: 'ROLE_DOCTOR' })
    const statuses: number[] = []
    for (let i = 0; i <= DATA_EXPORTS_PER_ACCOUNT.capacity; i++) statuses.push((await download(user.email)).status)
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
    const last = await download(user.email)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
