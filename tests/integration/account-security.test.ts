import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { totpCodeAt } from '@/modules/accounts/totp'
import { freshPayload } from '../support/test-db'

// Account security on real PostgreSQL (ADR 0017): field access through Payload, our password rules
// inside Payload, the e-mail change by link, reset links that survive a repeat, the second factor.

let payload: Payload
let auth: typeof import('@/modules/accounts/auth.server')
let accounts: typeof import('@/modules/accounts/register.server')
let emails: typeof import('@/modules/accounts/email-change.server')
let factors: typeof import('@/modules/accounts/second-factor.server')

const password = 'Helvemed-Test-1'
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
let n = 0

async function account(role: User['role'] = 'ROLE_DOCTOR', locale: Locale = 'de'): Promise<User> {
  n += 1
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email: `person${n}@example.ch`, password, first_name: 'Mia', last_name: 'Meier', gender: 'GENDER_FEMALE', role, locale, _verified: true },
  })
}
const asUser = async (user: User) => ({ ...(await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })), collection: 'users' as const })
async function mailsTo(to: string) {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 10, overrideAccess: true })
  return docs
}
const tokenIn = (text: string | null | undefined) => /token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? ''
const withToken = (token: string) => new Headers({ Authorization: `JWT ${token}` })

beforeAll(async () => {
  payload = await freshPayload()
  auth = await import('@/modules/accounts/auth.server')
  accounts = await import('@/modules/accounts/register.server')
  emails = await import('@/modules/accounts/email-change.server')
  factors = await import('@/modules/accounts/second-factor.server')
})

describe('field access through Payload', () => {
  it('keeps role, _verified and email out of a user’s own update', async () => {
    const user = await account('ROLE_DOCTOR')
    await payload.db.pool.query('UPDATE users SET _verified = false WHERE id = $1', [user.id])
    const me = await asUser(user)
    await payload.update({
      collection: 'users',
      id: user.id,
      user: me,
      overrideAccess: false,
      data: { role: 'ROLE_ADMIN', _verified: true, email: 'taken-over@example.ch', first_name: 'Mara' },
    })
    const after = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(after.first_name).toBe('Mara')
    expect(after.role).toBe('ROLE_DOCTOR')
    expect(after._verified).toBe(false)
    expect(after.email).toBe(user.email)
  })

  it('lets the team change them', async () => {
    const user = await account('ROLE_DOCTOR')
    const admin = await asUser(await account('ROLE_ADMIN'))
    await payload.update({ collection: 'users', id: user.id, user: admin, overrideAccess: false, data: { role: 'ROLE_STUDENT', email: 'renamed@example.ch' } })
    const after = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect([after.role, after.email]).toEqual(['ROLE_STUDENT', 'renamed@example.ch'])
  })

  it('lets only the team create accounts through Payload', async () => {
    const doctor = await asUser(await account('ROLE_DOCTOR'))
    const data = { email: 'new-one@example.ch', password, first_name: 'A', last_name: 'B', gender: 'GENDER_FEMALE' as const, _verified: true }
    await expect(payload.create({ collection: 'users', user: doctor, overrideAccess: false, data })).rejects.toMatchObject({ status: 403 })
    await expect(payload.create({ collection: 'users', overrideAccess: false, data })).rejects.toMatchObject({ status: 403 })
    const admin = await asUser(await account('ROLE_ADMIN'))
    const created = await payload.create({ collection: 'users', user: admin, overrideAccess: false, disableVerificationEmail: true, data })
    expect(created._verified).toBe(true)
  })

  it('ends the sessions of an account promoted to the team', async () => {
    const user = await account('ROLE_DOCTOR')
    const session = await auth.login(payload, { email: user.email, password }, '10.1.0.1')
    if (!session.ok) throw new Error('login failed')
    const admin = await asUser(await account('ROLE_ADMIN'))
    await payload.update({ collection: 'users', id: user.id, user: admin, overrideAccess: false, data: { role: 'ROLE_ADMIN' } })
    expect((await payload.auth({ headers: withToken(session.token) })).user).toBeNull()
  })
})

describe('our password rules inside Payload', () => {
  it('refuses a weak password on update, create and reset with a clear message', async () => {
    const user = await account('ROLE_DOCTOR')
    const me = await asUser(user)
    const weak = payload.update({ collection: 'users', id: user.id, user: me, overrideAccess: false, data: { password: 'abc' } })
    await expect(weak).rejects.toMatchObject({ status: 400 })
    await expect(weak).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: expect.stringMatching(/mindestens 8 Zeichen/) }] } })
    await expect(payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { password: 'alllowercase1' } })).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringMatching(/Grossbuchstaben/) }] },
    })
    await expect(
      payload.create({ collection: 'users', overrideAccess: true, data: { email: 'weak@example.ch', password: 'abc', first_name: 'A', last_name: 'B', gender: 'GENDER_FEMALE' } }),
    ).rejects.toMatchObject({ status: 400 })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    await expect(payload.resetPassword({ collection: 'users', data: { token: token!, password: 'abc' }, overrideAccess: true })).rejects.toMatchObject({ status: 400 })
    // The refused reset left the old password working.
    expect((await auth.login(payload, { email: user.email, password }, '10.1.0.2')).ok).toBe(true)
    expect(await accounts.resetPassword(payload, await accounts.issueResetToken(payload, user.id), 'Strong-Enough-7')).toBe(true)
  })
})

describe('password reset links', () => {
  it('survive a second request: the first link still works, and using one ends both', async () => {
    const user = await account('ROLE_DOCTOR', 'it')
    await accounts.requestPasswordReset(payload, user.email, 'de', '203.0.113.7')
    const first = tokenIn((await mailsTo(user.email))[0]?.text)
    await accounts.requestPasswordReset(payload, user.email, 'de', '203.0.113.7')
    const second = tokenIn((await mailsTo(user.email))[0]?.text)
    expect(first).not.toBe('')
    expect(second).not.toBe(first)
    expect(await accounts.resetPassword(payload, first, 'Another-Pass-8')).toBe(true)
    // The old address hears about it, in the account's language.
    expect((await mailsTo(user.email))[0]?.subject).toBe('La tua password Helvemed è stata cambiata')
    expect(await accounts.resetPassword(payload, first, 'Another-Pass-9')).toBe(false)
    expect(await accounts.resetPassword(payload, second, 'Another-Pass-9')).toBe(false)
  })

  it('are stored only as hashes, never in Payload’s plain column, and are used once under parallel requests', async () => {
    const user = await account('ROLE_DOCTOR')
    await accounts.requestPasswordReset(payload, user.email, 'de', '203.0.113.8')
    const token = tokenIn((await mailsTo(user.email))[0]?.text)
    const stored = await payload.db.pool.query<{ token_hash: string }>('SELECT token_hash FROM account_reset_tokens WHERE user_id = $1', [user.id])
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token)
    const plain = await payload.db.pool.query<{ t: string | null }>('SELECT reset_password_token AS t FROM users WHERE id = $1', [user.id])
    expect(plain.rows[0]?.t ?? null).toBeNull()
    const results = await Promise.all(['Parallel-Pass-1', 'Parallel-Pass-2', 'Parallel-Pass-3'].map((p) => accounts.resetPassword(payload, token, p)))
    expect(results.filter(Boolean)).toHaveLength(1)
    await payload.db.pool.query("UPDATE account_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id])
    expect(
      await accounts.resetPassword(
        payload,
        await accounts.issueResetToken(payload, user.id).then(async (t) => {
          await payload.db.pool.query("UPDATE account_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id])
          return t
        }),
        'Too-Late-Pass-4',
      ),
    ).toBe(false)
  })

  it('gets a new link once the old one is used up', async () => {
    const user = await account('ROLE_DOCTOR')
    await accounts.requestPasswordReset(payload, user.email, 'de', '203.0.113.7')
    const first = tokenIn((await mailsTo(user.email))[0]?.text)
    expect(await accounts.resetPassword(payload, first, 'Another-Pass-8')).toBe(true)
    await accounts.requestPasswordReset(payload, user.email, 'de', '203.0.113.7')
    const next = tokenIn((await mailsTo(user.email)).find((m) => m.text?.includes('reset-password?token='))?.text)
    expect(next).not.toBe(first)
    expect(await accounts.resetPassword(payload, next, 'Another-Pass-9')).toBe(true)
  })
})

describe('e-mail change', () => {
  it('changes the address only when the link to the new address is confirmed, once', async () => {
    const user = await account('ROLE_DOCTOR', 'fr')
    expect(await emails.requestEmailChange(payload, user, 'mia.new@example.ch', 'de')).toBe('sent')
    const confirm = (await mailsTo('mia.new@example.ch'))[0]
    expect(confirm?.subject).toBe('Confirme ta nouvelle adresse e-mail')
    const notice = (await mailsTo(user.email))[0]
    expect(notice?.subject).toBe('Ton adresse e-mail Helvemed va changer')
    expect(notice?.text).toContain('mia.new@example.ch')
    const token = tokenIn(confirm?.text)
    const { rows } = await payload.db.pool.query('SELECT token_hash FROM account_email_changes WHERE user_id = $1', [user.id])
    expect(rows[0].token_hash).not.toBe(token)

    // Looking at the link changes nothing.
    expect(await emails.pendingEmailChange(payload, token)).toEqual({ newEmail: 'mia.new@example.ch' })
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(user.email)

    expect(await emails.confirmEmailChange(payload, token)).toEqual({ ok: true, email: 'mia.new@example.ch' })
    const after = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect([after.email, after._verified]).toEqual(['mia.new@example.ch', true])
    expect(await emails.confirmEmailChange(payload, token)).toEqual({ ok: false })
    expect((await auth.login(payload, { email: 'mia.new@example.ch', password }, '10.1.0.3')).ok).toBe(true)
  })

  it('refuses an expired link and never moves an account onto a taken address', async () => {
    const user = await account('ROLE_DOCTOR')
    const other = await account('ROLE_DOCTOR')
    await emails.requestEmailChange(payload, user, 'later@example.ch', 'de')
    const token = tokenIn((await mailsTo('later@example.ch'))[0]?.text)
    await payload.db.pool.query("UPDATE account_email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id])
    expect(await emails.pendingEmailChange(payload, token)).toBeNull()
    expect(await emails.confirmEmailChange(payload, token)).toEqual({ ok: false })

    // A taken address gets the "you already have an account" hint, no link.
    expect(await emails.requestEmailChange(payload, user, other.email, 'de')).toBe('sent')
    expect((await mailsTo(other.email))[0]?.subject).toBe('Du hast bereits ein Helvemed-Konto')
    expect(await emails.requestEmailChange(payload, user, user.email.toUpperCase(), 'de')).toBe('same')
  })
})

describe('second factor', () => {
  const now = Date.UTC(2026, 10, 23, 9, 0, 5)

  it('is required of the team (setup first), optional for others', async () => {
    const admin = await account('ROLE_ADMIN')
    const doctor = await account('ROLE_DOCTOR')
    expect(await factors.secondFactorStepFor(payload, admin)).toBe('setup')
    expect(await factors.secondFactorStepFor(payload, doctor)).toBeNull()
    expect(await factors.enableSecondFactor(payload, doctor.id, SECRET, '000000', now)).toBeNull()
    expect(await factors.enableSecondFactor(payload, doctor.id, SECRET, totpCodeAt(SECRET, now), now)).toHaveLength(10)
    expect(await factors.secondFactorStepFor(payload, doctor)).toBe('code')
  })

  it('lets /admin in only with a second factor set up', async () => {
    const admin = await account('ROLE_ADMIN')
    const adminAccess = payload.collections.users.config.access.admin!
    const req = (user: unknown) => ({ req: { user, payload } as unknown as PayloadRequest })
    expect(await adminAccess(req({ ...admin, collection: 'users' }))).toBe(false)
    await factors.storeSecondFactor(payload, admin.id, SECRET, null)
    expect(await adminAccess(req({ ...admin, collection: 'users' }))).toBe(true)
    expect(await adminAccess(req({ ...(await account('ROLE_DOCTOR')), collection: 'users' }))).toBe(false)
  })

  it('accepts each code once, recovery codes once, and counts wrong codes', async () => {
    const user = await account('ROLE_DOCTOR')
    const codes = await factors.enableSecondFactor(payload, user.id, SECRET, totpCodeAt(SECRET, now), now)
    if (!codes) throw new Error('setup failed')
    // The code used for the setup is spent; the next step's is fine, once.
    expect(await factors.checkSecondFactor(payload, user.id, totpCodeAt(SECRET, now), { now })).toMatchObject({ ok: false, wrongCodes: 1 })
    expect(await factors.checkSecondFactor(payload, user.id, totpCodeAt(SECRET, now + 30_000), { now })).toEqual({ ok: true, via: 'totp' })
    expect(await factors.checkSecondFactor(payload, user.id, totpCodeAt(SECRET, now + 30_000), { now })).toMatchObject({ ok: false, wrongCodes: 1 })
    expect(await factors.checkSecondFactor(payload, user.id, codes[3]!.toUpperCase(), { now })).toEqual({ ok: true, via: 'recovery' })
    expect(await factors.checkSecondFactor(payload, user.id, codes[3]!, { now })).toMatchObject({ ok: false, wrongCodes: 1 })
    expect(await factors.checkSecondFactor(payload, user.id, codes[4]!, { now, recovery: false })).toMatchObject({ ok: false, wrongCodes: 2 })
    expect(await factors.unusedRecoveryCodes(payload, user.id)).toBe(9)
    const { rows } = await payload.db.pool.query('SELECT secret_sealed FROM account_second_factors WHERE user_id = $1', [user.id])
    expect(rows[0].secret_sealed).not.toContain(SECRET)
    const hashes = await payload.db.pool.query<{ code_hash: string }>('SELECT code_hash FROM account_recovery_codes WHERE user_id = $1', [user.id])
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(codes[0]!.replace(/-/g, ''))
    await factors.disableSecondFactor(payload, user.id)
    expect(await factors.hasSecondFactor(payload, user.id)).toBe(false)
    expect(await factors.unusedRecoveryCodes(payload, user.id)).toBe(0)
  })
})

describe('wrong second-factor codes across password steps (ADR 0051)', () => {
  const now = Date.UTC(2026, 10, 27, 7, 0, 5)

  it('keeps counting the login attempt until the code is right: a known password buys no endless code steps', async () => {
    const { LOGIN_PER_ACCOUNT } = await import('@/modules/limits/rules')
    const user = await account('ROLE_DOCTOR')
    await factors.storeSecondFactor(payload, user.id, SECRET, null)
    const steps = []
    for (let i = 0; i <= LOGIN_PER_ACCOUNT.capacity; i++) steps.push(await auth.login(payload, { email: user.email, password }, `10.26.${i}.1`))
    expect(steps[0]).toMatchObject({ ok: true, step: 'code' })
    expect(steps.at(-1)).toMatchObject({ ok: false, reason: 'tooManyForAccount' })
    // A right code gives the attempt back (what the code step's action does).
    await auth.giveBackLoginLimits(payload, user.email, '10.26.99.1')
    expect(await auth.login(payload, { email: user.email, password }, '10.26.99.1')).toMatchObject({ ok: true, step: 'code' })
  })

  it('locks the code step after ten wrong codes, in parallel too and over new password steps; only a new password lifts it', async () => {
    const user = await account('ROLE_DOCTOR')
    await factors.storeSecondFactor(payload, user.id, SECRET, null)
    for (let i = 0; i < 4; i++) await factors.checkSecondFactor(payload, user.id, '000000', { now })
    // A new password step does not start a new count.
    expect(await auth.login(payload, { email: user.email, password }, '10.27.0.1')).toMatchObject({ ok: true, step: 'code' })
    expect(await factors.checkSecondFactor(payload, user.id, '000000', { now })).toMatchObject({ ok: false, wrongCodes: 5, locked: false })
    const parallel = await Promise.all(Array.from({ length: 12 }, () => factors.checkSecondFactor(payload, user.id, '111111', { now })))
    expect(parallel.filter((c) => !c.ok && c.lockedNow)).toHaveLength(1)
    expect(parallel.every((c) => !c.ok)).toBe(true)
    // Locked: even the right code and a recovery code are refused.
    expect(await factors.checkSecondFactor(payload, user.id, totpCodeAt(SECRET, now), { now })).toMatchObject({ ok: false, locked: true })
    expect(await factors.isSecondFactorLocked(payload, user.id)).toBe(true)

    // The owner's mail carries a reset link; setting a new password through it lifts the lock.
    const { mailCodeLock } = await import('@/modules/accounts/code-lock.server')
    await mailCodeLock(payload, user, 'de')
    const mail = (await mailsTo(user.email))[0]
    expect(mail?.subject).toBe('Anmeldung bei Helvemed gesperrt: zu viele falsche Codes')
    expect(await accounts.resetPassword(payload, tokenIn(mail?.text), 'Quite-New-Pass-4')).toBe(true)
    expect(await factors.isSecondFactorLocked(payload, user.id)).toBe(false)
    expect(await factors.checkSecondFactor(payload, user.id, totpCodeAt(SECRET, now), { now })).toEqual({ ok: true, via: 'totp' })
  })

  it('lets the team lift the lock by setting a new password in /admin', async () => {
    const user = await account('ROLE_DOCTOR')
    await factors.storeSecondFactor(payload, user.id, SECRET, null)
    for (let i = 0; i < 10; i++) await factors.checkSecondFactor(payload, user.id, '000000', { now })
    expect(await factors.isSecondFactorLocked(payload, user.id)).toBe(true)
    const admin = await asUser(await account('ROLE_ADMIN'))
    await payload.update({ collection: 'users', id: user.id, user: admin, overrideAccess: false, data: { password: 'Team-Set-Pass-5' } })
    expect(await factors.isSecondFactorLocked(payload, user.id)).toBe(false)
  })
})

describe('e-mail change mails are limited in the database', () => {
  it('sends at most three changes per account, even when asked in parallel, and says when to try again', async () => {
    const user = await account('ROLE_DOCTOR')
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => emails.requestEmailChange(payload, user, `stranger26-${i % 2}@example.ch`, 'de')))
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(3)
    expect(outcomes.filter((o) => typeof o === 'object')).toEqual(Array(9).fill({ limited: true, retryAfterSeconds: expect.any(Number) }))
    const mails = (await mailsTo('stranger26-0@example.ch')).length + (await mailsTo('stranger26-1@example.ch')).length
    expect(mails).toBe(3)
  })

  it('sends at most three mails to one target address from all accounts together', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => account('ROLE_DOCTOR')))
    const outcomes = await Promise.all(users.map((u) => emails.requestEmailChange(payload, u, 'target26@example.ch', 'de')))
    // The same answer for every requester; the inbox gets three links.
    expect(outcomes).toEqual(Array(5).fill('sent'))
    expect(await mailsTo('target26@example.ch')).toHaveLength(3)
  })

  it('has the message in every language', async () => {
    const { translator } = await import('@/i18n/translator')
    for (const locale of ['de', 'fr', 'it'] as const) expect(translator(locale, 'security.errors')('tooManyEmailChanges', { minutes: 5 })).toMatch(/5/)
  })
})

describe('common passwords and the current one', () => {
  it('knows the passwords everybody tries first, whatever their case and the digits at their end', async () => {
    const { isCommonPassword } = await import('@/modules/accounts/common-passwords')
    for (const p of ['Password1', 'Qwertyuiop1', 'Sommer2026!', 'Abcdefg1']) expect(isCommonPassword(p), p).toBe(true)
    for (const p of ['Helvemed-Demo-2026', password, 'Zuerich-Lea-1990']) expect(isCommonPassword(p), p).toBe(false)
  })

  it('knows the words of this platform and of Swiss medicine (ASVS 5.0 6.2.11)', async () => {
    const { isCommonPassword } = await import('@/modules/accounts/common-passwords')
    for (const p of ['Helvemed2026!', 'Kantonsspital1', 'Hôpital2026', 'Ospedale12', 'Zuerich2026']) expect(isCommonPassword(p), p).toBe(true)
    for (const p of ['Spitalgasse-7b', 'Lugano-Sole-1987']) expect(isCommonPassword(p), p).toBe(false)
  })

  it('refuses a common password in Payload on create, update and reset, with a clear message', async () => {
    const user = await account('ROLE_DOCTOR')
    const common = payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { password: 'Password1' } })
    await expect(common).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: expect.stringMatching(/meistverwendeten/) }] } })
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: 'common26@example.ch', password: 'Password1', first_name: 'A', last_name: 'B', gender: 'GENDER_FEMALE' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    await expect(payload.resetPassword({ collection: 'users', data: { token: token!, password: 'Password1' }, overrideAccess: true })).rejects.toMatchObject({ status: 400 })
  })

  it('refuses the current password and a common one through a reset link, which stays valid', async () => {
    const user = await account('ROLE_DOCTOR')
    const token = await accounts.issueResetToken(payload, user.id)
    expect(await accounts.resetPasswordOf(payload, token, password)).toEqual({ ok: false, reason: 'passwordSame' })
    expect(await accounts.resetPasswordOf(payload, token, 'Password1')).toEqual({ ok: false, reason: 'passwordCommon' })
    expect(await accounts.resetPasswordOf(payload, token, 'Fresh-Start-26')).toEqual({ ok: true, email: user.email })
    expect(await accounts.resetPasswordOf(payload, token, 'Fresh-Start-27')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('has both messages in every language', async () => {
    const { translator } = await import('@/i18n/translator')
    for (const locale of ['de', 'fr', 'it'] as const) {
      const t = translator(locale, 'validation')
      expect(t('passwordCommon')).not.toBe('validation.passwordCommon')
      expect(t('passwordSame')).not.toBe('validation.passwordSame')
    }
  })
})

describe('turning the second factor off has an attempt limit', () => {
  it('refuses after five wrong confirmations, in parallel too, and then even the right code', async () => {
    const { turnFactorOff } = await import('@/modules/accounts/factor-switch.server')
    const user = await account('ROLE_DOCTOR')
    await factors.storeSecondFactor(payload, user.id, SECRET, null)
    const me = await asUser(user)
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => turnFactorOff(payload, me, `00000${i}`, '10.29.0.1')))
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(5)
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(3)
    expect(await turnFactorOff(payload, me, totpCodeAt(SECRET, Date.now()), '10.29.0.1')).toMatchObject({ limited: true })
    expect(await factors.hasSecondFactor(payload, user.id)).toBe(true)
  })

  it('turns it off with the password, which gives the attempt back', async () => {
    const { turnFactorOff } = await import('@/modules/accounts/factor-switch.server')
    const user = await account('ROLE_DOCTOR')
    await factors.storeSecondFactor(payload, user.id, SECRET, null)
    expect(await turnFactorOff(payload, await asUser(user), password, '10.29.0.2')).toBe('off')
    expect(await factors.hasSecondFactor(payload, user.id)).toBe(false)
    // The owner is told.
    expect((await mailsTo(user.email))[0]?.subject).toBe('Zweiter Faktor für dein Helvemed-Konto ausgeschaltet')
  })
})

describe('security mails when the second factor changes', () => {
  it('tells the owner in the account’s language when it is turned on', async () => {
    const { turnFactorOn } = await import('@/modules/accounts/factor-switch.server')
    const user = await account('ROLE_DOCTOR', 'it')
    const now = Date.now()
    expect(await turnFactorOn(payload, user, SECRET, '000000', 'de')).toBeNull()
    expect(await mailsTo(user.email)).toHaveLength(0)
    expect(await turnFactorOn(payload, user, SECRET, totpCodeAt(SECRET, now), 'de')).toHaveLength(10)
    expect((await mailsTo(user.email))[0]?.subject).toBe('Secondo fattore attivato per il tuo account Helvemed')
  })
})

describe('session timeouts', () => {
  async function sessionOf(user: User) {
    const result = await auth.login(payload, { email: user.email, password }, '10.13.0.1')
    if (!result.ok) throw new Error('login failed')
    const sid = JSON.parse(Buffer.from(result.token.split('.')[1]!, 'base64url').toString()).sid as string
    return { token: result.token, sid }
  }
  const deadline = async (sid: string) =>
    (await payload.db.pool.query<{ left: number }>('SELECT extract(epoch FROM expires_at - now())::float8 AS left FROM users_sessions WHERE id = $1', [sid])).rows[0]?.left ?? 0

  it('ends a team session after 30 idle minutes and moves the deadline on with every request', async () => {
    const admin = await account('ROLE_ADMIN')
    const { token, sid } = await sessionOf(admin)
    expect(await deadline(sid)).toBeGreaterThan(29 * 60)
    expect(await deadline(sid)).toBeLessThanOrEqual(30 * 60)
    await payload.db.pool.query("UPDATE users_sessions SET expires_at = now() + interval '5 minutes' WHERE id = $1", [sid])
    expect((await payload.auth({ headers: withToken(token) })).user?.id).toBe(admin.id)
    expect(await deadline(sid)).toBeGreaterThan(29 * 60)
    await payload.db.pool.query("UPDATE users_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sid])
    expect((await payload.auth({ headers: withToken(token) })).user).toBeNull()
  })

  it('ends a team session 12 hours after the login, however busy, and others only after 14 days', async () => {
    const admin = await account('ROLE_ADMIN')
    const doctor = await account('ROLE_DOCTOR')
    const team = await sessionOf(admin)
    const other = await sessionOf(doctor)
    for (const sid of [team.sid, other.sid])
      await payload.db.pool.query("UPDATE users_sessions SET created_at = now() - interval '13 hours', expires_at = now() + interval '20 minutes' WHERE id = $1", [sid])
    expect((await payload.auth({ headers: withToken(team.token) })).user).toBeNull()
    expect((await payload.auth({ headers: withToken(other.token) })).user?.id).toBe(doctor.id)
    // Others: idle for 7 days at most.
    expect(await deadline(other.sid)).toBeGreaterThan(6.9 * 86_400)
  })
})
