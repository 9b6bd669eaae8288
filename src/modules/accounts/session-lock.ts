import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterLogoutHook, CollectionBeforeOperationHook, Payload, PayloadRequest } from 'payload'

// Payload keeps an account's sessions as one array in the user's document and rewrites the whole
// array on every login and logout; two at the same moment each read the array and write it back
// with their change only, so one session was lost (ADR 0050). Every session write holds
// this per-account lock in its transaction from before it reads the array until it commits.
// No server-only here: the users collection (loaded by the migration CLI too) uses it.

/** The advisory lock's first key (the second is the user's id); any fixed number no one else uses. */
export const SESSION_LOCK = 250_050

/** The statement that takes the account's session lock, held until the transaction ends. */
export function sessionLockSql(userId: number) {
  return sql`select pg_advisory_xact_lock(${SESSION_LOCK}::int, ${userId}::int)`
}

type Sessions = Record<string, { db: { execute: (statement: unknown) => Promise<unknown> } }>

/** Takes the session lock in the transaction `req` runs in; false when it runs in none. */
export async function lockSessionsOf(req: Pick<PayloadRequest, 'transactionID'> & { payload: Payload }, userId: number): Promise<boolean> {
  const id = await req.transactionID
  if (!id) return false
  const session = (req.payload.db as unknown as { sessions?: Sessions }).sessions?.[String(id)]
  if (!session) return false
  await session.db.execute(sessionLockSql(userId))
  return true
}

/**
 * Payload's own logout (/admin's, `POST /api/cms/users/logout`) reads the sessions afresh inside its
 * transaction after this hook: locked here, that read sees every login committed before.
 */
export const lockSessionsOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const id = req.user?.id
  if (typeof id === 'number') await lockSessionsOf(req, id)
}

/**
 * Payload's token refresh (/admin keeps its session alive with it) moves the session's expiry and
 * writes the array back; it runs the beforeOperation hooks inside its transaction before it reads.
 */
export const lockSessionsOnRefresh: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const id = req.user?.id
  if (operation === 'refresh' && typeof id === 'number') await lockSessionsOf(req, id)
  return args
}
