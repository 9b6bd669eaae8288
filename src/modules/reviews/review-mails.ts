import type { CollectionAfterChangeHook } from 'payload'
import { env } from '@/lib/env'
import { sendMail, type MailMessage } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import type { Review } from '@/payload-types'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { localePath, paths } from '@/modules/routing/routes'
import { escapeHtml } from '@/lib/text/escape'

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
  /** the review's public id (ADR 0018): the link names no row id */
  reviewPublicId: string
}

export function relayMail(input: RelayMailInput): MailMessage {
  const t = translator(input.locale, 'reviews.mail')
  const common = translator(input.locale, 'mail')
  const link = absoluteUrl(localePath(input.locale, paths.cockpit('reviews', `view-${input.reviewPublicId}`)))
  const intro = t('intro', { institution: input.institutionName })
  const heading = t('messageHeading')
  const reply = t('reply', { address: input.managerEmail })
  const own = t('ownReview')
  const signature = common('signature', { support: env().SUPPORT_EMAIL })
  const quoted = input.message.split(/\r?\n/)
  const text = [intro, '', heading, '', ...quoted.map((l) => `> ${l}`), '', reply, '', own, link, '', signature].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(heading)}</strong></p>`,
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
    `<p>${escapeHtml(reply)}</p>`,
    `<p>${escapeHtml(own)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
  ].join('')
  return { to: input.authorEmail, replyTo: input.managerEmail, subject: t('subject', { institution: input.institutionName }), text, html }
}

// The status mail: when the team publishes or rejects a review in /admin, its author learns it
// (rejected: with the team's reason and a link to edit). It goes to the author only; the employer
// never sees it, and nothing about it is stored where the employer could reach it.

export type StatusMailKind = 'published' | 'rejected'

export interface StatusMailInput {
  locale: Locale
  authorEmail: string
  authorName: string
  institutionName: string
  status: StatusMailKind
  reason?: string | null
  /** the review's public id (ADR 0018): the link names no row id */
  reviewPublicId: string
}

export function statusMail(input: StatusMailInput): MailMessage {
  const t = translator(input.locale, `reviews.statusMail.${input.status}`)
  const common = translator(input.locale, 'mail')
  const link = absoluteUrl(localePath(input.locale, paths.cockpit('reviews', `${input.status === 'published' ? 'view' : 'edit'}-${input.reviewPublicId}`)))
  const greeting = common('greeting', { name: input.authorName })
  const body = t('body', { institution: input.institutionName })
  const note = input.status === 'published' ? t('anonymity') : null
  const reason = input.status === 'rejected' && input.reason?.trim() ? input.reason.trim().split(/\r?\n/) : null
  const action = t('link')
  const signature = common('signature', { support: env().SUPPORT_EMAIL })
  const text = [
    greeting,
    '',
    body,
    ...(note ? ['', note] : []),
    ...(reason ? ['', t('reasonHeading'), '', ...reason.map((l) => `> ${l}`)] : []),
    '',
    action,
    link,
    '',
    signature,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    note ? `<p>${escapeHtml(note)}</p>` : '',
    reason
      ? `<p><strong>${escapeHtml(t('reasonHeading'))}</strong></p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${reason.map(escapeHtml).join('<br>')}</blockquote>`
      : '',
    `<p>${escapeHtml(action)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
  ].join('')
  return { to: input.authorEmail, subject: t('subject'), text, html }
}

/**
 * Which status mail a save calls for: only a real change of an existing review into `published`
 * or `rejected` (the team's decision). Creating (the wizard, the seed), an edit by the author
 * (back to `pending`), a save without a status change, or a caller that sets
 * `context.skipReviewMails` send nothing.
 */
export function statusMailKind(change: { operation: string; previousStatus?: string | null; status?: string | null; context?: Record<string, unknown> }): StatusMailKind | null {
  if (change.operation !== 'update' || change.context?.skipReviewMails) return null
  if (change.status === change.previousStatus) return null
  return change.status === 'published' || change.status === 'rejected' ? change.status : null
}

/** afterChange hook of `reviews`: mails the author about the team's decision. A failure is logged, never thrown: the save stands. */
export const reviewStatusMailHook: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, operation, req }) => {
  const kind = statusMailKind({ operation, previousStatus: previousDoc?.status, status: doc.status, context: req.context })
  if (!kind) return doc
  try {
    const authorId = relId(doc.author)
    const institutionId = relId(doc.institution)
    // System reads (the collections are team-only or private); in the save's transaction.
    const author = authorId ? await req.payload.findByID({ collection: 'users', id: authorId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
    const institution = institutionId
      ? await req.payload.findByID({ collection: 'institutions', id: institutionId, depth: 0, select: { name: true }, overrideAccess: true, disableErrors: true, req })
      : null
    if (!author?.email) return doc
    await sendMail(
      req.payload,
      statusMail({
        locale: isLocale(author.locale) ? author.locale : DEFAULT_LOCALE,
        authorEmail: author.email,
        authorName: author.first_name,
        institutionName: institution?.name ?? '',
        status: kind,
        reason: doc.reject_reason,
        reviewPublicId: doc.public_id,
      }),
    )
  } catch (err) {
    req.payload.logger.error({ err, review: doc.id }, 'review status mail failed')
  }
  return doc
}
