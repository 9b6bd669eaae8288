import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { inTransaction, type Transaction } from '@/lib/transaction.server'
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import type { SessionUser } from './session.server'
import { sessionLockSql } from './session-lock'

// Login, logout and password changes on top of Payload's auth (hashing, verification, sessions).

export type LoginFailure = 'invalidCredentials' | 'accountLocked' | 'unverified' | 'tooManyAttempts' | 'tooManyForAccount'
export type LoginResult =
  | { ok: true; token: string; user: SessionUser }
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

async function giveBackLoginLimits(payload: Payload, email: string, ip: string): Promise<void> {
  await giveBackLimit(payload, LOGIN_PER_IP, ip)
  await giveBackLimit(payload, LOGIN_PER_ACCOUNT, email.trim().toLowerCase())
}

async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true, limit: 1, depth: 0 })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil) > new Date())
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

export async function login(payload: Payload, input: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const refused = await takeLoginLimits(payload, input.email, ip)
  if (refused) return refused
  try {
    const result = await lockedLogin(payload, input)
    if (!result.token || !result.user) return { ok: false, reason: 'invalidCredentials' }
    await giveBackLoginLimits(payload, input.email, ip)
    return { ok: true, token: result.token, user: result.user as SessionUser }
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

/** Ends every session of a user (password changed or reset). */
export async function revokeAllSessions(payload: Payload, userId: number): Promise<void> {
  await rewriteSessions(payload, userId, () => [])
}
