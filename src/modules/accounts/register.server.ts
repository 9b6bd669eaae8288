import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { accountExistsMail, resetMail, verificationMail } from './mails'
import type { RegisterInput } from './schemas'
import { revokeAllSessions } from './auth.server'

/**
 * Creates an unverified account and mails the verification link. An address that already has an
 * account gets a hint mail instead, and the caller sees the same answer (no account enumeration).
 */
export async function registerUser(payload: Payload, input: RegisterInput, locale: Locale): Promise<void> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: input.email } }, overrideAccess: true, limit: 1 })
  if (existing.docs[0]) {
    await sendMail(payload, accountExistsMail(locale, input.email, existing.docs[0].first_name))
    return
  }
  const user = await payload.create({
    collection: 'users',
    // The input passed our register schema (password rules); creating accounts is the system's.
    overrideAccess: true,
    disableVerificationEmail: true,
    data: {
      email: input.email,
      password: input.password,
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender,
      locale,
    },
  })
  const withToken = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })
  const token = (withToken as { _verificationToken?: string | null })._verificationToken
  if (token) await sendMail(payload, verificationMail(locale, user.email, user.first_name, token))
}

export async function verifyEmail(payload: Payload, token: string): Promise<boolean> {
  try {
    return await payload.verifyEmail({ collection: 'users', token })
  } catch {
    return false
  }
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(payload: Payload, email: string, locale: Locale): Promise<void> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  const user = found.docs[0]
  if (!user) return
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (token) await sendMail(payload, resetMail((user.locale as Locale | null) ?? locale, email, user.first_name, token))
}

export async function resetPassword(payload: Payload, token: string, password: string): Promise<boolean> {
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    const id = result.user?.id
    // A reset ends every session, including one an attacker may hold.
    if (typeof id === 'number') await revokeAllSessions(payload, id)
    return true
  } catch {
    return false
  }
}
