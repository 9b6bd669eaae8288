import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { isLocale, type Locale } from '@/i18n/locales'
import { accountExistsMail, emailChangeMail, emailChangeNoticeMail } from './mails'
import { hashToken, randomToken } from '@/lib/secret-token'
import { EMAIL_CHANGE_MAILS_PER_ADDRESS, EMAIL_CHANGES_PER_ACCOUNT } from '../limits/rules'
import { takeLimit } from '../limits/take.server'

// A new e-mail address counts only once its owner opened the link we mailed to it and confirmed
// with a button (ADR 0017). Tokens are stored hashed, valid 24 hours, one pending change per user.

export const EMAIL_CHANGE_MS = 24 * 60 * 60 * 1000

interface Account {
  id: number
  email: string
  first_name: string
  locale?: string | null
}

async function emailTaken(payload: Payload, email: string, exceptId?: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [email, exceptId ?? null])
  return (rowCount ?? 0) > 0
}

export type EmailChangeOutcome = 'sent' | 'same' | { limited: true; retryAfterSeconds: number }

/**
 * Mails the confirmation link to the new address and a notice to the old one. An address that
 * already belongs to another account gets the "you already have an account" hint instead; the
 * caller answers the same either way (no account enumeration). Limited in the database (ADR 0015):
 * per account (over it the caller says "try again in N minutes") and per target address (over it
 * the answer is the same as when mailed, and nothing is sent: the earlier mails are in that inbox).
 */
export async function requestEmailChange(payload: Payload, user: Account, newEmail: string, fallback: Locale): Promise<EmailChangeOutcome> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) return 'same'
  const perAccount = await takeLimit(payload, EMAIL_CHANGES_PER_ACCOUNT, String(user.id))
  if (!perAccount.ok) return { limited: true, retryAfterSeconds: perAccount.retryAfterSeconds }
  if (!(await takeLimit(payload, EMAIL_CHANGE_MAILS_PER_ADDRESS, newEmail.trim().toLowerCase())).ok) return 'sent'
  const locale = isLocale(user.locale ?? '') ? (user.locale as Locale) : fallback
  if (await emailTaken(payload, newEmail, user.id)) {
    await sendMail(payload, accountExistsMail(locale, newEmail, user.first_name))
    return 'sent'
  }
  const token = randomToken()
  await payload.db.pool.query('DELETE FROM account_email_changes WHERE user_id = $1 OR expires_at < now()', [user.id])
  await payload.db.pool.query('INSERT INTO account_email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    user.id,
    newEmail,
    hashToken(token),
    new Date(Date.now() + EMAIL_CHANGE_MS),
  ])
  await sendMail(payload, emailChangeMail(locale, newEmail, user.first_name, token))
  await sendMail(payload, emailChangeNoticeMail(locale, user.email, user.first_name, newEmail))
  return 'sent'
}

/** The address a still-valid link would confirm (shown before the button), or null. Changes nothing. */
export async function pendingEmailChange(payload: Payload, token: string): Promise<{ newEmail: string } | null> {
  const { rows } = await payload.db.pool.query<{ new_email: string }>('SELECT new_email FROM account_email_changes WHERE token_hash = $1 AND expires_at > now()', [
    hashToken(token),
  ])
  return rows[0] ? { newEmail: rows[0].new_email } : null
}

/** Uses the link once: the account's address becomes the confirmed one. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<{ ok: true; email: string } | { ok: false }> {
  const { rows } = await payload.db.pool.query<{ user_id: number; new_email: string }>(
    'DELETE FROM account_email_changes WHERE token_hash = $1 AND expires_at > now() RETURNING user_id, new_email',
    [hashToken(token)],
  )
  const change = rows[0]
  if (!change || (await emailTaken(payload, change.new_email, change.user_id))) return { ok: false }
  // The system's write: `email` is a team-only field for everyone else (users.collection.ts).
  await payload.update({ collection: 'users', id: change.user_id, data: { email: change.new_email }, overrideAccess: true })
  return { ok: true, email: change.new_email }
}
