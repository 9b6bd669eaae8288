import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { SESSION_LOCK } from '../accounts/session-lock'
import { deletedMail, localeOf } from './mails'

// Deleting an account (ADR 0065, docs/product-rules.md#privacy): one transaction removes the person
// and what is only theirs, anonymises what others rely on, keeps what the law keeps.
//   removed: the account (name, e-mail, password, sessions and their devices, second factor,
//            links, preferences: by the users row and its cascades), memberships, job alerts,
//            internships, messages sent, login attempts and the mails of the outbox to the address
//   anonymous: reviews stay (published texts are the employers' and readers'), without author;
//            the account's requests to the team stay as a record without user or reason
//   kept: orders and invoices (legal retention, 10 years) with the billing data they carry; the
//            order loses the link to the account
// USER_REFERENCES lists every column that points at users and what happens to it;
// tests/integration/account-deletion.test.ts fails when the database has one that is not listed.

export type Treatment = 'deleted' | 'anonymised' | 'kept' | 'cascade'

export const USER_REFERENCES: Record<string, Treatment> = {
  'account_email_changes.user_id': 'cascade',
  'account_recovery_codes.user_id': 'cascade',
  'account_reset_tokens.user_id': 'cascade',
  'account_second_factors.user_id': 'cascade',
  'account_verification_links.user_id': 'cascade',
  'account_deletion_links.user_id': 'cascade',
  'account_session_devices.user_id': 'cascade',
  'users_sessions._parent_id': 'cascade',
  'payload_locked_documents_rels.users_id': 'cascade',
  'payload_preferences_rels.users_id': 'deleted',
  'account_requests.user_id': 'anonymised',
  'internships.user_id': 'deleted',
  'job_alerts.user_id': 'deleted',
  'memberships.user_id': 'deleted',
  'review_messages.sender_id': 'deleted',
  'reviews.author_id': 'anonymised',
  'orders.user_id': 'kept',
}

export interface DeletedAccount {
  email: string
  firstName: string
  locale: string | null
}

/**
 * Deletes the account `userId` (null when it no longer exists). `keepRequest`: the team's deletion
 * request being decided in /admin's own transaction (its row is that transaction's; its hook clears
 * the user itself).
 */
export async function deleteAccount(payload: Payload, userId: number, opts: { keepRequest?: number } = {}): Promise<DeletedAccount | null> {
  const client = await payload.db.pool.connect()
  let gone: DeletedAccount | null = null
  try {
    await client.query('BEGIN')
    // Logins and logouts of the account wait for this transaction (accounts/session-lock.ts).
    await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SESSION_LOCK, userId])
    const { rows } = await client.query<{ email: string; first_name: string; locale: string | null }>('SELECT email, first_name, locale FROM users WHERE id = $1 FOR UPDATE', [
      userId,
    ])
    const user = rows[0]
    if (!user) {
      await client.query('ROLLBACK')
      return null
    }
    const email = user.email.toLowerCase()
    await client.query('DELETE FROM memberships WHERE user_id = $1', [userId])
    await client.query('DELETE FROM job_alerts WHERE user_id = $1 OR lower(email) = $2', [userId, email])
    await client.query('DELETE FROM internships WHERE user_id = $1', [userId])
    await client.query('DELETE FROM review_messages WHERE sender_id = $1', [userId])
    await client.query('UPDATE reviews SET author_id = NULL WHERE author_id = $1', [userId])
    await client.query('UPDATE orders SET user_id = NULL WHERE user_id = $1', [userId])
    await client.query('UPDATE account_requests SET user_id = NULL, reason = NULL WHERE user_id = $1 AND id <> $2', [userId, opts.keepRequest ?? 0])
    await client.query('DELETE FROM payload_preferences WHERE id IN (SELECT parent_id FROM payload_preferences_rels WHERE users_id = $1)', [userId])
    await client.query('DELETE FROM login_attempts WHERE lower(email) = $1', [email])
    await client.query('DELETE FROM outbox WHERE lower("to") = $1', [email])
    await client.query('DELETE FROM users WHERE id = $1', [userId])
    await client.query('COMMIT')
    gone = { email: user.email, firstName: user.first_name, locale: user.locale }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
  return gone
}

/** Deletes the account and tells the address it had (the one mail the outbox keeps to it). */
export async function deleteAccountAndTell(payload: Payload, userId: number, opts: { keepRequest?: number } = {}): Promise<boolean> {
  const gone = await deleteAccount(payload, userId, opts)
  if (!gone) return false
  await sendMail(payload, deletedMail(localeOf(gone.locale), gone.email, gone.firstName))
  return true
}
