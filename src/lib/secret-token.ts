import crypto from 'node:crypto'

// The one home of random secrets the server hands out in links, cookies and recovery codes, and of
// their one-way hash (ADR 0057): only the hash is stored, so a copy of the database opens nothing.

/** `bytes` random bytes as base64url (32 bytes: 43 characters). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url')
}

/** SHA-256 of a token (UTF-8) as 64 hex characters: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}
