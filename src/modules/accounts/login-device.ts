import 'server-only'
import { z } from '@/lib/zod'
import { secureCookies } from '@/lib/env'
import { randomToken } from '@/lib/secret-token'
import { seal, unseal } from './sealed'

// The device cookie (ADR 0051, after OWASP's "device cookies" against targeted lockout): a browser
// that completed a login (password and, where set, the second factor) or set a new password through
// a mailed reset link gets a sealed cookie naming the account's address and a random device id.
// Its login attempts for that address count against a bucket of that device (LOGIN_PER_DEVICE),
// not against the account's, so a stranger who drains the account's bucket does not lock the owner
// out. The cookie proves no identity: the password (and the factor) are still checked.

export const DEVICE_COOKIE = 'helvemed-device'
const DEVICE_DAYS = 180

const DeviceSchema = z.object({ id: z.string().min(16), email: z.string(), exp: z.number() })

const normal = (email: string) => email.trim().toLowerCase()

export function deviceCookie(secret: string, email: string, now = Date.now(), secure = secureCookies()) {
  const value = seal(secret, 'login-device', JSON.stringify({ id: randomToken(16), email: normal(email), exp: now + DEVICE_DAYS * 86_400_000 }))
  return { name: DEVICE_COOKIE, value, httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: DEVICE_DAYS * 86_400 }
}

/** The device id of a cookie sealed by us for this address and not expired, or null. */
export function deviceIdFor(secret: string, value: string | undefined, email: string, now = Date.now()): string | null {
  if (!value) return null
  const plain = unseal(secret, 'login-device', value)
  if (!plain) return null
  try {
    const device = DeviceSchema.parse(JSON.parse(plain))
    return device.email === normal(email) && device.exp > now ? device.id : null
  } catch {
    return null
  }
}
