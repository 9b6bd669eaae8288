import type { CollectionAfterReadHook, PayloadRequest } from 'payload'

// Session timeouts (ADR 0051, ASVS 5.0 7.3.1/7.3.2). Payload keeps each login's session in
// users_sessions (id, created_at, expires_at) and accepts a token while its session exists. We use
// expires_at as the idle deadline: a request on the session moves it on (at most to created_at plus
// the absolute lifetime), and a session past its deadline is left out wherever the user is read,
// so Payload's token check (which reads the user) no longer finds it.
//   team:   idle 30 minutes, absolute 12 hours (a working day; /admin and the cockpit alike)
//   others: idle 7 days, absolute 14 days (the token's own lifetime, SESSION_SECONDS)

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface SessionLimits {
  idleMs: number
  absoluteMs: number
  /** a deadline moves only when it moves by more than this (fewer writes) */
  stepMs: number
}

export const TEAM_SESSION: SessionLimits = { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR, stepMs: MINUTE }
export const MEMBER_SESSION: SessionLimits = { idleMs: 7 * DAY, absoluteMs: 14 * DAY, stepMs: HOUR }

export function sessionLimits(role: unknown): SessionLimits {
  return role === 'ROLE_ADMIN' ? TEAM_SESSION : MEMBER_SESSION
}

interface StoredSession {
  id: string
  createdAt?: string | Date | null
  expiresAt: string | Date
}

const ms = (d: string | Date | null | undefined) => (d ? new Date(d).getTime() : NaN)

/** Whether a session is still valid: before its idle deadline and within its absolute lifetime. */
export function isSessionLive(session: StoredSession, limits: SessionLimits, now: number): boolean {
  const created = ms(session.createdAt)
  return ms(session.expiresAt) > now && (Number.isNaN(created) || created + limits.absoluteMs > now)
}

/** The idle deadline after a request at `now`: idle time from now, never past the absolute lifetime. */
export function nextDeadline(session: StoredSession, limits: SessionLimits, now: number): number {
  const created = ms(session.createdAt)
  const idle = now + limits.idleMs
  return Number.isNaN(created) ? idle : Math.min(idle, created + limits.absoluteMs)
}

/** The token's claims (id, sid) of the request, unverified: only used to find the session Payload just verified. */
function tokenClaims(req: PayloadRequest): { id?: unknown; sid?: unknown } | null {
  const headers = req.headers as Headers | undefined
  if (!headers?.get) return null
  const auth = headers.get('authorization') ?? ''
  const fromHeader = auth.startsWith('JWT ') ? auth.slice(4) : null
  const fromCookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? null
  const token = fromHeader ?? fromCookie
  if (!token) return null
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id?: unknown; sid?: unknown }
  } catch {
    return null
  }
}

/**
 * users afterRead: drops the sessions past their deadline and, while Payload authenticates a request
 * (no req.user yet), moves that request's session deadline on.
 */
export const applySessionTimeouts: CollectionAfterReadHook = async ({ doc, req }) => {
  const sessions = (doc as { sessions?: StoredSession[] | null }).sessions
  if (!Array.isArray(sessions)) return doc
  const limits = sessionLimits((doc as { role?: unknown }).role)
  const now = Date.now()
  const live = sessions.filter((s) => isSessionLive(s, limits, now))
  ;(doc as { sessions?: StoredSession[] }).sessions = live
  if (req.user) return doc
  const claims = tokenClaims(req)
  if (!claims || claims.id !== doc.id || typeof claims.sid !== 'string') return doc
  const session = live.find((s) => s.id === claims.sid)
  if (!session) return doc
  const deadline = nextDeadline(session, limits, now)
  if (Math.abs(deadline - ms(session.expiresAt)) <= limits.stepMs) return doc
  session.expiresAt = new Date(deadline).toISOString()
  await req.payload.db.pool.query('UPDATE users_sessions SET expires_at = $1 WHERE id = $2 AND _parent_id = $3', [new Date(deadline), session.id, doc.id])
  return doc
}
