import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { isLocale, type Locale } from '@/i18n/locales'
import { accountExistsMail, passwordChangedMail, resetMail } from './mails'
import type { RegisterInput } from './schemas'
import { hashLikeAPassword, revokeAllSessions } from './auth.server'
import { REGISTER_MAILS_PER_ADDRESS, REGISTER_PER_IP, RESET_MAILS_PER_ADDRESS, RESET_PER_IP, type LimitRule } from '../limits/rules'
import { takeLimit, type LimitResult } from '../limits/take.server'
import { isSafeNext } from './safe-next'
import { VERIFICATION_NEXT } from './payload-mails'
import { liftSecondFactorLock } from './second-factor.server'
import { isCommonPassword, isStoredPassword } from './common-passwords'

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

/**
 * The address a verification link is for, while the link is unused. Read only: opening the link
 * changes nothing (browsers and mail scanners may open it more than once); the button does.
 */
export async function pendingVerification(payload: Payload, token: string): Promise<{ email: string } | null> {
  const { rows } = await payload.db.pool.query<{ email: string }>('SELECT email FROM users WHERE _verificationtoken = $1 AND _verified IS NOT TRUE LIMIT 1', [token])
  return rows[0] ?? null
}

export async function verifyEmail(payload: Payload, token: string): Promise<boolean> {
  try {
    return await payload.verifyEmail({ collection: 'users', token })
  } catch {
    return false
  }
}

/**
 * The reset token of a link that is still valid for at least ten minutes. A repeated request sends
 * that link again instead of replacing it, so nobody can kill someone's pending link by asking
 * for another one (ADR 0017).
 */
async function pendingResetToken(payload: Payload, userId: number): Promise<string | null> {
  const { rows } = await payload.db.pool.query<{ token: string | null }>(
    "SELECT reset_password_token AS token FROM users WHERE id = $1 AND reset_password_expiration > now() + interval '10 minutes'",
    [userId],
  )
  return rows[0]?.token ?? null
}

/** The token of a reset link for this account: the pending one while it lasts, else a new one. */
export async function resetLinkToken(payload: Payload, user: { id: number; email: string }): Promise<string | null> {
  return (await pendingResetToken(payload, user.id)) ?? (await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true }))
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(payload: Payload, email: string, locale: Locale, ip: string): Promise<LimitResult> {
  // Taken whether or not the address has an account, so a refusal tells nothing either.
  const limit = await mayMail(payload, { perIp: RESET_PER_IP, perAddress: RESET_MAILS_PER_ADDRESS }, ip, email)
  if (!limit.ok || !limit.send) return limit.ok ? { ok: true } : limit
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  const user = found.docs[0]
  if (!user) return { ok: true }
  const token = await resetLinkToken(payload, user)
  if (token) await sendMail(payload, resetMail((user.locale as Locale | null) ?? locale, email, user.first_name, token))
  return { ok: true }
}

export type ResetOutcome = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'passwordCommon' | 'passwordSame' }

/**
 * Sets the new password of a valid reset link. Refuses a password on the common list and the
 * account's current password (ADR 0051); the link stays valid then.
 */
export async function resetPasswordOf(payload: Payload, token: string, password: string): Promise<ResetOutcome> {
  const { rows } = await payload.db.pool.query<{ hash: string | null; salt: string | null }>(
    'SELECT hash, salt FROM users WHERE reset_password_token = $1 AND reset_password_expiration > now()',
    [token],
  )
  if (!rows[0]) return { ok: false, reason: 'invalid' }
  if (isCommonPassword(password)) return { ok: false, reason: 'passwordCommon' }
  if (await isStoredPassword(password, rows[0].hash, rows[0].salt)) return { ok: false, reason: 'passwordSame' }
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    const id = result.user?.id
    // A reset ends every session, including one an attacker may hold, and lifts a lock of the
    // code step: the link came by mail, so its owner is the one who set the new password (ADR 0051).
    if (typeof id === 'number') {
      await revokeAllSessions(payload, id)
      await liftSecondFactorLock(payload, id)
    }
    const user = result.user as { email?: string; first_name?: string; locale?: string | null } | undefined
    if (user?.email) await sendMail(payload, passwordChangedMail(isLocale(user.locale ?? '') ? (user.locale as Locale) : 'de', user.email, user.first_name ?? ''))
    return user?.email ? { ok: true, email: user.email } : { ok: false, reason: 'invalid' }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

export async function resetPassword(payload: Payload, token: string, password: string): Promise<boolean> {
  return (await resetPasswordOf(payload, token, password)).ok
}
