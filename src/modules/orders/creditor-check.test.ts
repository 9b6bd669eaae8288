import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditorProblems, EXAMPLE_CREDITOR, isQrIban, swissUid } from './creditor-check'

const checkDigit = (eight: string) => {
  const sum = [5, 4, 3, 2, 7, 6, 5, 4].reduce((acc, w, i) => acc + w * Number(eight[i]), 0)
  return (11 - (sum % 11)) % 11
}

describe('the creditor check', () => {
  it('reads a UID with its check digit in any of the printed forms, and nothing else', () => {
    expect(swissUid('CHE-112.233.445 MWST')).toBe('CHE-112.233.445')
    expect(swissUid('che112233445 tva')).toBe('CHE-112.233.445')
    expect(swissUid('CHE-112.233.445 IVA')).toBe('CHE-112.233.445')
    expect(swissUid('CHE-112.233.446')).toBeNull()
    expect(swissUid('DE123456789')).toBeNull()
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (eight) => {
        const check = checkDigit(eight)
        fc.pre(check !== 10)
        const uid = `CHE-${eight.slice(0, 3)}.${eight.slice(3, 6)}.${eight.slice(6)}${check}`
        expect(swissUid(`${uid} MWST`)).toBe(uid)
        expect(swissUid(`${uid.slice(0, -1)}${(check + 1) % 10}`)).toBeNull()
      }),
    )
  })

  it('never throws, whatever the team typed', () => {
    fc.assert(
      fc.property(fc.record({ qr_iban: fc.string(), vat_number: fc.string(), creditor_zip: fc.string(), email: fc.string(), creditor_name: fc.string() }), (settings) => {
        expect(Array.isArray(creditorProblems(settings))).toBe(true)
      }),
    )
  })

  it('takes only QR-IBANs, and names the example values as such', () => {
    expect(isQrIban(EXAMPLE_CREDITOR.qr_iban)).toBe(true)
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false)
    expect(creditorProblems({ ...EXAMPLE_CREDITOR, qr_iban: 'ch4431999123000889012' }).map((p) => `${p.field}:${p.kind}`)).toEqual(['qr_iban:example', 'vat_number:example'])
  })
})
