import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '@/modules/accounts/session.server'
import { freshPayload } from '../support/test-db'

let payload: Payload
let auth: typeof import('@/modules/accounts/auth.server')
let accounts: typeof import('@/modules/accounts/register.server')

const password = 'Helvemed-Test-1'
const person = (email: string) => ({ email, first_name: 'Lea', last_name: 'Keller', gender: 'GENDER_FEMALE' as const, password, password_confirm: password })

async function lastMailTo(to: string) {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 1, overrideAccess: true })
  return docs[0]
}
const tokenIn = (text: string | null | undefined) => /token=([A-Za-z0-9]+)/.exec(text ?? '')?.[1] ?? ''
const withToken = (token: string) => new Headers({ Authorization: `JWT ${token}` })

beforeAll(async () => {
  payload = await freshPayload()
  auth = await import('@/modules/accounts/auth.server')
  accounts = await import('@/modules/accounts/register.server')
})

describe('registration and verification', () => {
  it('stores a verification mail in the outbox and lets the user in only after verifying', async () => {
    await accounts.registerUser(payload, person('lea@example.ch'), 'fr')
    const mail = await lastMailTo('lea@example.ch')
    expect(mail?.status).toBe('stored')
    expect(mail?.subject).toBe('Confirme ton adresse e-mail')
    expect(mail?.text).toContain('/fr/verify?token=')

    expect(await auth.login(payload, { email: 'lea@example.ch', password }, '10.0.0.1')).toEqual({ ok: false, reason: 'unverified' })
    expect(await accounts.verifyEmail(payload, tokenIn(mail?.text))).toBe(true)
    const result = await auth.login(payload, { email: 'lea@example.ch', password }, '10.0.0.1')
    expect(result.ok).toBe(true)
  })

  it('answers a second registration with a hint mail, not a second account', async () => {
    await accounts.registerUser(payload, person('lea@example.ch'), 'de')
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'lea@example.ch' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect((await lastMailTo('lea@example.ch'))?.subject).toBe('Du hast bereits ein Helvemed-Konto')
  })

  it('rejects an invalid verification token', async () => {
    expect(await accounts.verifyEmail(payload, 'notarealtoken123')).toBe(false)
  })
})

describe('sessions', () => {
  it('gives each login its own server-side session and ends it on logout', async () => {
    const a = await auth.login(payload, { email: 'lea@example.ch', password }, '10.0.0.2')
    const b = await auth.login(payload, { email: 'lea@example.ch', password }, '10.0.0.2')
    if (!a.ok || !b.ok) throw new Error('login failed')
    expect(a.token).not.toBe(b.token)
    const { user } = await payload.auth({ headers: withToken(a.token) })
    expect(user?.email).toBe('lea@example.ch')
    await auth.revokeSession(payload, user as SessionUser)
    expect((await payload.auth({ headers: withToken(a.token) })).user).toBeNull()
    expect((await payload.auth({ headers: withToken(b.token) })).user?.email).toBe('lea@example.ch')
  })

  it('ends every session when the password is reset', async () => {
    const before = await auth.login(payload, { email: 'lea@example.ch', password }, '10.0.0.3')
    if (!before.ok) throw new Error('login failed')
    await accounts.requestPasswordReset(payload, 'lea@example.ch', 'de')
    const mail = await lastMailTo('lea@example.ch')
    // The mail goes out in the language the account was registered in, not the requester's.
    expect(mail?.subject).toBe('Nouveau mot de passe pour Helvemed')
    expect(await accounts.resetPassword(payload, tokenIn(mail?.text), 'Brand-New-Pass-2')).toBe(true)
    expect((await payload.auth({ headers: withToken(before.token) })).user).toBeNull()
    expect((await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.0.0.3')).ok).toBe(true)
  })

  it('sends no reset mail for an unknown address', async () => {
    await accounts.requestPasswordReset(payload, 'nobody@example.ch', 'de')
    expect(await lastMailTo('nobody@example.ch')).toBeUndefined()
  })
})

describe('throttling', () => {
  it('locks an account after repeated wrong passwords', async () => {
    await accounts.registerUser(payload, person('max@example.ch'), 'de')
    await accounts.verifyEmail(payload, tokenIn((await lastMailTo('max@example.ch'))?.text))
    const reasons = []
    for (let i = 0; i < 6; i++) reasons.push((await auth.login(payload, { email: 'max@example.ch', password: 'Wrong-Pass-9' }, `10.1.0.${i}`)) as { reason?: string })
    expect(reasons.at(-1)?.reason).toBe('accountLocked')
    // Even the right password is refused while the lock lasts.
    expect(await auth.login(payload, { email: 'max@example.ch', password }, '10.1.0.99')).toEqual({ ok: false, reason: 'accountLocked' })
  })

  it('stops an IP address after too many failures across accounts', async () => {
    for (let i = 0; i < auth.IP_MAX_FAILURES; i++) {
      await auth.login(payload, { email: `ghost${i}@example.ch`, password: 'Wrong-Pass-9' }, '10.9.9.9')
    }
    expect(await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.9.9.9')).toEqual({ ok: false, reason: 'tooManyAttempts' })
    expect((await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.9.9.10')).ok).toBe(true)
  })
})
