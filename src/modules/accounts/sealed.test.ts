import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expiredPendingCookie, openPendingLogin, openSetup, pendingLoginCookie, PENDING_MS, sealSetup, sessionIdOf } from './pending-login'
import { hashToken } from '@/lib/secret-token'
import { seal, unseal } from './sealed'

const KEY = 'a-payload-secret-for-tests-0123456789'

describe('sealing (AES-GCM, key from PAYLOAD_SECRET)', () => {
  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string(), (plain) => {
        expect(unseal(KEY, 'pending-login', seal(KEY, 'pending-login', plain))).toBe(plain)
      }),
    )
  })

  it('never opens with another secret, another purpose or a changed byte', () => {
    const sealed = seal(KEY, 'totp-secret', 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(unseal('another-secret-0123456789abcdef', 'totp-secret', sealed)).toBeNull()
    expect(unseal(KEY, 'pending-login', sealed)).toBeNull()
    const raw = Buffer.from(sealed, 'base64url')
    raw[raw.length - 1]! ^= 1
    expect(unseal(KEY, 'totp-secret', raw.toString('base64url'))).toBeNull()
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(unseal(KEY, 'totp-secret', junk)).toBeNull()
      }),
    )
  })

  it('seals the same text differently each time (random IV)', () => {
    expect(seal(KEY, 'totp-secret', 'x')).not.toBe(seal(KEY, 'totp-secret', 'x'))
  })

  it('hashes tokens one way', () => {
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken('abc')).not.toBe(hashToken('abd'))
  })
})

describe('the pending login cookie', () => {
  const pending = { token: 'h.eyJzaWQiOiJzLTEifQ.s', userId: 7, next: '/admin', step: 'code' as const }

  it('is HttpOnly, bound to the login pages of the language and holds no readable token', () => {
    const cookie = pendingLoginCookie(KEY, 'fr', pending, 1000, true)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/fr/login' })
    expect(cookie.value).not.toContain(pending.token)
    expect(expiredPendingCookie('fr', true)).toMatchObject({ maxAge: 0, path: '/fr/login' })
  })

  it('opens within five minutes, is marked expired afterwards, and refuses foreign values', () => {
    const { value } = pendingLoginCookie(KEY, 'de', pending, 1000, true)
    expect(openPendingLogin(KEY, value, 1000 + PENDING_MS - 1)).toEqual({ pending: { ...pending, exp: 1000 + PENDING_MS }, expired: false })
    expect(openPendingLogin(KEY, value, 1000 + PENDING_MS)?.expired).toBe(true)
    expect(openPendingLogin('another-secret-0123456789abcdef', value)).toBeNull()
    expect(openPendingLogin(KEY, seal(KEY, 'pending-login', '{"token":1}'))).toBeNull()
    expect(openPendingLogin(KEY, undefined)).toBeNull()
  })

  it('reads the session id from a Payload token', () => {
    expect(sessionIdOf(pending.token)).toBe('s-1')
    expect(sessionIdOf('garbage')).toBeUndefined()
  })
})

describe('the sealed setup secret', () => {
  it('opens only for the same user and before it expires', () => {
    const sealed = sealSetup(KEY, 'JBSWY3DPEHPK3PXPJBSWY3DP', 7, 0)
    expect(openSetup(KEY, sealed, 7, 1000)).toBe('JBSWY3DPEHPK3PXPJBSWY3DP')
    expect(openSetup(KEY, sealed, 8, 1000)).toBeNull()
    expect(openSetup(KEY, sealed, 7, 31 * 60 * 1000)).toBeNull()
  })
})
