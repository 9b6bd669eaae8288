import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { localePath, paths } from '@/modules/routing/routes'
import { escapeHtml } from '@/lib/text/escape'

// Account mails in the reader's language. Plain text first (read on phones, in any client), HTML mirrors it.

/** `namespace` holds subject, body, ignore and (with a link) action; values fill their placeholders. */
function compose(locale: Locale, namespace: string, to: string, name: string, link: string | null, values: Record<string, string> = {}): MailMessage {
  const t = translator(locale, namespace)
  const common = translator(locale, 'mail')
  const support = env().SUPPORT_EMAIL
  const params = { ...values, support }
  const lines = [common('greeting', { name }), '', t('body', params), '', ...(link ? [link, ''] : []), t('ignore', params), '', common('signature', { support })]
  const html = lines.map((l) => (link && l === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('action'))}</a></p>` : l ? `<p>${escapeHtml(l)}</p>` : '')).join('')
  return { to, subject: t('subject', params), text: lines.join('\n'), html }
}

/** `next`: the page the visitor registered for; the verification page's login leads there. */
export function verificationMail(locale: Locale, to: string, name: string, token: string, next?: string): MailMessage {
  return compose(locale, 'mail.verify', to, name, absoluteUrl(localePath(locale, paths.verify(token, next))))
}

export function resetMail(locale: Locale, to: string, name: string, token: string): MailMessage {
  return compose(locale, 'mail.reset', to, name, absoluteUrl(localePath(locale, paths.resetPassword(token))))
}

export function accountExistsMail(locale: Locale, to: string, name: string): MailMessage {
  return compose(locale, 'mail.exists', to, name, absoluteUrl(localePath(locale, paths.forgotPassword())))
}

/** To the NEW address: the one-time link that confirms it (a page with a button; opening it changes nothing). */
export function emailChangeMail(locale: Locale, to: string, name: string, token: string): MailMessage {
  return compose(locale, 'security.mail.emailChange', to, name, absoluteUrl(localePath(locale, paths.confirmEmail(token))), { email: to })
}

/** To the OLD address: its account is about to move to another address. */
export function emailChangeNoticeMail(locale: Locale, to: string, name: string, newEmail: string): MailMessage {
  return compose(locale, 'security.mail.emailNotice', to, name, null, { email: newEmail })
}

/** To the account's address after a password change or reset. */
export function passwordChangedMail(locale: Locale, to: string, name: string): MailMessage {
  return compose(locale, 'security.mail.passwordNotice', to, name, null)
}

/** To the account's address when wrong codes locked the code step: someone knows the password; the reset link lifts the lock. */
export function codeLockMail(locale: Locale, to: string, name: string, resetToken: string): MailMessage {
  return compose(locale, 'security.mail.codeLock', to, name, absoluteUrl(localePath(locale, paths.resetPassword(resetToken))))
}

/** To the account's address when its second factor was turned on or off. */
export function factorSwitchedMail(locale: Locale, to: string, name: string, on: boolean): MailMessage {
  return compose(locale, on ? 'security.mail.factorOn' : 'security.mail.factorOff', to, name, null)
}
