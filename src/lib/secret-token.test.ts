import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashToken, randomToken } from './secret-token'

describe('secret tokens', () => {
  it('are random base64url of the asked length', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken(12)).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(randomToken()).not.toBe(randomToken())
  })

  it('hash to SHA-256 hex of the UTF-8 text, the value stored rows already hold', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(hashToken('Zürich')).toBe(crypto.createHash('sha256').update(Buffer.from('Zürich', 'utf8')).digest('hex'))
  })
})
