import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/lib/mail/send'
import { isLocale, type Locale } from '@/i18n/locales'
import { codeLockMail } from './mails'
import { issueResetToken } from './register.server'

// Too many wrong codes locked the code step (second-factor.server.ts, ADR 0051). Whoever typed them
// knew the password, so the owner is told, with a reset link: setting a new password through it
// lifts the lock (register.server.ts resetPassword). The team can lift it too (a new password in /admin).

interface Owner {
  id: number
  email: string
  first_name: string
  locale?: string | null
}

export async function mailCodeLock(payload: Payload, owner: Owner, fallback: Locale): Promise<void> {
  const token = await issueResetToken(payload, owner.id)
  const locale = isLocale(owner.locale ?? '') ? (owner.locale as Locale) : fallback
  await sendMail(payload, codeLockMail(locale, owner.email, owner.first_name, token))
}
