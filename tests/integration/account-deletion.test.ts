import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { login } from '@/modules/accounts/auth.server'
import { USER_REFERENCES, deleteAccount } from '@/modules/privacy/delete.server'
import { deleteByLink, isDeletionLinkOf, sendDeletionLink } from '@/modules/privacy/deletion-link.server'
import { createUser, mailsTo } from '../support/factories'
import { seedPerson } from '../support/privacy-seed'
import { freshPayload } from '../support/test-db'

// Deleting an account (ADR 0065) on a real PostgreSQL: every column that points at users is handled
// or declared kept (read from the database's catalogue, so a new table fails here), the person is
// gone, reviews stay anonymous, orders and invoices stay with their billing data, and the user's
// own deletion needs the password and then the mailed link.

let payload: Payload
let ip = 0
const nextIp = () => `192.0.2.${++ip}`

beforeAll(async () => {
  payload = await freshPayload()
})

/** Every column that refers to users: foreign keys to users, and user-like columns without any foreign key. */
async function userReferences(): Promise<string[]> {
  const { rows } = await payload.db.pool.query<{ ref: string }>(`
    SELECT c.conrelid::regclass::text || '.' || a.attname AS ref
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
    UNION
    SELECT col.table_name || '.' || col.column_name
      FROM information_schema.columns col
     WHERE col.table_schema = 'public' AND col.column_name IN ('user_id', 'users_id', 'author_id', 'sender_id', 'owner_id')
       AND NOT EXISTS (
         SELECT 1 FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.conrelid = (quote_ident(col.table_name))::regclass AND a.attname = col.column_name)
    ORDER BY 1`)
  return rows.map((r) => r.ref)
}

const countWhere = async (ref: string, id: number) => {
  const [table, column] = ref.split('.') as [string, string]
  const { rows } = await payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`, [id])
  return rows[0]!.n
}

describe('the tables that refer to users', () => {
  it('are each handled by the deletion or declared kept', async () => {
    const found = await userReferences()
    // A new table with a user column: handle it in delete.server.ts (or declare it kept) first.
    expect(found.filter((ref) => !(ref in USER_REFERENCES))).toEqual([])
    // and the list names nothing that no longer exists
    expect(Object.keys(USER_REFERENCES).filter((ref) => !found.includes(ref))).toEqual([])
  })
})

describe('deleting an account', () => {
  it('removes the person, keeps reviews anonymous and orders and invoices with their billing data', async () => {
    const person = await seedPerson(payload, 'petra.privat@example.ch')
    await deleteAccount(payload, person.userId)
    for (const ref of Object.keys(USER_REFERENCES)) expect({ ref, n: await countWhere(ref, person.userId) }).toEqual({ ref, n: 0 })
    const { rows: users } = await payload.db.pool.query('SELECT 1 FROM users WHERE id = $1 OR lower(email) = $2', [person.userId, person.email])
    expect(users).toEqual([])
    const { rows: alerts } = await payload.db.pool.query('SELECT 1 FROM job_alerts WHERE email = $1', [person.email])
    expect(alerts).toEqual([])
    const { rows: reviews } = await payload.db.pool.query('SELECT author_id, summary_feedback, status FROM reviews WHERE id = $1', [person.reviewId])
    expect(reviews).toEqual([{ author_id: null, summary_feedback: 'Sehr lehrreiche Zeit auf der Chirurgie.', status: 'published' }])
    const { rows: orders } = await payload.db.pool.query('SELECT user_id, total FROM orders WHERE id = $1', [person.orderId])
    expect(orders).toEqual([{ user_id: null, total: '42159' }])
    const { rows: invoices } = await payload.db.pool.query('SELECT billing_name, billing_email FROM invoices WHERE id = $1', [person.invoiceId])
    expect(invoices).toEqual([{ billing_name: 'Spital Privat AG', billing_email: person.email }])
    const { rows: requests } = await payload.db.pool.query(`SELECT user_id, reason FROM account_requests WHERE kind = 'role_change' AND target_role = 'ROLE_DOCTOR'`)
    expect(requests).toContainEqual({ user_id: null, reason: null })
    expect(await login(payload, { email: person.email, password: 'Helvemed-Test-1' }, nextIp())).toEqual({ ok: false, reason: 'invalidCredentials' })
    // a second deletion of the same account finds nothing
    expect(await deleteAccount(payload, person.userId)).toBeNull()
  })
})

describe("the user's own deletion", () => {
  const linkIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1]

  it('needs the right password, then the mailed link, opened by the same account', async () => {
    const user = await createUser(payload, { email: 'selbst@example.ch', role: 'ROLE_DOCTOR', locale: 'it' })
    const other = await createUser(payload, { email: 'fremd@example.ch', role: 'ROLE_DOCTOR' })
    expect(await sendDeletionLink(payload, user, 'Falsch-Passwort-1', nextIp())).toBe('wrongPassword')
    expect(await mailsTo(payload, user.email)).toEqual([])
    expect(await sendDeletionLink(payload, user, 'Helvemed-Test-1', nextIp())).toBe('sent')
    const [mail] = await mailsTo(payload, user.email)
    expect(mail!.subject).toBe('Cancellare l’account: conferma, per favore')
    const token = linkIn(mail!.text ?? '')!
    expect(token).toBeTruthy()
    // the password check opened no session
    const { rows: sessions } = await payload.db.pool.query('SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = $1', [user.id])
    expect(sessions[0].n).toBe(0)
    // only the hash is stored
    const { rows: stored } = await payload.db.pool.query('SELECT token_hash FROM account_deletion_links WHERE user_id = $1', [user.id])
    expect(stored[0].token_hash).not.toContain(token)
    expect(await isDeletionLinkOf(payload, token, user.id)).toBe(true)
    expect(await deleteByLink(payload, token, other.id)).toBe(false)
    expect(await deleteByLink(payload, 'x'.repeat(43), user.id)).toBe(false)
    expect(await deleteByLink(payload, token, user.id)).toBe(true)
    expect(await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())).toEqual({ ok: false, reason: 'invalidCredentials' })
    // the one mail the outbox keeps to the address: that it is deleted
    const left = await mailsTo(payload, user.email)
    expect(left.map((m) => m.subject)).toEqual(['Il tuo account Helvemed è cancellato'])
    // used once
    expect(await deleteByLink(payload, token, user.id)).toBe(false)
  })

  it('refuses an expired link', async () => {
    const user = await createUser(payload, { email: 'spaet@example.ch', role: 'ROLE_DOCTOR' })
    await sendDeletionLink(payload, user, 'Helvemed-Test-1', nextIp())
    const token = linkIn((await mailsTo(payload, user.email))[0]!.text ?? '')!
    await payload.db.pool.query(`UPDATE account_deletion_links SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id])
    expect(await isDeletionLinkOf(payload, token, user.id)).toBe(false)
    expect(await deleteByLink(payload, token, user.id)).toBe(false)
    expect((await payload.db.pool.query('SELECT 1 FROM users WHERE id = $1', [user.id])).rowCount).toBe(1)
  })
})
