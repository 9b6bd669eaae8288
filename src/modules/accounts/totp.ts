import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s steps) and recovery codes. Pure
// functions; storage is in second-factor.server.ts.

export const TOTP_PERIOD = 30
/** Steps accepted on either side of the current one (clocks drift, people type slowly). */
export const TOTP_WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
export const ISSUER = 'Helvemed'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, label = 'account'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) })
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString()
}

export function totpCodeAt(secret: string, timestamp: number): string {
  return totp(secret).generate({ timestamp })
}

export function totpStep(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD)
}

/** Digits only: people paste codes with spaces ("123 456"). */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/**
 * The step a code belongs to when it is valid now (±TOTP_WINDOW) and newer than the last step
 * used; null otherwise. Refusing every step up to the last used one stops replays of a code that
 * was seen (over a shoulder, in a proxy log) within its lifetime.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, now: number = Date.now()): number | null {
  const token = normalizeCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_WINDOW })
  if (delta === null) return null
  const step = totpStep(now) + delta
  if (lastStep !== null && step <= lastStep) return null
  return step
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes like "k7mq-2xpa-9fhe" (60 bits each; no 0/o/1/l/i to misread). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(crypto.randomBytes(12), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length])
    return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-')
  })
}

/** Lower case, no spaces or dashes: how a recovery code is hashed and compared. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, '')
}

export function looksLikeRecoveryCode(input: string): boolean {
  return normalizeRecoveryCode(input).length === 12
}
