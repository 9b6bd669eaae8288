import crypto from 'node:crypto'
import { randomToken } from '../../lib/secret-token'

// A delivery token is HMAC(PAYLOAD_SECRET, salt): the row keeps the salt and the token's hash,
// the team sees the token (ADR 0068). A new PAYLOAD_SECRET changes every shown token.

export const newTokenSalt = (): string => randomToken(18)

export function tokenOfSalt(salt: string): string {
  const secret = process.env.PAYLOAD_SECRET ?? ''
  return crypto.createHmac('sha256', secret).update(`cdn-token:${salt}`).digest('base64url').slice(0, 32)
}
