import 'server-only'
import type { Payload } from 'payload'
import { FACTOR_OFF_PER_ACCOUNT } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import { login, revokeSession } from './auth.server'
import { sessionIdOf } from './pending-login'
import { checkSecondFactor, disableSecondFactor, enableSecondFactor } from './second-factor.server'
import type { SessionUser } from './session.server'
import { sendMail } from '@/lib/mail/send'
import { isLocale, type Locale } from '@/i18n/locales'
import { factorSwitchedMail } from './mails'

// Turning the second factor on and off. Off is confirmed with a current code or the password
// (ADR 0017), with an attempt limit per account (ADR 0051): every attempt takes a token, a right
// one gives it back; wrong codes also count towards the code step's lock (second-factor.server.ts).
// Either way the account's address is told (ADR 0051), in the account's language.

interface Owner {
  id: number
  email: string
  first_name: string
  locale?: string | null
}

async function tellOwner(payload: Payload, owner: Owner, on: boolean, fallback: Locale): Promise<void> {
  const locale = isLocale(owner.locale ?? '') ? (owner.locale as Locale) : fallback
  await sendMail(payload, factorSwitchedMail(locale, owner.email, owner.first_name, on))
}

/** Turns the factor on when the first code from the new secret is right (then mails the owner); the recovery codes, or null. */
export async function turnFactorOn(payload: Payload, owner: Owner, secret: string, code: string, fallback: Locale): Promise<string[] | null> {
  const codes = await enableSecondFactor(payload, owner.id, secret, code)
  if (codes) await tellOwner(payload, owner, true, fallback)
  return codes
}

export type FactorOffOutcome = 'off' | 'wrong' | { limited: true; retryAfterSeconds: number }

/** Whether `password` is the user's password (through login(), so its limits apply); the test session ends at once. */
export async function passwordMatches(payload: Payload, user: SessionUser, password: string, ip: string): Promise<boolean> {
  const check = await login(payload, { email: user.email, password }, ip, { confirming: true })
  if (!check.ok) return false
  await revokeSession(payload, { ...check.user, _sid: sessionIdOf(check.token) })
  return true
}

export async function turnFactorOff(payload: Payload, user: SessionUser, confirm: string, ip: string, fallback: Locale = 'de'): Promise<FactorOffOutcome> {
  const key = String(user.id)
  const taken = await takeLimit(payload, FACTOR_OFF_PER_ACCOUNT, key)
  if (!taken.ok) return { limited: true, retryAfterSeconds: taken.retryAfterSeconds }
  const input = confirm.trim()
  const ok = /^\d{3}\s?\d{3}$/.test(input) ? (await checkSecondFactor(payload, user.id, input, { recovery: false })).ok : await passwordMatches(payload, user, confirm, ip)
  if (!ok) return 'wrong'
  await giveBackLimit(payload, FACTOR_OFF_PER_ACCOUNT, key)
  await disableSecondFactor(payload, user.id)
  await tellOwner(payload, user, false, fallback)
  return 'off'
}
