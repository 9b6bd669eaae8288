import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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
    await accounts.registerUser(payload, person('lea@example.ch'), 'fr', '10.5.0.1')
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
    await accounts.registerUser(payload, person('lea@example.ch'), 'de', '10.5.0.1')
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
    await accounts.requestPasswordReset(payload, 'lea@example.ch', 'de', '10.5.0.1')
    const mail = await lastMailTo('lea@example.ch')
    // The mail goes out in the language the account was registered in, not the requester's.
    expect(mail?.subject).toBe('Nouveau mot de passe pour Helvemed')
    expect(await accounts.resetPassword(payload, tokenIn(mail?.text), 'Brand-New-Pass-2')).toBe(true)
    expect((await payload.auth({ headers: withToken(before.token) })).user).toBeNull()
    expect((await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.0.0.3')).ok).toBe(true)
  })

  it('sends no reset mail for an unknown address', async () => {
    await accounts.requestPasswordReset(payload, 'nobody@example.ch', 'de', '10.5.0.1')
    expect(await lastMailTo('nobody@example.ch')).toBeUndefined()
  })
})

describe('throttling', () => {
  it('keeps no per-account lock: after wrong passwords the right one still works', async () => {
    await accounts.registerUser(payload, person('max@example.ch'), 'de', '10.5.0.1')
    await accounts.verifyEmail(payload, tokenIn((await lastMailTo('max@example.ch'))?.text))
    const reasons = []
    for (let i = 0; i < 6; i++) reasons.push((await auth.login(payload, { email: 'max@example.ch', password: 'Wrong-Pass-9' }, `10.1.0.${i}`)) as { reason?: string })
    // One answer for every wrong attempt, the same as for an address without an account.
    expect(new Set(reasons.map((r) => r.reason))).toEqual(new Set(['invalidCredentials']))
    expect(await auth.login(payload, { email: 'nobody-here@example.ch', password: 'Wrong-Pass-9' }, '10.1.0.9')).toEqual({ ok: false, reason: 'invalidCredentials' })
    expect((await auth.login(payload, { email: 'max@example.ch', password }, '10.1.0.99')).ok).toBe(true)
  })

  it('stops an IP address after too many failures across accounts', async () => {
    const { LOGIN_PER_IP } = await import('@/modules/limits/rules')
    for (let i = 0; i < LOGIN_PER_IP.capacity; i++) {
      await auth.login(payload, { email: `ghost${i}@example.ch`, password: 'Wrong-Pass-9' }, '10.9.9.9')
    }
    // 20 per 15 minutes: the next token comes back within 45 s
    const refused = await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.9.9.9')
    expect(refused).toEqual({ ok: false, reason: 'tooManyAttempts', retryAfterSeconds: expect.any(Number) })
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(45)
    expect((await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.9.9.10')).ok).toBe(true)
  })
})

describe('shared limits on logins and account mails (ADR 0015)', () => {
  it('counts only failures: many successful logins from one address are never refused', async () => {
    const results = []
    for (let i = 0; i < 21; i++) results.push((await auth.login(payload, { email: 'lea@example.ch', password: 'Brand-New-Pass-2' }, '10.7.0.1')).ok)
    expect(results).toEqual(Array(21).fill(true))
  })

  it('slows a guesser who spreads the attempts on one account over many IPs, without telling whether it exists', async () => {
    const { LOGIN_PER_ACCOUNT } = await import('@/modules/limits/rules')
    for (const email of ['lea@example.ch', 'no-such-person@example.ch']) {
      const reasons = []
      const started = Date.now()
      for (let i = 0; i <= LOGIN_PER_ACCOUNT.capacity; i++)
        reasons.push((await auth.login(payload, { email, password: 'Wrong-Pass-9' }, `10.8.${i}.1`)) as { reason?: string; retryAfterSeconds?: number })
      const last = reasons.at(-1)!
      expect(last.reason, email).toBe('tooManyForAccount')
      // one token per 15 minutes, counted from the first failure: the attempts' own time (a minute
      // and more on a loaded machine, each a password hash) has already run off it
      const elapsed = Math.ceil((Date.now() - started) / 1000)
      expect(last.retryAfterSeconds).toBeGreaterThan(15 * 60 - elapsed - 60)
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
    }
    // the address is compared as typed, whatever its case
    expect(await auth.login(payload, { email: 'Lea@Example.CH', password: 'Brand-New-Pass-2' }, '10.8.99.1')).toMatchObject({ ok: false, reason: 'tooManyForAccount' })
  })

  it('sends at most three registration mails per address in a row, answering the same whether or not it has an account', async () => {
    const count = async (to: string) => (await payload.count({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).totalDocs
    const answers = []
    // one address with an account (max), one without (new-person): each from a different IP
    for (let i = 0; i < 5; i++) answers.push(await accounts.registerUser(payload, person('max@example.ch'), 'de', `10.6.1.${i}`))
    for (let i = 0; i < 5; i++) answers.push(await accounts.registerUser(payload, person('new-person@example.ch'), 'de', `10.6.2.${i}`))
    expect(answers).toEqual(Array(10).fill({ ok: true }))
    expect(await count('new-person@example.ch')).toBe(3)
    // three in all for max too: the verification mail at sign-up, then two hints
    expect(await count('max@example.ch')).toBe(3)
  })

  it('sends at most three reset mails per address in a row and refuses an IP after ten requests', async () => {
    const resetMails = async () =>
      (
        await payload.count({
          collection: 'outbox',
          where: { and: [{ to: { equals: 'max@example.ch' } }, { subject: { equals: 'Neues Passwort für Helvemed' } }] },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await resetMails()).toBe(0)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await accounts.requestPasswordReset(payload, 'max@example.ch', 'de', `10.6.3.${i}`))
    expect(answers).toEqual(Array(5).fill({ ok: true }))
    expect(await resetMails()).toBe(3)

    const fromOneIp = []
    for (let i = 0; i < 11; i++) fromOneIp.push(await accounts.requestPasswordReset(payload, `someone${i}@example.ch`, 'de', '10.6.4.1'))
    expect(fromOneIp.slice(0, 10)).toEqual(Array(10).fill({ ok: true }))
    // ten an hour: the next request in at most six minutes
    expect(fromOneIp[10]).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) })
    expect((fromOneIp[10] as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(360)
    // registration counts on its own
    expect(await accounts.registerUser(payload, person('other-person@example.ch'), 'de', '10.6.4.1')).toEqual({ ok: true })
  })
})

describe('no account enumeration and no lockout of the owner (ADR 0051)', () => {
  afterEach(() => vi.restoreAllMocks())

  /** How many password hashes (PBKDF2) `run` computed. */
  async function hashesDuring(run: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(crypto, 'pbkdf2')
    await run()
    const n = spy.mock.calls.length
    spy.mockRestore()
    return n
  }

  it('does the same hashing for an unknown address as for a wrong password', async () => {
    await accounts.registerUser(payload, person('hash-26@example.ch'), 'de', '10.26.5.9')
    await accounts.verifyEmail(payload, tokenIn((await lastMailTo('hash-26@example.ch'))?.text))
    const known = await hashesDuring(() => auth.login(payload, { email: 'hash-26@example.ch', password: 'Wrong-Pass-9' }, '10.26.5.1'))
    const unknown = await hashesDuring(() => auth.login(payload, { email: 'no-account-26@example.ch', password: 'Wrong-Pass-9' }, '10.26.5.2'))
    expect(known).toBe(1)
    expect(unknown).toBe(known)
  })

  it('registers an existing address with the same hashing as a new one, and mails its owner', async () => {
    const fresh = await hashesDuring(() => accounts.registerUser(payload, person('nina-26@example.ch'), 'de', '10.26.6.1'))
    const existing = await hashesDuring(() => accounts.registerUser(payload, person('lea@example.ch'), 'de', '10.26.6.2'))
    expect(fresh).toBe(1)
    expect(existing).toBe(fresh)
    expect((await lastMailTo('lea@example.ch'))?.subject).toBe('Du hast bereits ein Helvemed-Konto')
  })

  it('lets the owner in from a browser that logged in before while a stranger drains the address’s limit', async () => {
    const { LOGIN_PER_ACCOUNT } = await import('@/modules/limits/rules')
    const { deviceCookie } = await import('@/modules/accounts/login-device')
    await accounts.registerUser(payload, person('owner-26@example.ch'), 'de', '10.26.7.1')
    await accounts.verifyEmail(payload, tokenIn((await lastMailTo('owner-26@example.ch'))?.text))
    const device = deviceCookie(payload.secret, 'owner-26@example.ch').value
    const strangers = await Promise.all(
      Array.from({ length: LOGIN_PER_ACCOUNT.capacity + 2 }, (_, i) => auth.login(payload, { email: 'owner-26@example.ch', password: 'Wrong-Pass-9' }, `10.26.8.${i}`)),
    )
    expect(strangers.filter((r) => !r.ok && r.reason === 'tooManyForAccount')).toHaveLength(2)
    // Without the device cookie the owner waits like everyone else …
    expect(await auth.login(payload, { email: 'owner-26@example.ch', password }, '10.26.9.1')).toMatchObject({ ok: false, reason: 'tooManyForAccount' })
    // … with it, the right password works at once.
    expect(await auth.login(payload, { email: 'owner-26@example.ch', password }, '10.26.9.1', { device })).toMatchObject({ ok: true })
    // A device cookie of another address counts for nothing here.
    const other = deviceCookie(payload.secret, 'lea@example.ch').value
    expect(await auth.login(payload, { email: 'owner-26@example.ch', password }, '10.26.9.2', { device: other })).toMatchObject({ ok: false, reason: 'tooManyForAccount' })
  })
})

describe('verification links expire after 48 hours and can be renewed', () => {
  it('refuses an old link, offers a new one to the same mailbox, and the new one works', async () => {
    await accounts.registerUser(payload, person('late-26@example.ch'), 'fr', '10.26.10.1')
    const old = tokenIn((await lastMailTo('late-26@example.ch'))?.text)
    await payload.db.pool.query("UPDATE users SET created_at = now() - interval '49 hours' WHERE email = 'late-26@example.ch'")
    expect(await accounts.pendingVerification(payload, old)).toEqual({ email: 'late-26@example.ch', expired: true })
    expect(await accounts.verifyEmail(payload, old)).toBe(false)
    expect(await auth.login(payload, { email: 'late-26@example.ch', password }, '10.26.10.2')).toEqual({ ok: false, reason: 'unverified' })

    expect(await accounts.renewVerification(payload, old, '/fr/cockpit/reviews', '10.26.10.3')).toEqual({ ok: true })
    const mail = await lastMailTo('late-26@example.ch')
    expect(mail?.subject).toBe('Confirme ton adresse e-mail')
    const fresh = tokenIn(mail?.text)
    expect(fresh).not.toBe(old)
    expect(await accounts.verifyEmail(payload, old)).toBe(false)
    expect(await accounts.pendingVerification(payload, fresh)).toEqual({ email: 'late-26@example.ch', expired: false })
    expect(await accounts.verifyEmail(payload, fresh)).toBe(true)
    expect((await auth.login(payload, { email: 'late-26@example.ch', password }, '10.26.10.2')).ok).toBe(true)
  })

  it('renews nothing for a link that is still valid or unknown', async () => {
    await accounts.registerUser(payload, person('early-26@example.ch'), 'de', '10.26.11.1')
    const token = tokenIn((await lastMailTo('early-26@example.ch'))?.text)
    await accounts.renewVerification(payload, token, undefined, '10.26.11.2')
    await accounts.renewVerification(payload, 'a0b1c2d3e4f5a6b7c8d9', undefined, '10.26.11.2')
    expect(tokenIn((await lastMailTo('early-26@example.ch'))?.text)).toBe(token)
    expect(await accounts.verifyEmail(payload, token)).toBe(true)
  })
})
