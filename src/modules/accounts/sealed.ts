import crypto from 'node:crypto'

// Small secrets the server hands out or stores but only it may read: AES-256-GCM with a key derived
// from PAYLOAD_SECRET (HKDF, one key per purpose, so a value sealed for one use never opens for
// another). The result is URL- and cookie-safe base64url: iv (12) | tag (16) | ciphertext.

export type SealPurpose = 'pending-login' | 'totp-secret' | 'totp-setup' | 'login-device'

function key(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'helvemed-accounts', `seal:${purpose}`, 32))
}

export function seal(secret: string, purpose: SealPurpose, plain: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The plain text, or null when the value was not sealed by us for this purpose (or was altered). */
export function unseal(secret: string, purpose: SealPurpose, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length < 28) return null
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(secret, purpose), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
