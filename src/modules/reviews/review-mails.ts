import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

// The relay mail that carries an employer's message to a review's author. It is sent from the
// platform's address with Reply-To set to the manager, so the author may answer (and only then
// reveals their address). The mail names no one: no greeting with the author's name, no author
// address in the text, because a reply quotes the whole mail back to the employer.

export interface RelayMailInput {
  locale: Locale
  authorEmail: string
  managerEmail: string
  institutionName: string
  message: string
  reviewId: number
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export function relayMail(input: RelayMailInput): MailMessage {
  const t = translator(input.locale, 'reviews.mail')
  const common = translator(input.locale, 'mail')
  const link = `${env().PUBLIC_URL}/${input.locale}/cockpit/reviews/view-${input.reviewId}`
  const intro = t('intro', { institution: input.institutionName })
  const heading = t('messageHeading')
  const reply = t('reply', { address: input.managerEmail })
  const own = t('ownReview')
  const signature = common('signature', { support: env().SUPPORT_EMAIL })
  const quoted = input.message.split(/\r?\n/)
  const text = [intro, '', heading, '', ...quoted.map((l) => `> ${l}`), '', reply, '', own, link, '', signature].join('\n')
  const html = [
    `<p>${escape(intro)}</p>`,
    `<p><strong>${escape(heading)}</strong></p>`,
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${quoted.map(escape).join('<br>')}</blockquote>`,
    `<p>${escape(reply)}</p>`,
    `<p>${escape(own)} <a href="${escape(link)}">${escape(link)}</a></p>`,
    `<p>${signature.split('\n').map(escape).join('<br>')}</p>`,
  ].join('')
  return { to: input.authorEmail, replyTo: input.managerEmail, subject: t('subject', { institution: input.institutionName }), text, html }
}
