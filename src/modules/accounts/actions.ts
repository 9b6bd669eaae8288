'use server'
import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { refused, formValues, invalid, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { minutesToWait } from '../limits/rules'
import { setFlash } from '@/lib/http/flash.server'
import { guarded } from '@/lib/form/guarded.server'
import { login, revokeAllSessions, revokeSession } from './auth.server'
import { registerUser, renewVerification, requestPasswordReset, resetPasswordOf, verifyEmail } from './register.server'
import { DEVICE_COOKIE, deviceCookie } from './login-device'
import { isCommonPassword } from './common-passwords'
import { clientIp } from './request-info'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  PickRoleSchema,
  ProfileSchema,
  RegisterSchema,
  RenewVerificationSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from './schemas'
import { expiredSessionCookie, sessionCookie } from './session-cookie'
import { sendMail } from '@/lib/mail/send'
import { passwordChangedMail } from './mails'
import { pendingLoginCookie } from './pending-login'
import { safeNext } from './safe-next'
import { currentUser } from './session.server'
import { localePath, paths } from '@/modules/routing/routes'

// Thin server actions: parse with the form's schema, check who asks, call one domain function.

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

/** A new password the rules refuse beyond its composition (ADR 0051): at its field, in the form's words. */
function passwordRefused(reason: 'passwordCommon' | 'passwordSame', form: FormData): FormState {
  return { status: 'error', fieldErrors: { password: reason }, values: formValues(form) }
}

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = LoginSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const payload = await payloadClient()
  const jar = await cookies()
  const result = await login(payload, parsed.data, clientIp(await headers()), { device: jar.get(DEVICE_COOKIE)?.value })
  if (!result.ok) return refused(`auth.failures.${result.reason}`, form, 'retryAfterSeconds' in result ? { minutes: minutesToWait(result.retryAfterSeconds) } : undefined)
  const lang = await locale()
  const next = safeNext(parsed.data.next, lang)
  // With a second factor (always for the team) the session stays sealed until the code step (ADR 0017).
  // A new password step does not reset the count of wrong codes (ADR 0051).
  const step = result.step
  if (step) {
    jar.set(pendingLoginCookie(payload.secret, lang, { token: result.token, userId: result.user.id, next, step }))
    redirect(localePath(lang, paths.loginStep(step)))
  }
  jar.set(sessionCookie(result.token))
  // This browser's later attempts count against its own bucket (ADR 0051).
  jar.set(deviceCookie(payload.secret, result.user.email))
  redirect(next)
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = RegisterSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  // Before anything else, so the answer is the same for a new and an existing address.
  if (isCommonPassword(parsed.data.password)) return passwordRefused('passwordCommon', form)
  const sent = await registerUser(await payloadClient(), parsed.data, await locale(), clientIp(await headers()))
  if (!sent.ok) return refused('limits.tryAgainIn', form, { minutes: minutesToWait(sent.retryAfterSeconds) })
  return { status: 'success', values: { email: parsed.data.email } }
}

/** The button of the verification page: the one place a verification link takes effect (a POST). */
export async function verifyEmailAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = VerifyEmailSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return refused('auth.verify.failure', form)
  const ok = await verifyEmail(await payloadClient(), parsed.data.token)
  return ok ? { status: 'success' } : refused('auth.verify.failure', form)
}

/** The button of an expired verification link's page: a new link to the same mailbox. */
export async function renewVerificationAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = RenewVerificationSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return refused('auth.verify.failure', form)
  const sent = await renewVerification(await payloadClient(), parsed.data.token, parsed.data.next, clientIp(await headers()))
  if (!sent.ok) return refused('limits.tryAgainIn', form, { minutes: minutesToWait(sent.retryAfterSeconds) })
  return { status: 'success' }
}

export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const sent = await requestPasswordReset(await payloadClient(), parsed.data.email, await locale(), clientIp(await headers()))
  if (!sent.ok) return refused('limits.tryAgainIn', form, { minutes: minutesToWait(sent.retryAfterSeconds) })
  return { status: 'success' }
}

export async function resetPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const payload = await payloadClient()
  const reset = await resetPasswordOf(payload, parsed.data.token, parsed.data.password)
  if (!reset.ok) return reset.reason === 'invalid' ? refused('auth.reset.failure', form) : passwordRefused(reset.reason, form)
  // The link came by mail: this browser is the owner's and logs in apart from the address's limit,
  // whatever a stranger did to it (ADR 0051).
  ;(await cookies()).set(deviceCookie(payload.secret, reset.email))
  return { status: 'success' }
}

export async function logoutAction(): Promise<void> {
  const payload = await payloadClient()
  const user = await currentUser()
  if (user) await revokeSession(payload, user)
  const jar = await cookies()
  jar.set(expiredSessionCookie())
  await setFlash({ kind: 'success', key: 'user.logout.success' })
  // A logged-out user goes to the home page (the route named "slug", the content catch-all).
  redirect(`/${await locale()}`)
}

export async function pickRoleAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'role not picked', 'toast.user.role.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.user.role.error', form)
    const parsed = PickRoleSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    // The role is picked once; afterwards only the team changes it.
    if (user.role) return refused('cockpit.user.roleAlreadySet', form)
    const payload = await payloadClient()
    // Field access keeps `role` admin-only; this is the one sanctioned self-service write of it.
    await payload.update({ collection: 'users', id: user.id, data: { role: parsed.data.role }, overrideAccess: true })
    await setFlash({ kind: 'success', key: 'user.role.success' })
    const next = form.get('next')
    redirect(safeNext(typeof next === 'string' ? next : undefined, await locale()))
  })
}

export async function updateProfileAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'profile not saved', 'toast.user.edit.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.user.edit.error', form)
    const parsed = ProfileSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    const payload = await payloadClient()
    const saved = await payload.update({ collection: 'users', id: user.id, data: parsed.data, user, overrideAccess: false })
    // The page (its greeting) renders again with the new name; the form shows what was stored.
    refresh()
    return { status: 'success', message: 'user.edit.success', values: { first_name: saved.first_name, last_name: saved.last_name, gender: saved.gender } }
  })
}

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'password not changed', 'toast.user.password.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.user.password.error', form)
    const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    if (isCommonPassword(parsed.data.password)) return passwordRefused('passwordCommon', form)
    const payload = await payloadClient()
    const check = await login(payload, { email: user.email, password: parsed.data.current_password }, clientIp(await headers()), { confirming: true })
    if (!check.ok) return { status: 'error', fieldErrors: { current_password: 'currentPasswordWrong' }, values: {} }
    // Checked once the current one is known to be right, so the answer tells nothing about it.
    if (parsed.data.password === parsed.data.current_password) return passwordRefused('passwordSame', form)
    await payload.update({ collection: 'users', id: user.id, data: { password: parsed.data.password }, user, overrideAccess: false })
    // Every other session ends; this device gets a fresh one.
    await revokeAllSessions(payload, user.id)
    const fresh = await login(payload, { email: user.email, password: parsed.data.password }, clientIp(await headers()), { confirming: true })
    if (fresh.ok) (await cookies()).set(sessionCookie(fresh.token))
    await sendMail(payload, passwordChangedMail(isLocale(user.locale ?? '') ? (user.locale as Locale) : await locale(), user.email, user.first_name))
    return { status: 'success', message: 'user.password.success' }
  })
}
