import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ChangePasswordSchema, EmailChangeSchema, PasswordSchema, ProfileSchema, RegisterSchema, VerifyEmailSchema, SecondFactorCodeSchema, TotpSetupSchema } from './schemas'

const base = { email: 'Anna.Muster@Example.ch', first_name: 'Anna', last_name: 'Muster', gender: 'GENDER_FEMALE' }
const register = (password: string, password_confirm = password) => RegisterSchema.safeParse({ ...base, password, password_confirm })
const messages = (r: ReturnType<typeof register>) => (r.success ? [] : r.error.issues.map((i) => i.message))

// A valid password of exactly n characters: "Ab1" followed by lowercase letters.
const ofLength = (n: number) => `Ab1${'x'.repeat(n - 3)}`

describe('password rules (8 to 70 characters, upper, lower, digit, confirmation)', () => {
  it('rejects 7 characters with the too-short message', () => {
    expect(messages(register(ofLength(7)))).toEqual(['passwordTooShort'])
  })
  it('accepts 8 characters', () => {
    expect(register(ofLength(8)).success).toBe(true)
  })
  it('accepts 70 characters', () => {
    expect(register(ofLength(70)).success).toBe(true)
  })
  it('rejects 71 characters with the too-long message', () => {
    expect(messages(register(ofLength(71)))).toEqual(['passwordTooLong'])
  })
  it.each([
    ['abcdefg1', 'passwordUppercase'],
    ['ABCDEFG1', 'passwordLowercase'],
    ['Abcdefgh', 'passwordDigit'],
  ])('rejects %s with %s', (password, message) => {
    expect(messages(register(password))).toEqual([message])
  })
  it('rejects a confirmation that does not match, on the confirmation field', () => {
    const r = register('Abcdefg1', 'Abcdefg2')
    expect(r.success).toBe(false)
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password_confirm', 'passwordMismatch']])
  })
  it('applies the same rules when changing the password', () => {
    const r = ChangePasswordSchema.safeParse({ current_password: 'old', password: 'short', password_confirm: 'short' })
    expect(r.success).toBe(false)
  })
  it('normalises the e-mail address', () => {
    const r = register('Abcdefg1')
    expect(r.success && r.data.email).toBe('anna.muster@example.ch')
  })
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const r = PasswordSchema.safeParse(input)
        expect(typeof r.success).toBe('boolean')
      }),
    )
  })
  it('accepts every string of 8-70 chars with upper, lower and digit', () => {
    const arb = fc
      .tuple(fc.stringMatching(/^[A-Z]$/), fc.stringMatching(/^[a-z]$/), fc.stringMatching(/^[0-9]$/), fc.string({ minLength: 5, maxLength: 67, unit: 'grapheme-ascii' }))
      .map(([u, l, d, rest]) => u + l + d + rest)
    fc.assert(fc.property(arb, (pw) => PasswordSchema.safeParse(pw).success))
  })
})

describe('account security forms (ADR 0017)', () => {
  const setup = 'x'.repeat(40)
  it('takes a 6-digit code with or without a space, nothing else', () => {
    expect(TotpSetupSchema.safeParse({ setup, code: '123456' }).success).toBe(true)
    expect(TotpSetupSchema.safeParse({ setup, code: ' 123 456 ' }).success).toBe(true)
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (code) => {
        const result = TotpSetupSchema.safeParse({ setup, code })
        expect(result.success).toBe(/^\d{3}\s?\d{3}$/.test(code.trim()))
        if (!result.success) expect(result.error.issues[0]?.message).toBe('totpCode')
      }),
    )
  })

  it('takes a code or a recovery code at login, within bounds', () => {
    expect(SecondFactorCodeSchema.safeParse({ code: 'abcd-efgh-jkmn' }).success).toBe(true)
    expect(SecondFactorCodeSchema.safeParse({ code: '   ' }).success).toBe(false)
    expect(SecondFactorCodeSchema.safeParse({ code: '1'.repeat(41) }).success).toBe(false)
  })

  it('normalises the new address of an e-mail change and needs the password', () => {
    expect(EmailChangeSchema.parse({ email: ' New@Example.CH ', current_password: 'x' }).email).toBe('new@example.ch')
    expect(EmailChangeSchema.safeParse({ email: 'new@example.ch', current_password: '' }).success).toBe(false)
    expect(EmailChangeSchema.safeParse({ email: 'not-an-address', current_password: 'x' }).success).toBe(false)
  })
})

describe('names (profile and registration): every rule names itself', () => {
  const profile = (first_name: string) => ProfileSchema.safeParse({ first_name, last_name: 'Muster', gender: 'GENDER_FEMALE' })
  const firstIssue = (r: ReturnType<typeof profile>) => (r.success ? null : r.error.issues[0]?.message)
  it('a one-letter name gets the minimum-length message, not "please fill in"', () => {
    expect(firstIssue(profile('L'))).toBe('nameTooShort')
    expect(firstIssue(profile(' L '))).toBe('nameTooShort')
  })
  it('an empty name is "required"', () => {
    expect(firstIssue(profile('   '))).toBe('required')
  })
  it('two letters are a name', () => {
    expect(profile('Li').success).toBe(true)
  })
  it('registration applies the same rule', () => {
    const r = RegisterSchema.safeParse({ ...base, last_name: 'M', password: 'Abcdefg1', password_confirm: 'Abcdefg1' })
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['last_name', 'nameTooShort']])
  })
})

describe('verification link token', () => {
  it("accepts Payload's hex tokens and refuses anything else", () => {
    expect(VerifyEmailSchema.safeParse({ token: 'a'.repeat(40) }).success).toBe(true)
    for (const token of [undefined, '', 'short', 'x'.repeat(201), 'abc def ghi jkl', ['a'.repeat(40), 'b'.repeat(40)]]) {
      expect(VerifyEmailSchema.safeParse({ token }).success).toBe(false)
    }
  })
})
