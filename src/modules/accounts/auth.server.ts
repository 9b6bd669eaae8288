import 'server-only'
import type { Payload } from 'payload'
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import { secondFactorStepFor, type SecondFactorStep } from './second-factor.server'
import type { SessionUser } from './session.server'

// Login, logout and password changes on top of Payload's auth (hashing, verification, sessions).

export type LoginFailure = 'invalidCredentials' | 'accountLocked' | 'unverified' | 'tooManyAttempts' | 'tooManyForAccount'
export type LoginResult =
  /** `step`: the second factor still to pass; until it is passed the attempt keeps counting against the limits */
  | { ok: true; token: string; user: SessionUser; step: SecondFactorStep | null }
  | { ok: false; reason: Exclude<LoginFailure, 'tooManyAttempts' | 'tooManyForAccount'> }
  /** a shared limit refused the attempt before the password was checked (ADR 0015) */
  | { ok: false; reason: 'tooManyAttempts' | 'tooManyForAccount'; retryAfterSeconds: number }

/**
 * Every attempt takes a token per client IP and per typed address (whether or not it has an
 * account, so a refusal reveals nothing); a successful login gives both back, so only failures
 * count. The buckets live in PostgreSQL and are shared by every app process.
 */
async function takeLoginLimits(payload: Payload, email: string, ip: string): Promise<LoginResult | null> {
  const perIp = await takeLimit(payload, LOGIN_PER_IP, ip)
  if (!perIp.ok) return { ok: false, reason: 'tooManyAttempts', retryAfterSeconds: perIp.retryAfterSeconds }
  const perAccount = await takeLimit(payload, LOGIN_PER_ACCOUNT, email.trim().toLowerCase())
  if (!perAccount.ok) return { ok: false, reason: 'tooManyForAccount', retryAfterSeconds: perAccount.retryAfterSeconds }
  return null
}

/** Gives an attempt back once it fully succeeded (password and, where set, the second factor). */
export async function giveBackLoginLimits(payload: Payload, email: string, ip: string): Promise<void> {
  await giveBackLimit(payload, LOGIN_PER_IP, ip)
  await giveBackLimit(payload, LOGIN_PER_ACCOUNT, email.trim().toLowerCase())
}

async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true, limit: 1, depth: 0 })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil) > new Date())
}

export interface LoginOptions {
  /**
   * The password is confirmed by someone whose session already passed the second factor (a
   * password change, turning the factor off): a right password gives the attempt back at once.
   */
  confirming?: boolean
}

export async function login(payload: Payload, input: { email: string; password: string }, ip: string, opts: LoginOptions = {}): Promise<LoginResult> {
  const refused = await takeLoginLimits(payload, input.email, ip)
  if (refused) return refused
  try {
    const result = await payload.login({ collection: 'users', data: input })
    if (!result.token || !result.user) return { ok: false, reason: 'invalidCredentials' }
    const user = result.user as SessionUser
    // With a second factor pending, the attempt still counts: only a right code gives it back
    // (security-actions.ts), so a known password does not buy unlimited code steps (ADR 0051).
    const step = opts.confirming ? null : await secondFactorStepFor(payload, user)
    if (!step) await giveBackLoginLimits(payload, input.email, ip)
    return { ok: true, token: result.token, user, step }
  } catch (e) {
    // Payload's auth errors are told apart by status: the bundler may duplicate their classes, so
    // instanceof is not reliable. 403 = unverified e-mail; 401 = wrong credentials or locked account.
    const status = (e as { status?: unknown }).status
    if (status === 403) return { ok: false, reason: 'unverified' }
    if (status === 401) {
      if (await isLocked(payload, input.email)) return { ok: false, reason: 'accountLocked' }
      return { ok: false, reason: 'invalidCredentials' }
    }
    throw e
  }
}

/** Ends one server-side session (the one the token names). */
export async function revokeSession(payload: Payload, user: SessionUser): Promise<void> {
  if (!user._sid) return
  const fresh = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })
  const sessions = (fresh.sessions ?? []).filter((s) => s.id !== user._sid)
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
}

/** Ends every session of a user (password changed or reset). */
export async function revokeAllSessions(payload: Payload, userId: number): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: [] }, returning: false })
}
