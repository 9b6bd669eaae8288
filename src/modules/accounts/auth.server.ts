import 'server-only'
import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { inTransaction, type Transaction } from '@/lib/transaction.server'
import { LOGIN_PER_ACCOUNT, LOGIN_PER_DEVICE, LOGIN_PER_IP } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import { deviceIdFor } from './login-device'
import { sessionIdOf } from './pending-login'
import { sessionLimits } from './session-timeouts'
import { secondFactorStepFor, type SecondFactorStep } from './second-factor.server'
import type { SessionUser } from './session.server'
import { sessionLockSql } from './session-lock'

// Login, logout and password changes on top of Payload's auth (hashing, verification, sessions).

/**
 * Why a login failed. A wrong password and an unknown address are the same answer
 * (`invalidCredentials`), after the same work (ADR 0051); there is no per-account lock to tell
 * apart: the shared limits slow guessing instead (ADR 0015).
 */
export type LoginFailure = 'invalidCredentials' | 'unverified' | 'tooManyAttempts' | 'tooManyForAccount' | 'deactivated'
export type LoginResult =
  /** `step`: the second factor still to pass; until it is passed the attempt keeps counting against the limits */
  | { ok: true; token: string; user: SessionUser; step: SecondFactorStep | null }
  | { ok: false; reason: Exclude<LoginFailure, 'tooManyAttempts' | 'tooManyForAccount'> }
  /** a shared limit refused the attempt before the password was checked (ADR 0015) */
  | { ok: false; reason: 'tooManyAttempts' | 'tooManyForAccount'; retryAfterSeconds: number }

export interface LoginOptions {
  /**
   * The password is confirmed by someone whose session already passed the second factor (a
   * password change, turning the factor off): a right password gives the attempt back at once.
   */
  confirming?: boolean
  /** The browser's device cookie (login-device.ts): its attempts count against its own bucket. */
  device?: string
}

const normal = (email: string) => email.trim().toLowerCase()

/** The bucket an attempt on this address counts against: the device's where it logged in before, else the address's. */
function accountBucket(payload: Payload, email: string, device: string | undefined) {
  const id = deviceIdFor(payload.secret, device, email)
  return id ? { rule: LOGIN_PER_DEVICE, key: id } : { rule: LOGIN_PER_ACCOUNT, key: normal(email) }
}

/**
 * Every attempt takes a token per client IP and per typed address (whether or not it has an
 * account, so a refusal reveals nothing), or per device for a browser that logged in to that
 * address before; a complete login gives both back, so only failures count. The buckets live in
 * PostgreSQL and are shared by every app process.
 */
async function takeLoginLimits(payload: Payload, email: string, ip: string, device?: string): Promise<LoginResult | null> {
  const perIp = await takeLimit(payload, LOGIN_PER_IP, ip)
  if (!perIp.ok) return { ok: false, reason: 'tooManyAttempts', retryAfterSeconds: perIp.retryAfterSeconds }
  const bucket = accountBucket(payload, email, device)
  const perAccount = await takeLimit(payload, bucket.rule, bucket.key)
  if (!perAccount.ok) return { ok: false, reason: 'tooManyForAccount', retryAfterSeconds: perAccount.retryAfterSeconds }
  return null
}

/** Gives an attempt back once it fully succeeded (password and, where set, the second factor). */
export async function giveBackLoginLimits(payload: Payload, email: string, ip: string, device?: string): Promise<void> {
  await giveBackLimit(payload, LOGIN_PER_IP, ip)
  const bucket = accountBucket(payload, email, device)
  await giveBackLimit(payload, bucket.rule, bucket.key)
}

// Payload's current hash (pbkdf2-sha256-v1: 600 000 iterations, 32 bytes).
const HASH_ITERATIONS = 600_000
const HASH_BYTES = 32

/** The work of checking a password, for an address without an account: the answer takes as long. */
export async function hashLikeAPassword(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex')
  await new Promise<void>((resolve) => crypto.pbkdf2(password, salt, HASH_ITERATIONS, HASH_BYTES, 'sha256', () => resolve()))
}

/**
 * Payload's login inside a transaction that first takes the account's session lock, so the user
 * (and its sessions) it reads are the ones the login before it committed (ADR 0050). Payload's login
 * joins this transaction (and rolls it back itself when it fails after its password check).
 */
function lockedLogin(payload: Payload, input: { email: string; password: string }) {
  return inTransaction(payload, async (tx) => {
    const { rows } = await tx.query(sql`select id from users where email = ${input.email.toLowerCase().trim()}`)
    const id = rows[0]?.id
    if (typeof id === 'number') await tx.query(sessionLockSql(id))
    return payload.login({ collection: 'users', data: input, req: tx.req })
  })
}

async function accountExists(payload: Payload, email: string): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('SELECT 1 FROM users WHERE lower(email) = $1', [normal(email)])
  return (rowCount ?? 0) > 0
}

/** A new session's deadline is its idle time from now, not Payload's token lifetime (session-timeouts.ts). */
async function startIdleClock(payload: Payload, token: string, role: unknown): Promise<void> {
  const sid = sessionIdOf(token)
  if (!sid) return
  const limits = sessionLimits(role)
  await payload.db.pool.query(
    'UPDATE users_sessions SET expires_at = least(now() + make_interval(secs => $2::float8), coalesce(created_at, now()) + make_interval(secs => $3::float8)) WHERE id = $1',
    [sid, limits.idleMs / 1000, limits.absoluteMs / 1000],
  )
}

export async function login(payload: Payload, input: { email: string; password: string }, ip: string, opts: LoginOptions = {}): Promise<LoginResult> {
  const refused = await takeLoginLimits(payload, input.email, ip, opts.device)
  if (refused) return refused
  // An unknown address costs the same hash as a wrong password (Payload would answer at once).
  if (!(await accountExists(payload, input.email))) {
    await hashLikeAPassword(input.password)
    return { ok: false, reason: 'invalidCredentials' }
  }
  try {
    const result = await lockedLogin(payload, input)
    if (!result.token || !result.user) return { ok: false, reason: 'invalidCredentials' }
    const user = result.user as SessionUser
    // A deactivated account (the team did the owner's request, ADR 0065): told only after the right
    // password, and the session Payload just opened ends at once.
    if (user.deactivated_at) {
      await revokeSession(payload, { ...user, _sid: sessionIdOf(result.token) ?? undefined })
      return { ok: false, reason: 'deactivated' }
    }
    await startIdleClock(payload, result.token, user.role)
    // With a second factor pending, the attempt still counts: only a right code gives it back
    // (security-actions.ts), so a known password does not buy unlimited code steps (ADR 0051).
    const step = opts.confirming ? null : await secondFactorStepFor(payload, user)
    if (!step) await giveBackLoginLimits(payload, input.email, ip, opts.device)
    return { ok: true, token: result.token, user, step }
  } catch (e) {
    // Payload's auth errors are told apart by status: the bundler may duplicate their classes, so
    // instanceof is not reliable. 403 = unverified e-mail (only after a right password); 401 = wrong credentials.
    const status = (e as { status?: unknown }).status
    if (status === 403) return { ok: false, reason: 'unverified' }
    if (status === 401) return { ok: false, reason: 'invalidCredentials' }
    throw e
  }
}

/** Rewrites a user's sessions under the account's session lock, from the array as committed now. */
function rewriteSessions(payload: Payload, userId: number, change: (sessions: NonNullable<SessionUser['sessions']>) => NonNullable<SessionUser['sessions']>) {
  return inTransaction(payload, async (tx: Transaction) => {
    await tx.query(sessionLockSql(userId))
    const fresh = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true, showHiddenFields: true, depth: 0, req: tx.req })
    await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: change(fresh.sessions ?? []) }, req: tx.req, returning: false })
  })
}

/** Ends one server-side session (the one the token names); the account's other sessions stay. */
export async function revokeSession(payload: Payload, user: SessionUser): Promise<void> {
  const sid = user._sid
  if (!sid) return
  await rewriteSessions(payload, user.id, (sessions) => sessions.filter((s) => s.id !== sid))
}

/** Ends the sessions of a user that `end` names (the sessions screen, ADR 0065); the others stay. */
export async function revokeSessionsWhere(payload: Payload, userId: number, end: (sessionId: string) => boolean): Promise<void> {
  await rewriteSessions(payload, userId, (sessions) => sessions.filter((s) => !end(s.id)))
}

/** Ends every session of a user (password changed or reset). */
export async function revokeAllSessions(payload: Payload, userId: number): Promise<void> {
  await rewriteSessions(payload, userId, () => [])
}
