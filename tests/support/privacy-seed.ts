import type { Payload } from 'payload'
import { createEssential, createInstitution, createMembership, createReview, createUser } from './factories'

// One account with something in every place that holds a user's data (ADR 0065): a membership of an
// institution it is the contact of, with an order and its invoice; a job alert; an internship; a
// review with its texts and a message about it; a session; a request to the team.

let n = 0

export interface SeededPerson {
  userId: number
  email: string
  institution: number
  reviewId: number
  orderId: number
  invoiceId: number
}

export async function seedPerson(payload: Payload, email: string): Promise<SeededPerson> {
  const stamp = `${Date.now()}${++n}`
  const base = { region: await createEssential(payload, 'regions', `R${stamp}`), category: await createEssential(payload, 'categories', `C${stamp}`) }
  const institution = await createInstitution(payload, { ...base, name: `Spital ${stamp}`, contact_mail: email })
  const field = await createEssential(payload, 'fields', `F${stamp}`)
  const level = await createEssential(payload, 'levels', `L${stamp}`)
  const user = await createUser(payload, { email, role: 'ROLE_INSTITUTION', first_name: 'Petra', last_name: 'Privat', locale: 'fr' })
  await createMembership(payload, user.id, institution)
  await payload.db.pool.query(`INSERT INTO job_alerts (email, user_id, locale, status, filter) VALUES ($1, $2, 'fr', 'active', '{"q":"chirurgie"}')`, [email, user.id])
  await payload.db.pool.query(`INSERT INTO internships (user_id, institution_id, field_id, start, "end") VALUES ($1, $2, $3, '2026-01-01', '2026-03-31')`, [
    user.id,
    institution,
    field,
  ])
  const review = await createReview(payload, { author: user.id, institution, field, level, summary_feedback: 'Sehr lehrreiche Zeit auf der Chirurgie.', status: 'published' })
  await payload.db.pool.query(`INSERT INTO review_messages (review_id, institution_id, sender_id, message) VALUES ($1, $2, $3, 'Merci pour la réponse')`, [
    review.id,
    institution,
    user.id,
  ])
  const amounts = { subtotal: 39_000, discount: 0, net: 39_000, vat: 3_159, total: 42_159, payable: 42_160 }
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: { kind: 'create', institution, user: user.id, product_key: 'basic', product_title: 'Basic', variant_id: 101, duration: 30, ...amounts },
  })
  const invoice = await payload.create({
    collection: 'invoices',
    overrideAccess: true,
    data: {
      number: 900_000 + n,
      order: order.id,
      institution,
      language: 'fr',
      billing: { name: 'Spital Privat AG', address: 'Seestrasse 1', zip: '8001', city: 'Zürich', email },
      description: 'Annonce',
      reference: '0'.repeat(27),
      issued_at: '2026-11-01T10:00:00Z',
      status: 'open',
      billing_type: 'email',
      due_at: '2026-12-01T10:00:00Z',
      ...amounts,
    },
  })
  await payload.login({ collection: 'users', data: { email, password: 'Helvemed-Test-1' } })
  await payload.db.pool.query(`INSERT INTO account_requests (user_id, kind, target_role, reason) VALUES ($1, 'role_change', 'ROLE_DOCTOR', 'Studium fertig')`, [user.id])
  return { userId: user.id, email, institution, reviewId: review.id, orderId: order.id, invoiceId: invoice.id }
}
