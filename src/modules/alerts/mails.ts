import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { CONFIRM_DAYS } from './limits'
import { escapeHtml } from '@/lib/text/escape'

// Alert mails in the alert's language: plain text first, simple HTML mirroring it.

const paragraph = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`

export function alertConfirmationMail(locale: Locale, to: string, summary: string, confirmUrl: string): MailMessage {
  const t = translator(locale, 'alerts.mail')
  const signature = t('signature', { support: env().SUPPORT_EMAIL })
  const text = [t('greeting'), '', t('confirm.body'), summary, '', t('confirm.linkIntro', { days: CONFIRM_DAYS }), confirmUrl, '', t('confirm.ignore'), '', signature].join('\n')
  const html = [
    paragraph(t('greeting')),
    `<p>${escapeHtml(t('confirm.body'))}<br><strong>${escapeHtml(summary)}</strong></p>`,
    paragraph(t('confirm.linkIntro', { days: CONFIRM_DAYS })),
    `<p>${link(confirmUrl, t('confirm.action'))}</p>`,
    paragraph(t('confirm.ignore')),
    paragraph(signature),
  ].join('')
  return { to, subject: t('confirm.subject'), text, html }
}

export interface AlertMailJob {
  title: string
  /** institution and city, when known */
  where: string | null
  url: string
  /** a premium or premium-social ad: listed first with the mark (ADR 0040) */
  premium?: boolean
}

export interface AlertMailContent {
  summary: string
  jobs: AlertMailJob[]
  /** all new matching ads (jobs holds the newest of them) */
  total: number
  searchUrl: string
  unsubscribeUrl: string
  oneClickUrl: string
}

export function alertJobsMail(locale: Locale, to: string, content: AlertMailContent): MailMessage {
  const t = translator(locale, 'alerts.mail')
  const mark = translator(locale, 'jobsPage')('premiumMark')
  const signature = t('signature', { support: env().SUPPORT_EMAIL })
  const shown = content.jobs.length
  const more = content.total > shown ? t('jobs.more', { shown, total: content.total }) : null
  const text = [
    t('greeting'),
    '',
    t('jobs.intro', { count: content.total }),
    content.summary,
    ...(more ? ['', more] : []),
    '',
    ...content.jobs.flatMap((job) => [job.premium ? `[${mark}] ${job.title}` : job.title, ...(job.where ? [job.where] : []), job.url, '']),
    t('jobs.all'),
    content.searchUrl,
    '',
    t('jobs.why'),
    `${t('jobs.unsubscribe')}: ${content.unsubscribeUrl}`,
    '',
    signature,
  ].join('\n')
  const html = [
    paragraph(t('greeting')),
    `<p>${escapeHtml(t('jobs.intro', { count: content.total }))}<br><strong>${escapeHtml(content.summary)}</strong></p>`,
    more ? paragraph(more) : '',
    '<ul>',
    ...content.jobs.map(
      (job) => `<li>${job.premium ? `<strong>${escapeHtml(mark)}</strong><br>` : ''}${link(job.url, job.title)}${job.where ? `<br>${escapeHtml(job.where)}` : ''}</li>`,
    ),
    '</ul>',
    `<p>${link(content.searchUrl, t('jobs.all'))}</p>`,
    `<p>${escapeHtml(t('jobs.why'))} ${link(content.unsubscribeUrl, t('jobs.unsubscribe'))}</p>`,
    paragraph(signature),
  ].join('')
  return {
    to,
    subject: t('jobs.subject', { count: content.total }),
    text,
    html,
    headers: {
      // RFC 2369 + RFC 8058: mail clients show an "unsubscribe" button that POSTs to this URL.
      'List-Unsubscribe': `<${content.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
