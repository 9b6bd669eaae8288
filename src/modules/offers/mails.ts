import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { formatChf } from '@/i18n/format'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import type { MailMessage } from '@/lib/mail/send'
import { BRACKET_PRICES, type OfferBracket } from './brackets'

// The two mails of an offer inquiry: to the team (in German, with a link to the inquiry in /admin)
// and a copy to the sender in the language of the page they used. Both list what was sent.

export interface StoredInquiry {
  id: number
  firstname: string
  lastname: string
  email: string
  institution: string
  website: string | null
  message: string | null
  bracket: OfferBracket
  locale: Locale
}

const teamAddress = () => env().TEAM_EMAIL ?? env().SUPPORT_EMAIL

/** "1 bis 3 Inserate pro Jahr (Richtwert: bis CHF 6'600 pro Jahr)" in a language. */
export function bracketText(locale: Locale, bracket: OfferBracket): string {
  const t = translator(locale, 'offerForm.brackets')
  const price = BRACKET_PRICES[bracket]
  return `${t(`${bracket}.label`)} (${t(`${price.bound}`, { amount: formatChf(price.chf) })})`
}

/** The inquiry as lines "Label: value", in a language. */
function summaryLines(locale: Locale, inquiry: StoredInquiry): string[] {
  const t = translator(locale, 'offerForm.fields')
  return [
    `${t('name')}: ${inquiry.firstname} ${inquiry.lastname}`,
    `${t('email')}: ${inquiry.email}`,
    `${t('institution')}: ${inquiry.institution}`,
    ...(inquiry.website ? [`${t('website')}: ${inquiry.website}`] : []),
    `${t('bracket')}: ${bracketText(locale, inquiry.bracket)}`,
  ]
}

export function teamInquiryMail(inquiry: StoredInquiry): MailMessage {
  const t = translator(DEFAULT_LOCALE, 'offerMail.team')
  return {
    ...noticeMail({
      to: teamAddress(),
      subject: t('subject', { institution: inquiry.institution }),
      greeting: t('greeting'),
      paragraphs: [t('body', { language: translator(DEFAULT_LOCALE, 'locale')(inquiry.locale) }), ...summaryLines(DEFAULT_LOCALE, inquiry)],
      quote: inquiry.message ? { heading: t('messageHeading'), text: inquiry.message } : null,
      link: { label: t('adminLink'), url: absoluteUrl(`/admin/collections/offer-inquiries/${inquiry.id}`) },
      signature: 'Helvemed',
    }),
    // the team answers the employer straight from its mail program
    replyTo: inquiry.email,
  }
}

export function senderCopyMail(inquiry: StoredInquiry): MailMessage {
  const t = translator(inquiry.locale, 'offerMail.copy')
  const common = translator(inquiry.locale, 'mail')
  return noticeMail({
    to: inquiry.email,
    subject: t('subject'),
    greeting: common('greeting', { name: inquiry.firstname }),
    paragraphs: [t('body'), ...summaryLines(inquiry.locale, inquiry)],
    quote: inquiry.message ? { heading: t('messageHeading'), text: inquiry.message } : null,
    link: null,
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}
