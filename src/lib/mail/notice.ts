import type { MailMessage } from './send'
import { escapeHtml } from '../text/escape'

// A plain notice mail: greeting, paragraphs, an optional quoted block (a reason, a note), one link,
// the signature. Text and HTML carry the same words; every value is escaped.

export interface NoticeMail {
  to: string
  subject: string
  greeting: string
  paragraphs: string[]
  quote?: { heading: string; text: string } | null
  link?: { label: string; url: string } | null
  signature: string
}

export function noticeMail(mail: NoticeMail): MailMessage {
  const quoted = mail.quote?.text.trim() ? mail.quote.text.trim().split(/\r?\n/) : null
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(quoted && mail.quote ? [mail.quote.heading, '', ...quoted.map((l) => `> ${l}`), ''] : []),
    ...(mail.link ? [mail.link.label, mail.link.url, ''] : []),
    mail.signature,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(mail.greeting)}</p>`,
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    quoted && mail.quote
      ? `<p><strong>${escapeHtml(mail.quote.heading)}</strong></p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${quoted.map(escapeHtml).join('<br>')}</blockquote>`
      : '',
    mail.link ? `<p>${escapeHtml(mail.link.label)} <a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.url)}</a></p>` : '',
    `<p>${mail.signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
  ].join('')
  return { to: mail.to, subject: mail.subject, text, html }
}
