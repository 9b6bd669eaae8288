import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

// Account mails in the reader's language. Plain text first (read on phones, in any client), HTML mirrors it.

function compose(locale: Locale, kind: 'verify' | 'reset' | 'exists', to: string, name: string, link: string): MailMessage {
  const t = translator(locale, `mail.${kind}`)
  const common = translator(locale, 'mail')
  const lines = [common('greeting', { name }), '', t('body'), '', link, '', t('ignore'), '', common('signature', { support: env().SUPPORT_EMAIL })]
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
  const html = lines.map((l) => (l === link ? `<p><a href="${escape(link)}">${escape(t('action'))}</a></p>` : l ? `<p>${escape(l)}</p>` : '')).join('')
  return { to, subject: t('subject'), text: lines.join('\n'), html }
}

export function verificationMail(locale: Locale, to: string, name: string, token: string): MailMessage {
  return compose(locale, 'verify', to, name, `${env().PUBLIC_URL}/${locale}/verify?token=${encodeURIComponent(token)}`)
}

export function resetMail(locale: Locale, to: string, name: string, token: string): MailMessage {
  return compose(locale, 'reset', to, name, `${env().PUBLIC_URL}/${locale}/reset-password?token=${encodeURIComponent(token)}`)
}

export function accountExistsMail(locale: Locale, to: string, name: string): MailMessage {
  return compose(locale, 'exists', to, name, `${env().PUBLIC_URL}/${locale}/forgot-password`)
}
