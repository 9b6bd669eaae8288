import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

// One database transaction shared by Payload's local API (through `req`) and plain SQL (`query`),
// for the few places where a rule must hold under parallel requests: row locks (SELECT … FOR
// UPDATE), advisory locks, a check and its write. Committed when `keep(result)` says so (default:
// always), rolled back otherwise and on any error.

type Rows = { rows: Record<string, unknown>[] }

export interface Transaction {
  /** pass as `req` to payload.find/create/update so they run inside the transaction */
  req: PayloadRequest
  /** a drizzle `sql` template (from @payloadcms/db-postgres) run inside the transaction */
  query: (statement: unknown) => Promise<Rows>
}

type Sessions = Record<string, { db: { execute: (statement: unknown) => Promise<Rows> } }>

export async function inTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<T>, keep: (result: T) => boolean = () => true): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) throw new Error('the database adapter gave no transaction')
  const session = (payload.db as unknown as { sessions: Sessions }).sessions[String(transactionID)]
  if (!session) throw new Error('no session for the transaction')
  const tx: Transaction = { req: { transactionID, payload } as unknown as PayloadRequest, query: (statement) => session.db.execute(statement) }
  try {
    const result = await work(tx)
    if (keep(result)) await payload.db.commitTransaction(transactionID)
    else await payload.db.rollbackTransaction(transactionID)
    return result
  } catch (err) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw err
  }
}
