import 'server-only'
import type { Payload } from 'payload'

// The data export (Swiss nDSG, ADR 0065): everything the platform holds about an account, as one
// JSON document, generated on each request. Rows are taken whole (to_jsonb) minus what is secret
// (password hash and salt, token hashes) or points back at the account itself, so a column added
// later is exported without a change here.

type Row = Record<string, unknown>

export interface DataExport {
  format: 'helvemed-data-export/1'
  exported_at: string
  account: Row
  second_factor: Row | null
  pending_email_change: Row | null
  memberships: Row[]
  job_alerts: Row[]
  reviews: Row[]
  review_messages_sent: Row[]
  internships: Row[]
  requests_to_the_team: Row[]
  consents: { colleagues_hidden: unknown; colleagues_contact: unknown; job_alerts_confirmed: Row[]; offer_inquiries: Row[] }
  sessions: Row[]
  /** orders the account placed, and those of institutions it manages and is the contact of */
  orders: Row[]
  invoices: Row[]
}

const SECRET_USER_COLUMNS = ['hash', 'salt', 'reset_password_token', 'reset_password_expiration', 'reset_password_requested_at', '_verificationtoken']

async function rows(payload: Payload, sql: string, params: unknown[]): Promise<Row[]> {
  return (await payload.db.pool.query<{ row: Row }>(sql, params)).rows.map((r) => r.row)
}

/** null when the account does not exist. */
export async function dataExportOf(payload: Payload, userId: number, now = new Date()): Promise<DataExport | null> {
  const [account] = await rows(payload, `SELECT to_jsonb(u) - $2::text[] AS row FROM users u WHERE u.id = $1`, [userId, SECRET_USER_COLUMNS])
  if (!account) return null
  const email = String(account.email).toLowerCase()
  const [factor] = await rows(payload, `SELECT jsonb_build_object('on', true, 'since', f.enabled_at) AS row FROM account_second_factors f WHERE f.user_id = $1`, [userId])
  const [emailChange] = await rows(
    payload,
    `SELECT jsonb_build_object('new_email', c.new_email, 'expires_at', c.expires_at) AS row FROM account_email_changes c WHERE c.user_id = $1`,
    [userId],
  )
  const memberships = await rows(
    payload,
    `SELECT to_jsonb(m) - 'user_id' || jsonb_build_object('institution_name', i.name) AS row
       FROM memberships m JOIN institutions i ON i.id = m.institution_id WHERE m.user_id = $1 ORDER BY m.id`,
    [userId],
  )
  const jobAlerts = await rows(
    payload,
    `SELECT to_jsonb(a) - 'user_id' - 'confirm_token_hash' - 'unsubscribe_token_hash' AS row FROM job_alerts a WHERE a.user_id = $1 OR lower(a.email) = $2 ORDER BY a.id`,
    [userId, email],
  )
  const reviews = await rows(
    payload,
    `SELECT to_jsonb(r) - 'author_id' || jsonb_build_object('institution_name', i.name) AS row
       FROM reviews r JOIN institutions i ON i.id = r.institution_id WHERE r.author_id = $1 ORDER BY r.id`,
    [userId],
  )
  const messages = await rows(payload, `SELECT to_jsonb(m) - 'sender_id' AS row FROM review_messages m WHERE m.sender_id = $1 ORDER BY m.id`, [userId])
  const internships = await rows(
    payload,
    `SELECT to_jsonb(x) - 'user_id' || jsonb_build_object('institution_name', i.name) AS row
       FROM internships x JOIN institutions i ON i.id = x.institution_id WHERE x.user_id = $1 ORDER BY x.id`,
    [userId],
  )
  const requests = await rows(payload, `SELECT to_jsonb(r) - 'user_id' AS row FROM account_requests r WHERE r.user_id = $1 ORDER BY r.id`, [userId])
  const offerInquiries = await rows(payload, `SELECT to_jsonb(o) - 'intent' - 'team_note' AS row FROM offer_inquiries o WHERE lower(o.email) = $1 ORDER BY o.id`, [email])
  const sessions = await rows(
    payload,
    `SELECT jsonb_build_object('started_at', s.created_at, 'expires_at', s.expires_at, 'device', d.user_agent, 'last_used_at', d.last_used_at) AS row
       FROM users_sessions s LEFT JOIN account_session_devices d ON d.session_id = s.id WHERE s._parent_id = $1 ORDER BY s.created_at`,
    [userId],
  )
  // Institutions it actively manages and is the contact of (the profile's contact or billing address is its own).
  const contactOf = `SELECT i.id FROM institutions i JOIN memberships m ON m.institution_id = i.id AND m.user_id = $1 AND m.status = 'active'
                      WHERE lower(i.contact_mail) = $2 OR lower(i.billing_email) = $2`
  const orders = await rows(payload, `SELECT to_jsonb(o) - 'user_id' - 'intent' AS row FROM orders o WHERE o.user_id = $1 OR o.institution_id IN (${contactOf}) ORDER BY o.id`, [
    userId,
    email,
  ])
  const invoices = await rows(
    payload,
    `SELECT to_jsonb(v) AS row FROM invoices v
      WHERE v.order_id IN (SELECT id FROM orders WHERE user_id = $1) OR v.institution_id IN (${contactOf}) ORDER BY v.id`,
    [userId, email],
  )
  return {
    format: 'helvemed-data-export/1',
    exported_at: now.toISOString(),
    account,
    second_factor: factor ?? null,
    pending_email_change: emailChange ?? null,
    memberships,
    job_alerts: jobAlerts,
    reviews,
    review_messages_sent: messages,
    internships,
    requests_to_the_team: requests,
    consents: {
      colleagues_hidden: account.colleagues_hidden,
      colleagues_contact: account.colleagues_contact,
      job_alerts_confirmed: jobAlerts.filter((a) => a.confirmed_at).map((a) => ({ id: a.id, confirmed_at: a.confirmed_at })),
      offer_inquiries: offerInquiries,
    },
    sessions,
    orders,
    invoices,
  }
}
