import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { isLocale, type Locale } from '@/i18n/locales'
import { accountExistsMail, passwordChangedMail, resetMail, verificationMail } from './mails'
import type { RegisterInput } from './schemas'
import { hashLikeAPassword, revokeAllSessions } from './auth.server'
import { REGISTER_MAILS_PER_ADDRESS, REGISTER_PER_IP, RESET_MAILS_PER_ADDRESS, RESET_PER_IP, type LimitRule } from '../limits/rules'
import { takeLimit, type LimitResult } from '../limits/take.server'
import { isSafeNext } from './safe-next'
import { VERIFICATION_NEXT } from './payload-mails'
import { liftSecondFactorLock } from './second-factor.server'
import { isCommonPassword, isStoredPassword } from './common-passwords'
import { hashToken } from '@/lib/secret-token'

/**
 * The shared limits of a request that mails an address (ADR 0015). Over the IP's limit the caller
 * shows "try again in N minutes" (that says nothing about the address). Over the address's limit
 * the caller answers exactly as if the mail had gone out, and none is sent: the earlier mails are
 * in that inbox, and the answer reveals neither whether the address has an account nor that
 * someone asked before. Returns whether to send.
 */
async function mayMail(
  payload: Payload,
  rules: { perIp: LimitRule; perAddress: LimitRule },
  ip: string,
  email: string,
): Promise<{ ok: false; retryAfterSeconds: number } | { ok: true; send: boolean }> {
  const perIp = await takeLimit(payload, rules.perIp, ip)
  if (!perIp.ok) return perIp
  return { ok: true, send: (await takeLimit(payload, rules.perAddress, email.trim().toLowerCase())).ok }
}

/**
 * Creates an unverified account and mails the verification link. An address that already has an
 * account gets a hint mail instead, and the caller sees the same answer (no account enumeration).
 */
export async function registerUser(payload: Payload, input: RegisterInput, locale: Locale, ip: string): Promise<LimitResult> {
  const limit = await mayMail(payload, { perIp: REGISTER_PER_IP, perAddress: REGISTER_MAILS_PER_ADDRESS }, ip, input.email)
  if (!limit.ok || !limit.send) return limit.ok ? { ok: true } : limit
  const existing = await payload.find({ collection: 'users', where: { email: { equals: input.email } }, overrideAccess: true, limit: 1 })
  if (existing.docs[0]) {
    // The same work as a new account (its password hash), so the answer takes as long (ADR 0051).
    await hashLikeAPassword(input.password)
    await sendMail(payload, accountExistsMail(locale, input.email, existing.docs[0].first_name))
    return { ok: true }
  }
  // The system's write after our own validation (RegisterSchema): through Payload only the team
  // creates accounts. The password hook in users.collection.ts checks the password again, and its
  // create hooks send our verification mail in `locale` (payload-mails.ts), as for every new account.
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    // The verification link leads on to the page the visitor registered for (payload-mails.ts).
    context: isSafeNext(input.next) ? { [VERIFICATION_NEXT]: input.next } : {},
    data: {
      email: input.email,
      password: input.password,
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender,
      locale,
    },
  })
  return { ok: true }
}

/** How long a verification link works (ADR 0051); an expired one can be renewed from its page. */
export const VERIFY_LINK_HOURS = 48

/**
 * The address a verification link is for, while the link is unused, and whether it expired (48 h
 * after the registration or the last renewal). Read only: opening the link changes nothing
 * (browsers and mail scanners may open it more than once); the button does.
 */
export async function pendingVerification(payload: Payload, token: string): Promise<{ email: string; expired: boolean } | null> {
  const { rows } = await payload.db.pool.query<{ email: string; expired: boolean }>(
    `SELECT u.email, coalesce(v.sent_at, u.created_at) < now() - make_interval(hours => $2) AS expired
     FROM users u LEFT JOIN account_verification_links v ON v.user_id = u.id
     WHERE u._verificationtoken = $1 AND u._verified IS NOT TRUE LIMIT 1`,
    [token, VERIFY_LINK_HOURS],
  )
  return rows[0] ?? null
}

export async function verifyEmail(payload: Payload, token: string): Promise<boolean> {
  const pending = await pendingVerification(payload, token)
  if (!pending || pending.expired) return false
  try {
    return await payload.verifyEmail({ collection: 'users', token })
  } catch {
    return false
  }
}

/**
 * A new verification link for the account of an expired one (only its mailbox has the old link),
 * mailed in the account's language; the old link ends. Limited like registration mails per
 * address (ADR 0015). Nothing happens for a link that is unknown, used or still valid.
 */
export async function renewVerification(payload: Payload, token: string, next: string | undefined, ip: string): Promise<LimitResult> {
  const { rows } = await payload.db.pool.query<{ id: number; email: string; first_name: string; locale: string | null; expired: boolean }>(
    `SELECT u.id, u.email, u.first_name, u.locale, coalesce(v.sent_at, u.created_at) < now() - make_interval(hours => $2) AS expired
     FROM users u LEFT JOIN account_verification_links v ON v.user_id = u.id
     WHERE u._verificationtoken = $1 AND u._verified IS NOT TRUE LIMIT 1`,
    [token, VERIFY_LINK_HOURS],
  )
  const user = rows[0]
  if (!user?.expired) return { ok: true }
  const limit = await mayMail(payload, { perIp: REGISTER_PER_IP, perAddress: REGISTER_MAILS_PER_ADDRESS }, ip, user.email)
  if (!limit.ok || !limit.send) return limit.ok ? { ok: true } : limit
  const fresh = crypto.randomBytes(20).toString('hex')
  const renewed = await payload.db.pool.query('UPDATE users SET _verificationtoken = $2 WHERE id = $1 AND _verificationtoken = $3', [user.id, fresh, token])
  if ((renewed.rowCount ?? 0) === 0) return { ok: true }
  await payload.db.pool.query('INSERT INTO account_verification_links (user_id, sent_at) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at', [
    user.id,
  ])
  const locale = isLocale(user.locale ?? '') ? (user.locale as Locale) : 'de'
  await sendMail(payload, verificationMail(locale, user.email, user.first_name, fresh, isSafeNext(next) ? next : undefined))
  return { ok: true }
}

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60

/**
 * A new reset link's token (ADR 0051): random, stored only as its SHA-256 in account_reset_tokens,
 * never in Payload's plain reset_password_token. Earlier links of the account stay valid until
 * they expire or one of them is used, so nobody can kill someone's pending link by asking for
 * another (ADR 0017); the per-address mail limit keeps their number small.
 */
export async function issueResetToken(payload: Payload, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('hex')
  await payload.db.pool.query('DELETE FROM account_reset_tokens WHERE user_id = $1 AND expires_at <= now()', [userId])
  await payload.db.pool.query('INSERT INTO account_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))', [
    userId,
    hashToken(token),
    RESET_LINK_MINUTES,
  ])
  return token
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(payload: Payload, email: string, locale: Locale, ip: string): Promise<LimitResult> {
  // Taken whether or not the address has an account, so a refusal tells nothing either.
  const limit = await mayMail(payload, { perIp: RESET_PER_IP, perAddress: RESET_MAILS_PER_ADDRESS }, ip, email)
  if (!limit.ok || !limit.send) return limit.ok ? { ok: true } : limit
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  const user = found.docs[0]
  if (!user) return { ok: true }
  const token = await issueResetToken(payload, user.id)
  await sendMail(payload, resetMail((user.locale as Locale | null) ?? locale, email, user.first_name, token))
  return { ok: true }
}

export type ResetOutcome = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'passwordCommon' | 'passwordSame' }

/**
 * Sets the new password of a valid reset link. Refuses a password on the common list and the
 * account's current password (ADR 0051); the link stays valid then.
 */
export async function resetPasswordOf(payload: Payload, token: string, password: string): Promise<ResetOutcome> {
  const pool = payload.db.pool
  const { rows } = await pool.query<{ user_id: number; hash: string | null; salt: string | null }>(
    'SELECT t.user_id, u.hash, u.salt FROM account_reset_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND t.expires_at > now()',
    [hashToken(token)],
  )
  const found = rows[0]
  if (!found) return { ok: false, reason: 'invalid' }
  if (isCommonPassword(password)) return { ok: false, reason: 'passwordCommon' }
  if (await isStoredPassword(password, found.hash, found.salt)) return { ok: false, reason: 'passwordSame' }
  // Used once: of two requests with the same link, one takes it; every other link of the account ends too.
  const used = await pool.query(
    'DELETE FROM account_reset_tokens WHERE user_id = $1 AND EXISTS (SELECT 1 FROM account_reset_tokens WHERE token_hash = $2 AND expires_at > now())',
    [found.user_id, hashToken(token)],
  )
  if ((used.rowCount ?? 0) === 0) return { ok: false, reason: 'invalid' }
  try {
    // The system's write; the password hook checks the rules again and lifts a lock of the code
    // step (users.collection.ts): the link came by mail, so its owner set the new password. The
    // link also proves the address.
    const user = await payload.update({ collection: 'users', id: found.user_id, data: { password, _verified: true }, overrideAccess: true })
    // A reset ends every session, including one an attacker may hold.
    await revokeAllSessions(payload, user.id)
    await liftSecondFactorLock(payload, user.id)
    await sendMail(payload, passwordChangedMail(isLocale(user.locale ?? '') ? (user.locale as Locale) : 'de', user.email, user.first_name ?? ''))
    return { ok: true, email: user.email }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

export async function resetPassword(payload: Payload, token: string, password: string): Promise<boolean> {
  return (await resetPasswordOf(payload, token, password)).ok
}
