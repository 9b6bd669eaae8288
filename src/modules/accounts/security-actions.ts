'use server'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { refused, invalid, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { guarded } from '@/lib/form/guarded.server'
import { minutesToWait } from '../limits/rules'
import { giveBackLoginLimits, revokeSession } from './auth.server'
import { mailCodeLock } from './code-lock.server'
import { passwordMatches, turnFactorOff, turnFactorOn } from './factor-switch.server'
import { DEVICE_COOKIE, deviceCookie } from './login-device'
import { confirmEmailChange, requestEmailChange } from './email-change.server'
import { expiredPendingCookie, openPendingLogin, openSetup, PENDING_COOKIE } from './pending-login'
import { clientIp } from './request-info'
import { EmailChangeSchema, EmailConfirmSchema, SecondFactorCodeSchema, TotpDisableSchema, TotpSetupSchema } from './schemas'
import { checkSecondFactor, hasSecondFactor, MAX_WRONG_CODES } from './second-factor.server'
import { sessionCookie } from './session-cookie'
import { currentUser, userFromHeaders, type SessionUser } from './session.server'

// Server actions of the second factor and the e-mail change (ADR 0017). Same shape as actions.ts:
// parse with the form's schema, check who asks, call one domain function.

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

/** The pending login of this browser with its still-live session, or why there is none. */
async function pendingLogin(payload: Payload, lang: Locale) {
  const jar = await cookies()
  const opened = openPendingLogin(payload.secret, jar.get(PENDING_COOKIE)?.value)
  if (!opened) return null
  const user = await userFromHeaders(payload, new Headers({ Authorization: `JWT ${opened.pending.token}` }))
  if (!user || user.id !== opened.pending.userId || opened.expired) {
    // Too late: the session issued at the password step ends with the step.
    if (user) await revokeSession(payload, user)
    jar.set(expiredPendingCookie(lang))
    return null
  }
  return { ...opened.pending, user }
}

/**
 * Finishes the login: the attempt stops counting against the limits (auth.server.ts), the real
 * session cookie, this browser's device cookie (ADR 0051), the step's cookie gone.
 */
async function completeLogin(payload: Payload, pending: { token: string; user: SessionUser }, lang: Locale) {
  const jar = await cookies()
  await giveBackLoginLimits(payload, pending.user.email, clientIp(await headers()), jar.get(DEVICE_COOKIE)?.value)
  jar.set(sessionCookie(pending.token))
  jar.set(deviceCookie(payload.secret, pending.user.email))
  jar.set(expiredPendingCookie(lang))
}

export async function secondFactorLoginAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = SecondFactorCodeSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const lang = await locale()
  const payload = await payloadClient()
  const pending = await pendingLogin(payload, lang)
  if (!pending || pending.step !== 'code') return refused('security.errors.expired', form)
  const check = await checkSecondFactor(payload, pending.userId, parsed.data.code)
  if (!check.ok) {
    if (check.lockedNow) await mailCodeLock(payload, pending.user, lang)
    if (check.locked || check.wrongCodes >= MAX_WRONG_CODES) {
      await revokeSession(payload, pending.user)
      ;(await cookies()).set(expiredPendingCookie(lang))
      return refused(check.locked ? 'security.errors.codeLocked' : 'security.errors.tooMany', form)
    }
    return { status: 'error', fieldErrors: { code: 'wrongCode' }, formError: 'security.errors.wrongCode', values: {} }
  }
  await completeLogin(payload, pending, lang)
  redirect(pending.next)
}

/** First team login: the new secret is confirmed with a code, then the session starts. */
export async function setupLoginAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = TotpSetupSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const lang = await locale()
  const payload = await payloadClient()
  const pending = await pendingLogin(payload, lang)
  if (!pending || pending.step !== 'setup') return refused('security.errors.expired', form)
  const secret = openSetup(payload.secret, parsed.data.setup, pending.userId)
  if (!secret) return refused('security.errors.expired', form)
  const codes = await turnFactorOn(payload, pending.user, secret, parsed.data.code, lang)
  if (!codes) return { status: 'error', fieldErrors: { code: 'wrongCode' }, formError: 'security.errors.wrongCode', values: { setup: parsed.data.setup } }
  await completeLogin(payload, pending, lang)
  return { status: 'success', values: { codes: codes.join(' '), next: pending.next } }
}

export async function enableTotpAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'second factor not turned on', 'toast.user.totpOn.error', async () => {
    const user = await currentUser()
    if (!user) return refused('security.errors.expired', form)
    const parsed = TotpSetupSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    const payload = await payloadClient()
    const secret = openSetup(payload.secret, parsed.data.setup, user.id)
    if (!secret) return refused('security.errors.stale', form)
    const codes = await turnFactorOn(payload, user, secret, parsed.data.code, await locale())
    if (!codes) return { status: 'error', fieldErrors: { code: 'wrongCode' }, formError: 'security.errors.wrongCode', values: { setup: parsed.data.setup } }
    return { status: 'success', values: { codes: codes.join(' ') } }
  })
}

export async function disableTotpAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const answer = await guarded(form, 'second factor not turned off', 'toast.user.totpOff.error', async () => {
    const user = await currentUser()
    if (!user) return refused('security.errors.expired', form)
    const parsed = TotpDisableSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    // The team keeps its second factor.
    if (user.role === 'ROLE_ADMIN') return refused('security.errors.teamKeeps', form)
    const payload = await payloadClient()
    if (!(await hasSecondFactor(payload, user.id))) return { status: 'success', message: 'security.totp.disabled' }
    const outcome = await turnFactorOff(payload, user, parsed.data.confirm, clientIp(await headers()), await locale())
    if (outcome === 'wrong') return { status: 'error', fieldErrors: { confirm: 'confirmWrong' }, formError: 'security.errors.confirmWrong', values: {} }
    if (outcome !== 'off') return refused('security.errors.tooManyConfirms', form, { minutes: minutesToWait(outcome.retryAfterSeconds) })
    return { status: 'success', message: 'security.totp.disabled' }
  })
  // The confirmation may be the password: never echoed back, like every password.
  return answer.status === 'error' ? { ...answer, values: {} } : answer
}

export async function requestEmailChangeAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'e-mail change not requested', 'toast.user.email.error', async () => {
    const user = await currentUser()
    if (!user) return refused('security.errors.expired', form)
    const parsed = EmailChangeSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    const payload = await payloadClient()
    if (!(await passwordMatches(payload, user, parsed.data.current_password, clientIp(await headers())))) {
      return { status: 'error', fieldErrors: { current_password: 'currentPasswordWrong' }, values: { email: parsed.data.email } }
    }
    const outcome = await requestEmailChange(payload, user, parsed.data.email, await locale())
    if (outcome === 'same') return { status: 'error', fieldErrors: { email: 'same' }, formError: 'security.errors.same', values: { email: parsed.data.email } }
    if (outcome !== 'sent') return refused('security.errors.tooManyEmailChanges', form, { minutes: minutesToWait(outcome.retryAfterSeconds) })
    return { status: 'success', values: { email: parsed.data.email } }
  })
}

export async function confirmEmailChangeAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'e-mail change not confirmed', 'toast.user.emailConfirm.error', async () => {
    const parsed = EmailConfirmSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return refused('security.errors.linkInvalid', form)
    const result = await confirmEmailChange(await payloadClient(), parsed.data.token)
    return result.ok ? { status: 'success', values: { email: result.email } } : refused('security.errors.linkInvalid', form)
  })
}
