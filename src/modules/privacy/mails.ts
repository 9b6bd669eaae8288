import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import type { MailMessage } from '@/lib/mail/send'
import { localePath, paths } from '../routing/routes'
import type { RequestKind } from './request-kinds'

// The privacy mails (ADR 0065): a request to the team (German, with its link into /admin, reply-to
// the user), the team's decision to the user, the deletion link and the confirmation of a deletion,
// each in the user's language.

const teamAddress = () => env().TEAM_EMAIL ?? env().SUPPORT_EMAIL

export const localeOf = (value: unknown): Locale => (typeof value === 'string' && isLocale(value) ? value : DEFAULT_LOCALE)

export interface RequestForTeam {
  id: number
  kind: RequestKind
  targetRole: string | null
  reason: string | null
  user: { id: number; email: string; first_name: string; last_name: string; role?: string | null }
}

const roleName = (locale: Locale, role: string | null | undefined) => (role ? translator(locale, 'role')(role) : translator(locale, 'privacyMail')('noRole'))

export function teamRequestMail(request: RequestForTeam): MailMessage {
  const t = translator(DEFAULT_LOCALE, 'privacyMail.team')
  const kind = translator(DEFAULT_LOCALE, 'privacy.kinds')(request.kind)
  const { user } = request
  return {
    ...noticeMail({
      to: teamAddress(),
      subject: t('subject', { kind, email: user.email }),
      greeting: t('greeting'),
      paragraphs: [
        t('body', { kind, name: `${user.first_name} ${user.last_name}`, email: user.email }),
        t('currentRole', { role: roleName(DEFAULT_LOCALE, user.role) }),
        ...(request.targetRole ? [t('targetRole', { role: roleName(DEFAULT_LOCALE, request.targetRole) })] : []),
      ],
      quote: request.reason ? { heading: t('reasonHeading'), text: request.reason } : null,
      link: { label: t('adminLink'), url: absoluteUrl(`/admin/collections/account-requests/${request.id}`) },
      signature: 'Helvemed',
    }),
    replyTo: user.email,
  }
}

export interface Decision {
  kind: RequestKind
  status: 'done' | 'declined'
  targetRole: string | null
  declineReason: string | null
  to: string
  name: string
  locale: Locale
}

/** To the user: what the team decided on their request. */
export function decisionMail(d: Decision): MailMessage {
  const t = translator(d.locale, 'privacyMail.decision')
  const common = translator(d.locale, 'mail')
  const kind = translator(d.locale, 'privacy.kinds')(d.kind)
  const body = d.status === 'declined' ? t('declined', { kind }) : t(`done.${d.kind}`, { role: roleName(d.locale, d.targetRole) })
  return noticeMail({
    to: d.to,
    subject: t(d.status === 'done' ? 'subjectDone' : 'subjectDeclined', { kind }),
    greeting: common('greeting', { name: d.name }),
    paragraphs: [body],
    quote: d.status === 'declined' && d.declineReason ? { heading: t('reasonHeading'), text: d.declineReason } : null,
    link: d.kind === 'deletion' && d.status === 'done' ? null : { label: t('cockpitLink'), url: absoluteUrl(localePath(d.locale, paths.cockpit('user', 'privacy'))) },
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}

/** To the user: the one-time link that deletes the account (a page with a button; opening it changes nothing). */
export function deletionLinkMail(locale: Locale, to: string, name: string, token: string, hours: number): MailMessage {
  const t = translator(locale, 'privacyMail.deletionLink')
  const common = translator(locale, 'mail')
  return noticeMail({
    to,
    subject: t('subject'),
    greeting: common('greeting', { name }),
    paragraphs: [t('body', { hours }), t('ignore')],
    link: { label: t('action'), url: absoluteUrl(`${localePath(locale, paths.cockpit('user', 'delete'))}?token=${encodeURIComponent(token)}`) },
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}

/** To the address the account had: it is deleted. */
export function deletedMail(locale: Locale, to: string, name: string): MailMessage {
  const t = translator(locale, 'privacyMail.deleted')
  const common = translator(locale, 'mail')
  return noticeMail({
    to,
    subject: t('subject'),
    greeting: common('greeting', { name }),
    paragraphs: [t('body')],
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}
