import type { CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import type { Locale } from '../../i18n/locales'
import type { MailMessage } from '../../lib/mail/send'

// Payload's own account mails ("Verify your email", "Reset your password": English, with links into
// /admin) never reach users: every account mail is ours, in the account's language (mails.ts).
// The mail modules are loaded when a mail is due: the config (also read by scripts) stays light.

const OUR_VERIFICATION_MAIL = 'helvemed:verificationMail'
/** Context key of the create: the page the new account registered for (a safe path, register.server.ts). */
export const VERIFICATION_NEXT = 'helvemed:verificationNext'

interface MailUser {
  id?: number | string
  email?: string | null
  first_name?: string | null
  locale?: string | null
}

function localeOf(user: MailUser | undefined): Locale {
  return user?.locale === 'fr' || user?.locale === 'it' ? user.locale : 'de'
}

/**
 * Every create of an account (our registration, the team in /admin) would let Payload send its
 * English verification mail. Unless the caller turned the mail off (seed, `team:add`, tests), we
 * turn Payload's off and send ours after the create (sendVerificationMail).
 */
export const takeOverVerificationMail: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  if ((args as { disableVerificationEmail?: boolean }).disableVerificationEmail) return args
  req.context[OUR_VERIFICATION_MAIL] = true
  return { ...args, disableVerificationEmail: true }
}

/** Our verification mail, in the account's language, to an account that is not verified yet. */
export const sendVerificationMail: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'create' || !req.context[OUR_VERIFICATION_MAIL]) return result
  delete req.context[OUR_VERIFICATION_MAIL]
  const id = (result as MailUser | undefined)?.id
  if (id === undefined) return result
  // Inside the create's transaction (req): the token is a hidden field.
  const stored = (await req.payload.findByID({ collection: 'users', id, req, overrideAccess: true, showHiddenFields: true, depth: 0 })) as MailUser & {
    _verified?: boolean | null
    _verificationToken?: string | null
  }
  if (stored._verified || !stored._verificationToken || !stored.email) return result
  const [{ sendMail }, { verificationMail }] = await Promise.all([import('../../lib/mail/send'), import('./mails')])
  const next = req.context[VERIFICATION_NEXT]
  await sendMail(req.payload, verificationMail(localeOf(stored), stored.email, stored.first_name ?? '', stored._verificationToken, typeof next === 'string' ? next : undefined))
  return result
}

async function resetMailFor(args?: { token?: string; user?: MailUser; req?: PayloadRequest }): Promise<MailMessage> {
  const { resetMail } = await import('./mails')
  return resetMail(localeOf(args?.user), args?.user?.email ?? '', args?.user?.first_name ?? '', args?.token ?? '')
}

/**
 * Payload's forgot-password mail, should Payload ever send one (our reset calls it with the mail
 * turned off and sends ours, register.server.ts): our text and link, in the account's language.
 */
export const localizedForgotPassword = {
  generateEmailSubject: async (args?: { token?: string; user?: MailUser; req?: PayloadRequest }) => (await resetMailFor(args)).subject,
  generateEmailHTML: async (args?: { token?: string; user?: MailUser; req?: PayloadRequest }) => (await resetMailFor(args)).html ?? '',
}
