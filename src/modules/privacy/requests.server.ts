import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import type { AccountRequestInput } from './schemas'
import { teamRequestMail } from './mails'
import type { RequestKind } from './request-kinds'

// A user's request to the team (ADR 0065): one INSERT under the partial unique index "one open
// request per account and kind"; only the request whose INSERT stored the row mails the team, so a
// double click or parallel sends store and mail once.

export interface Requester {
  id: number
  email: string
  first_name: string
  last_name: string
  role?: string | null
}

export type RequestOutcome =
  | { kind: 'sent'; id: number; repeat: boolean }
  /** a role change to the role the account already has */
  | { kind: 'sameRole' }

const INSERT = `
  INSERT INTO account_requests (user_id, kind, target_role, reason, status)
  VALUES ($1, $2, $3, $4, 'open')
  ON CONFLICT (user_id, kind) WHERE status = 'open' DO NOTHING
  RETURNING id`

export async function submitAccountRequest(payload: Payload, user: Requester, input: AccountRequestInput): Promise<RequestOutcome> {
  const targetRole = input.kind === 'role_change' ? input.target_role : null
  if (targetRole && targetRole === user.role) return { kind: 'sameRole' }
  const reason = input.reason.trim() || null
  const { rows } = await payload.db.pool.query<{ id: number }>(INSERT, [user.id, input.kind, targetRole, reason])
  const stored = rows[0]
  if (!stored) {
    const before = await openRequestOf(payload, user.id, input.kind)
    return { kind: 'sent', id: before?.id ?? 0, repeat: true }
  }
  // A mail that fails is recorded as failed in the outbox; the request stands (the team sees it in /admin).
  await sendMail(payload, teamRequestMail({ id: stored.id, kind: input.kind, targetRole, reason, user }))
  return { kind: 'sent', id: stored.id, repeat: false }
}

export interface OpenRequest {
  id: number
  kind: RequestKind
  target_role: string | null
  created_at: Date
}

export async function openRequestOf(payload: Payload, userId: number, kind: RequestKind): Promise<OpenRequest | null> {
  const { rows } = await payload.db.pool.query<OpenRequest>(`SELECT id, kind, target_role, created_at FROM account_requests WHERE user_id = $1 AND kind = $2 AND status = 'open'`, [
    userId,
    kind,
  ])
  return rows[0] ?? null
}

/** The account's open requests, by kind (the privacy screen shows "waiting for the team" instead of the form). */
export async function openRequestsOf(payload: Payload, userId: number): Promise<Partial<Record<RequestKind, OpenRequest>>> {
  const { rows } = await payload.db.pool.query<OpenRequest>(`SELECT id, kind, target_role, created_at FROM account_requests WHERE user_id = $1 AND status = 'open'`, [userId])
  return Object.fromEntries(rows.map((r) => [r.kind, r]))
}
