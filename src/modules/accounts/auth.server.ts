import 'server-only'
import type { Payload } from 'payload'
import type { SessionUser } from './session.server'

// Login, logout and password changes on top of Payload's auth (hashing, verification, sessions).

export const IP_WINDOW_MS = 15 * 60 * 1000
export const IP_MAX_FAILURES = 20

export type LoginFailure = 'invalidCredentials' | 'accountLocked' | 'unverified' | 'tooManyAttempts'
export type LoginResult = { ok: true; token: string; user: SessionUser } | { ok: false; reason: LoginFailure }

async function recentFailures(payload: Payload, ip: string): Promise<number> {
  const since = new Date(Date.now() - IP_WINDOW_MS).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'login-attempts',
    // Throttle bookkeeping is the system's, not the visitor's.
    overrideAccess: true,
    where: { and: [{ ip: { equals: ip } }, { createdAt: { greater_than: since } }] },
  })
  return totalDocs
}

async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true, limit: 1, depth: 0 })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil) > new Date())
}

export async function login(payload: Payload, input: { email: string; password: string }, ip: string): Promise<LoginResult> {
  if ((await recentFailures(payload, ip)) >= IP_MAX_FAILURES) return { ok: false, reason: 'tooManyAttempts' }
  try {
    const result = await payload.login({ collection: 'users', data: input })
    if (!result.token || !result.user) return { ok: false, reason: 'invalidCredentials' }
    return { ok: true, token: result.token, user: result.user as SessionUser }
  } catch (e) {
    // Payload's auth errors are told apart by status: the bundler may duplicate their classes, so
    // instanceof is not reliable. 403 = unverified e-mail; 401 = wrong credentials or locked account.
    const status = (e as { status?: unknown }).status
    if (status === 403) return { ok: false, reason: 'unverified' }
    if (status === 401) {
      if (await isLocked(payload, input.email)) return { ok: false, reason: 'accountLocked' }
      await payload.create({ collection: 'login-attempts', overrideAccess: true, data: { ip, email: input.email } })
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
