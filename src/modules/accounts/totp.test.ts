import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpCodeAt, totpStep, totpUri, verifyTotp } from './totp'

const SECRET = 'HELVEMEDDEMOADMINTOTPSECRETKEYAA'
const T0 = Date.UTC(2026, 10, 23, 12, 0, 10)

describe('TOTP codes', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: ASCII "12345678901234567890", T = 59 s -> 94287082 (8 digits); 6 digits = 287082.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
  })

  it('accepts the current step and one step either side, nothing further', () => {
    for (const offset of [-1, 0, 1]) {
      expect(verifyTotp(SECRET, totpCodeAt(SECRET, T0 + offset * 30_000), null, T0)).toBe(totpStep(T0) + offset)
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(verifyTotp(SECRET, totpCodeAt(SECRET, T0 + offset * 30_000), null, T0)).toBeNull()
    }
  })

  it('refuses the last used step again (replay) and any older one, accepts a newer one', () => {
    const code = totpCodeAt(SECRET, T0)
    const step = verifyTotp(SECRET, code, null, T0)
    expect(step).not.toBeNull()
    expect(verifyTotp(SECRET, code, step, T0)).toBeNull()
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, T0 - 30_000), step, T0)).toBeNull()
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, T0 + 30_000), step, T0)).toBe(step! + 1)
  })

  it('takes codes typed with a space, refuses anything that is not 6 digits', () => {
    const code = totpCodeAt(SECRET, T0)
    expect(verifyTotp(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, T0)).not.toBeNull()
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = verifyTotp(SECRET, input, null, T0)
        expect(result === null || /^\s*\d{3}[\s-]*\d{3}\s*$/.test(input)).toBe(true)
      }),
    )
  })

  it('gives each account its own secret and an otpauth address apps read', () => {
    expect(newTotpSecret()).not.toBe(newTotpSecret())
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/)
    const uri = totpUri(SECRET, 'admin@helvemed.test')
    expect(uri).toMatch(/^otpauth:\/\/totp\/Helvemed:admin%40helvemed\.test\?/)
    expect(uri).toContain(`secret=${SECRET}`)
    expect(uri).toContain('period=30')
  })
})

describe('recovery codes', () => {
  it('gives ten distinct codes that survive normalisation (case, spaces, dashes)', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
      expect(looksLikeRecoveryCode(code)).toBe(true)
      expect(normalizeRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(code.replace(/-/g, ''))
    }
  })
})
