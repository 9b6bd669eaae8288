import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { login } from '@/modules/accounts/auth.server'
import { submitAccountRequest } from '@/modules/privacy/requests.server'
import { AccountRequestSchema } from '@/modules/privacy/schemas'
import { createUser, mailsTo } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Requests to the team (ADR 0065) on a real PostgreSQL: one open request per account and kind
// however often it is sent at once, the team's mail, the team's decision applied and mailed to the
// user in their language, a refusal only with a reason, a decided request stays decided.

let payload: Payload
let ip = 0
const nextIp = () => `198.51.100.${++ip}`
const team = () => env().TEAM_EMAIL ?? env().SUPPORT_EMAIL

beforeAll(async () => {
  payload = await freshPayload()
})

const requestsOf = async (userId: number) =>
  (
    await payload.db.pool.query<{ id: number; kind: string; status: string; target_role: string | null }>(
      'SELECT id, kind, status, target_role FROM account_requests WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows

const decide = (id: number, data: Record<string, unknown>) => payload.update({ collection: 'account-requests', id, data, overrideAccess: true })

describe('a request to the team', () => {
  it('validates: a role change names the role and why', () => {
    expect(AccountRequestSchema.safeParse({ kind: 'role_change', reason: 'x' }).success).toBe(false)
    expect(AccountRequestSchema.safeParse({ kind: 'role_change', target_role: 'ROLE_ADMIN', reason: 'x' }).success).toBe(false)
    expect(AccountRequestSchema.safeParse({ kind: 'role_change', target_role: 'ROLE_DOCTOR', reason: ' ' }).success).toBe(false)
    expect(AccountRequestSchema.safeParse({ kind: 'deletion' }).success).toBe(true)
    expect(AccountRequestSchema.safeParse({ kind: 'other' }).success).toBe(false)
  })

  it('sent five times at once stores one request and mails the team once', async () => {
    const user = await createUser(payload, { email: 'parallel@example.ch', role: 'ROLE_STUDENT' })
    const input = AccountRequestSchema.parse({ kind: 'role_change', target_role: 'ROLE_DOCTOR', reason: 'Staatsexamen bestanden' })
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submitAccountRequest(payload, user, input)))
    expect(outcomes.filter((o) => o.kind === 'sent' && !o.repeat)).toHaveLength(1)
    const rows = await requestsOf(user.id)
    expect(rows).toEqual([expect.objectContaining({ kind: 'role_change', status: 'open', target_role: 'ROLE_DOCTOR' })])
    const teamMails = (await mailsTo(payload, team())).filter((m) => m.subject.includes('parallel@example.ch'))
    expect(teamMails).toHaveLength(1)
    expect(teamMails[0]!.text).toContain('Staatsexamen bestanden')
    expect(teamMails[0]!.text).toContain(`/admin/collections/account-requests/${rows[0]!.id}`)
    // another kind is another request
    await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'deactivation' }))
    expect(await requestsOf(user.id)).toHaveLength(2)
  })

  it('refuses a role change to the role the account has', async () => {
    const user = await createUser(payload, { email: 'same@example.ch', role: 'ROLE_DOCTOR' })
    const outcome = await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'role_change', target_role: 'ROLE_DOCTOR', reason: 'gleich' }))
    expect(outcome).toEqual({ kind: 'sameRole' })
    expect(await requestsOf(user.id)).toEqual([])
  })
})

describe("the team's decision", () => {
  it('a role change done sets the role, ends the sessions and mails the user in their language', async () => {
    const user = await createUser(payload, { email: 'rolle@example.ch', role: 'ROLE_STUDENT', locale: 'it' })
    expect((await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())).ok).toBe(true)
    await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'role_change', target_role: 'ROLE_DOCTOR', reason: 'Diplom' }))
    const [request] = await requestsOf(user.id)
    await decide(request!.id, { status: 'done' })
    const { rows } = await payload.db.pool.query('SELECT role, (SELECT count(*)::int FROM users_sessions WHERE _parent_id = users.id) AS sessions FROM users WHERE id = $1', [
      user.id,
    ])
    expect(rows[0]).toEqual({ role: 'ROLE_DOCTOR', sessions: 0 })
    const [mail] = await mailsTo(payload, user.email)
    expect(mail!.subject).toBe('La tua richiesta (Cambio di ruolo) è stata evasa')
    expect(mail!.text).toContain('Medico')
    // decided stays decided
    await expect(decide(request!.id, { status: 'open' })).rejects.toThrow()
  })

  it('a refusal needs a reason, which the user reads', async () => {
    const user = await createUser(payload, { email: 'nein@example.ch', role: 'ROLE_DOCTOR' })
    await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'deletion' }))
    const [request] = await requestsOf(user.id)
    await expect(decide(request!.id, { status: 'declined' })).rejects.toThrow()
    await decide(request!.id, { status: 'declined', decline_reason: 'Eine Rechnung ist noch offen.' })
    const [mail] = await mailsTo(payload, user.email)
    expect(mail!.subject).toBe('Deine Anfrage (Löschung) wurde abgelehnt')
    expect(mail!.text).toContain('> Eine Rechnung ist noch offen.')
    // the account is untouched, and a new request of the kind can be sent
    expect((await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())).ok).toBe(true)
    const again = await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'deletion' }))
    expect(again).toMatchObject({ kind: 'sent', repeat: false })
  })

  it('a deactivation done ends the sessions and the account cannot log in', async () => {
    const user = await createUser(payload, { email: 'pause@example.ch', role: 'ROLE_DOCTOR' })
    await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())
    await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'deactivation', reason: 'Pause' }))
    const [request] = await requestsOf(user.id)
    await decide(request!.id, { status: 'done' })
    const result = await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())
    expect(result).toEqual({ ok: false, reason: 'deactivated' })
    const { rows } = await payload.db.pool.query('SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = $1', [user.id])
    expect(rows[0].n).toBe(0)
    // the team reactivates by clearing the mark
    await payload.update({ collection: 'users', id: user.id, data: { deactivated_at: null }, overrideAccess: true })
    expect((await login(payload, { email: user.email, password: 'Helvemed-Test-1' }, nextIp())).ok).toBe(true)
  })

  it('a deletion done deletes the account and leaves the request without a user', async () => {
    const user = await createUser(payload, { email: 'weg@example.ch', role: 'ROLE_DOCTOR', locale: 'fr' })
    await submitAccountRequest(payload, user, AccountRequestSchema.parse({ kind: 'deletion', reason: 'Plus besoin' }))
    const [request] = await requestsOf(user.id)
    await decide(request!.id, { status: 'done' })
    const { rows } = await payload.db.pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [user.id])
    expect(rows[0].n).toBe(0)
    const { rows: left } = await payload.db.pool.query('SELECT user_id, status FROM account_requests WHERE id = $1', [request!.id])
    expect(left[0]).toEqual({ user_id: null, status: 'done' })
    const [mail] = await mailsTo(payload, 'weg@example.ch')
    expect(mail!.subject).toBe('Ta demande (Suppression) est traitée')
  })

  it('no one but the team reads or writes requests through Payload', async () => {
    const user = await createUser(payload, { email: 'neugier@example.ch', role: 'ROLE_DOCTOR' })
    await expect(payload.find({ collection: 'account-requests', overrideAccess: false, user })).rejects.toThrow()
    await expect(payload.create({ collection: 'account-requests', data: { kind: 'deletion', status: 'open' }, overrideAccess: false, user })).rejects.toThrow()
  })
})
