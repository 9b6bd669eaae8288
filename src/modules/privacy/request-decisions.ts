import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { adminMessage } from '@/lib/admin-labels'
import { sendMail } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import { lockSessionsOf } from '../accounts/session-lock'
import { decisionMail, localeOf } from './mails'
import type { RequestKind } from './request-kinds'

// The team's decision on an account request in /admin (ADR 0065). A decided request stays decided;
// a refusal names its reason. Done applies it: a role change sets the role, a deactivation marks
// the account; both end its sessions (the next login sees the new state). A deletion deletes the
// account (delete.server.ts). The user reads the decision in a mail in their language.

type Data = { status?: string; decline_reason?: string | null; decided_at?: string | null; user?: unknown }

export const beforeDecision: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = originalDoc?.status as string | undefined
  const next = (data as Data).status ?? before
  if (before === next) return data
  if (before !== 'open') throw new ValidationError({ collection: 'account-requests', errors: [{ path: 'status', message: adminMessage(req, 'requestDecided') }] })
  const reason = ((data as Data).decline_reason ?? originalDoc?.decline_reason ?? '').trim()
  if (next === 'declined' && !reason) {
    throw new ValidationError({ collection: 'account-requests', errors: [{ path: 'decline_reason', message: adminMessage(req, 'declineReasonRequired') }] })
  }
  const changed: Data = { ...data, decided_at: new Date().toISOString() }
  // A deleted account leaves no link behind (the deletion runs after this write).
  if (next === 'done' && originalDoc?.kind === 'deletion') changed.user = null
  return changed
}

export const afterDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (previousDoc?.status !== 'open' || (doc.status !== 'done' && doc.status !== 'declined')) return doc
  const userId = relId(previousDoc.user)
  if (!userId) return doc
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true, depth: 0, disableErrors: true, req })
  if (!user) return doc
  const kind = doc.kind as RequestKind
  const mail = decisionMail({
    kind,
    status: doc.status,
    targetRole: doc.target_role ?? null,
    declineReason: doc.decline_reason ?? null,
    to: user.email,
    name: user.first_name,
    locale: localeOf(user.locale),
  })
  if (doc.status === 'done' && kind === 'deletion') {
    const { deleteAccount } = await import('./delete.server')
    // On its own connection: it waits for no row of this transaction (the request's row is kept).
    await deleteAccount(payload, userId, { keepRequest: doc.id })
    await sendMail(payload, mail)
    return doc
  }
  if (doc.status === 'done' && (kind === 'role_change' || kind === 'deactivation')) {
    await lockSessionsOf(req, userId)
    const data = kind === 'role_change' ? { role: doc.target_role, sessions: [] } : { deactivated_at: new Date().toISOString(), sessions: [] }
    await payload.update({ collection: 'users', id: userId, data, overrideAccess: true, req })
  }
  await sendMail(payload, mail)
  return doc
}
