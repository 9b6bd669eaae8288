import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { hashToken, randomToken } from '@/lib/secret-token'
import { passwordMatches } from '../accounts/factor-switch.server'
import type { SessionUser } from '../accounts/session.server'
import { deleteAccountAndTell } from './delete.server'
import { deletionLinkMail, localeOf } from './mails'

// A user deletes their own account in two steps (ADR 0065): the password (through login(), so its
// limits apply), then a link mailed to the account's address (a random token, only its hash is
// stored, one per account, valid DELETION_LINK_HOURS) opened in a session of the same account.

export const DELETION_LINK_HOURS = 24

export type StartOutcome = 'sent' | 'wrongPassword'

export async function sendDeletionLink(payload: Payload, user: SessionUser, password: string, ip: string): Promise<StartOutcome> {
  if (!(await passwordMatches(payload, user, password, ip))) return 'wrongPassword'
  const token = randomToken()
  // A new link replaces the one before.
  await payload.db.pool.query(
    `INSERT INTO account_deletion_links (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))
     ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now()`,
    [user.id, hashToken(token), DELETION_LINK_HOURS],
  )
  await sendMail(payload, deletionLinkMail(localeOf(user.locale), user.email, user.first_name, token, DELETION_LINK_HOURS))
  return 'sent'
}

/** Whether the token is a valid deletion link of this account (the confirmation page asks before it shows the button). */
export async function isDeletionLinkOf(payload: Payload, token: string, userId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('SELECT 1 FROM account_deletion_links WHERE token_hash = $1 AND user_id = $2 AND expires_at > now()', [hashToken(token), userId])
  return (rowCount ?? 0) > 0
}

/** Uses the link (once: the DELETE claims it) and deletes the account; false for an unknown, expired or foreign link. */
export async function deleteByLink(payload: Payload, token: string, userId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('DELETE FROM account_deletion_links WHERE token_hash = $1 AND user_id = $2 AND expires_at > now()', [hashToken(token), userId])
  if (!rowCount) return false
  return deleteAccountAndTell(payload, userId)
}
