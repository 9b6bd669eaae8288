import 'server-only'
import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { hashToken } from '@/lib/secret-token'
import { revokeSessionsWhere } from '../accounts/auth.server'
import type { SessionUser } from '../accounts/session.server'
import { deviceName, type DeviceName } from './device-name'

// The account's sessions as its owner sees them (ADR 0065): each live session with its device (from
// the User-Agent it was last used with) and its last use, kept in account_session_devices by the
// cockpit's pages; the owner ends one or all others. The same visit keeps the account's language:
// the language of the cockpit it last used is the language of its mails.

/** A visit refreshes the last use at most once a minute (one cheap statement otherwise). */
const TOUCH_EVERY_SECONDS = 60

/** The opaque handle the screen names a session by (the session id itself stays out of the HTML). */
export const sessionHandle = (sessionId: string) => hashToken(`session:${sessionId}`).slice(0, 24)

/** Records a cockpit visit: this session's device and last use; the account's language is the cockpit's. */
export async function touchSession(payload: Payload, user: SessionUser, userAgent: string | null, locale: string): Promise<void> {
  if (user._sid) {
    await payload.db.pool.query(
      `INSERT INTO account_session_devices (session_id, user_id, user_agent, last_used_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (session_id) DO UPDATE SET user_agent = excluded.user_agent, last_used_at = now()
        WHERE account_session_devices.last_used_at < now() - make_interval(secs => $4) OR account_session_devices.user_agent IS DISTINCT FROM excluded.user_agent`,
      [user._sid, user.id, userAgent?.slice(0, 500) ?? null, TOUCH_EVERY_SECONDS],
    )
  }
  if (isLocale(locale) && user.locale !== locale) await followLanguage(payload, user.id, locale)
}

/** The account's mails go out in `locale` from now on. */
export async function followLanguage(payload: Payload, userId: number, locale: Locale): Promise<void> {
  await payload.db.pool.query('UPDATE users SET locale = $2 WHERE id = $1 AND locale IS DISTINCT FROM $2', [userId, locale])
}

export interface SessionRow {
  handle: string
  current: boolean
  device: DeviceName
  startedAt: string
  lastUsedAt: string | null
}

/** The live sessions of the account, the current one first, then by last use. */
export async function sessionsOf(payload: Payload, user: SessionUser): Promise<SessionRow[]> {
  const { rows } = await payload.db.pool.query<{ id: string; created_at: Date; user_agent: string | null; last_used_at: Date | null }>(
    `SELECT s.id, s.created_at, d.user_agent, d.last_used_at
       FROM users_sessions s LEFT JOIN account_session_devices d ON d.session_id = s.id
      WHERE s._parent_id = $1 AND (s.expires_at IS NULL OR s.expires_at > now())
      ORDER BY coalesce(d.last_used_at, s.created_at) DESC`,
    [user.id],
  )
  const list = rows.map((r) => ({
    handle: sessionHandle(r.id),
    current: r.id === user._sid,
    device: deviceName(r.user_agent),
    startedAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  }))
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)]
}

/** Ends one other session (by its handle) or every other one (`'others'`); the current one stays. */
export async function endSessions(payload: Payload, user: SessionUser, which: { handle: string } | 'others'): Promise<void> {
  await revokeSessionsWhere(payload, user.id, (id) => id !== user._sid && (which === 'others' || sessionHandle(id) === which.handle))
  await payload.db.pool.query('DELETE FROM account_session_devices WHERE user_id = $1 AND session_id NOT IN (SELECT id FROM users_sessions WHERE _parent_id = $1)', [user.id])
}
