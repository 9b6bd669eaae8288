import 'server-only'
import { z } from '@/lib/zod'
import { secureCookies } from '@/lib/env'
import { seal, unseal } from './sealed'
import { localePath, paths } from '@/modules/routing/routes'

// Between the password step and the code step. The session Payload issued at the password step is
// NOT given to the browser: its token travels sealed (AES-GCM, key from PAYLOAD_SECRET) in a
// short-lived HttpOnly cookie that only the pages under /{lang}/login receive. The real session
// cookie is set only after a right code. (ADR 0017)

export const PENDING_COOKIE = 'helvemed-login-step'
/** How long the code step waits for a code. */
export const PENDING_MS = 5 * 60 * 1000
/** The cookie outlives the step, so a late answer is seen and its session revoked. */
const COOKIE_SECONDS = 30 * 60

const PendingSchema = z.object({
  token: z.string().min(1),
  userId: z.number().int(),
  next: z.string(),
  step: z.enum(['code', 'setup']),
  exp: z.number(),
})

export type PendingLogin = z.infer<typeof PendingSchema>

export function pendingPath(lang: string): string {
  return localePath(lang, paths.login())
}

export function pendingLoginCookie(secret: string, lang: string, pending: Omit<PendingLogin, 'exp'>, now = Date.now(), secure = secureCookies()) {
  const value = seal(secret, 'pending-login', JSON.stringify({ ...pending, exp: now + PENDING_MS }))
  return { name: PENDING_COOKIE, value, httpOnly: true, sameSite: 'lax' as const, secure, path: pendingPath(lang), maxAge: COOKIE_SECONDS }
}

export function expiredPendingCookie(lang: string, secure = secureCookies()) {
  return { name: PENDING_COOKIE, value: '', httpOnly: true, sameSite: 'lax' as const, secure, path: pendingPath(lang), maxAge: 0 }
}

/** The pending login in a cookie value; `expired` keeps it readable so its session can be revoked. */
export function openPendingLogin(secret: string, value: string | undefined, now = Date.now()): { pending: PendingLogin; expired: boolean } | null {
  if (!value) return null
  const plain = unseal(secret, 'pending-login', value)
  if (!plain) return null
  try {
    const pending = PendingSchema.parse(JSON.parse(plain))
    return { pending, expired: pending.exp <= now }
  } catch {
    return null
  }
}

const SetupSchema = z.object({ secret: z.string().min(16), userId: z.number().int(), exp: z.number() })
const SETUP_MS = 30 * 60 * 1000

/**
 * A new TOTP secret on its way through the setup form: sealed and bound to the user, so showing
 * the form stores nothing (a GET changes no state) and nobody can confirm a secret for someone else.
 */
export function sealSetup(secret: string, totpSecret: string, userId: number, now = Date.now()): string {
  return seal(secret, 'totp-setup', JSON.stringify({ secret: totpSecret, userId, exp: now + SETUP_MS }))
}

export function openSetup(secret: string, sealed: string, userId: number, now = Date.now()): string | null {
  const plain = unseal(secret, 'totp-setup', sealed)
  if (!plain) return null
  try {
    const setup = SetupSchema.parse(JSON.parse(plain))
    return setup.userId === userId && setup.exp > now ? setup.secret : null
  } catch {
    return null
  }
}

/** The session id inside a Payload token (to end exactly that session). */
export function sessionIdOf(token: string): string | undefined {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof body.sid === 'string' ? body.sid : undefined
  } catch {
    return undefined
  }
}
