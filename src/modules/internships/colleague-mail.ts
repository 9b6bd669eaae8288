import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import type { MailMessage } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localePath, paths } from '@/modules/routing/routes'

// The relay mail to a colleague: sent by the platform, no Reply-To, no address of the sender in it.
// The recipient answers from their own colleagues screen.

export interface ColleagueMailInput {
  locale: Locale
  to: string
  senderName: string
  institutionName: string
  message: string
}

export function colleagueMail(input: ColleagueMailInput): MailMessage {
  const t = translator(input.locale, 'internships.mail')
  const common = translator(input.locale, 'mail')
  return noticeMail({
    to: input.to,
    subject: t('subject', { name: input.senderName, institution: input.institutionName }),
    greeting: t('greeting'),
    paragraphs: [t('intro', { name: input.senderName, institution: input.institutionName }), t('privacy')],
    quote: { heading: t('messageHeading'), text: input.message },
    link: { label: t('answer'), url: absoluteUrl(localePath(input.locale, paths.cockpit('internships'))) },
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}
