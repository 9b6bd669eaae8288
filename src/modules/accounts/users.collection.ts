import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { LOCALES } from '../../i18n/locales'
import { adminOnly, adminOnlyField, isAdminUser, ROLES } from '../access/access'
import { secureCookies } from '../../lib/env'
import { translator } from '../../i18n/translator'

import { GENDERS } from './gender'
import { PasswordSchema } from './schemas'
import { isCommonPassword } from './common-passwords'
import { applySessionTimeouts } from './session-timeouts'
import { localizedForgotPassword, sendVerificationMail, takeOverVerificationMail } from './payload-mails'
import { lockSessionsOnLogout, lockSessionsOnRefresh } from './session-lock'
export const SESSION_SECONDS = 60 * 60 * 24 * 14

const NEW_PASSWORD = 'helvemed:newPassword'

/**
 * Our password rules wherever Payload sets a password: create, update and reset (Payload's own
 * check only asks for 3 characters). beforeOperation sees the plain password of all three.
 */
export const enforcePasswordRules: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  // A new password set by its owner (reset link, a session that passed the factor) or by the team
  // lifts a lock of the code step (ADR 0051); see liftCodeLockOnNewPassword.
  if (operation !== 'create') req.context[NEW_PASSWORD] = true
  const parsed = PasswordSchema.safeParse(password)
  if (!parsed.success) {
    // The team's backoffice reads German; the message names the broken rule and all the rules.
    const message = `${translator('de', 'validation')(parsed.error.issues[0]?.message ?? 'invalid')} ${translator('de', 'auth')('passwordRules')}`
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] })
  }
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: translator('de', 'validation')('passwordCommon') }] })
  }
  return args
}

/** After an update that set a password: the code step's lock and wrong-code count end (ADR 0051). */
const liftCodeLockOnNewPassword: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context[NEW_PASSWORD]) return doc
  delete req.context[NEW_PASSWORD]
  await req.payload.db.pool.query('UPDATE account_second_factors SET locked_at = NULL, failed_codes = 0, failed_since = NULL WHERE user_id = $1', [doc.id])
  return doc
}

/**
 * A promotion to the team ends the account's sessions: every team session must come from a login
 * that passed the second factor (ADR 0017).
 */
const endSessionsOnPromotion: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.role === 'ROLE_ADMIN' && originalDoc?.role !== 'ROLE_ADMIN') data.sessions = []
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'first_name', 'last_name', 'role'], group: 'Accounts' },
  auth: {
    // Our mails in the account's language, never Payload's English ones (payload-mails.ts).
    verify: true,
    forgotPassword: localizedForgotPassword,
    useSessions: true,
    tokenExpiration: SESSION_SECONDS,
    // No per-account lock (it told existing accounts apart and let anyone lock out anyone): the
    // shared limits per IP, address and device slow guessing instead (ADR 0015, ADR 0051).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
  },
  access: {
    // Registration goes through accounts/register.server.ts (our validation, no enumeration, limits),
    // which writes with the system's rights; through Payload only the team creates accounts.
    create: adminOnly,
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    // /admin: the team, and only on a session that passed the second factor (which exists only
    // with a factor set up: our login holds the session back until the code step, ADR 0017).
    admin: async ({ req }) => {
      if (!isAdminUser(req.user) || !req.user) return false
      const { rowCount } = await req.payload.db.pool.query('SELECT 1 FROM account_second_factors WHERE user_id = $1', [req.user.id])
      return (rowCount ?? 0) > 0
    },
  },
  hooks: {
    beforeOperation: [enforcePasswordRules, takeOverVerificationMail, lockSessionsOnRefresh],
    beforeChange: [endSessionsOnPromotion],
    afterChange: [liftCodeLockOnNewPassword],
    afterOperation: [sendVerificationMail],
    // Session writes one at a time per account (session-lock.ts, ADR 0050).
    afterLogout: [lockSessionsOnLogout],
    // Idle and absolute timeouts of sessions, the team's shorter (ADR 0051).
    afterRead: [applySessionTimeouts],
  },
  fields: [
    { name: 'first_name', type: 'text', required: true, maxLength: 100 },
    { name: 'last_name', type: 'text', required: true, maxLength: 100 },
    { name: 'gender', type: 'select', required: true, options: [...GENDERS], defaultValue: 'GENDER_UNSPECIFIED' },
    {
      name: 'role',
      type: 'select',
      options: [...ROLES],
      index: true,
      // Picked once by the user (accounts/pick-role.server.ts runs with the system's rights); changes go through the team.
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    // The language of the account's mails: the last one its owner used in the cockpit (ADR 0065).
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'de' },
    // Set by the team (a deactivation request done, ADR 0065): the account cannot log in; clearing it reactivates.
    { name: 'deactivated_at', type: 'date', access: { create: adminOnlyField, update: adminOnlyField }, admin: { position: 'sidebar' } },
    // Elective year (ADR 0037): hidden from (and blind to) colleagues at overlapping internships
    // (opt-out), and open to their messages through the mail relay (opt-in).
    { name: 'colleagues_hidden', type: 'checkbox', defaultValue: false },
    { name: 'colleagues_contact', type: 'checkbox', defaultValue: false },
    // Payload's own auth fields, declared here only to narrow their access (Payload merges them with
    // its definitions): an address changes through the confirmation mail (email-change.server.ts),
    // verification through the verification link; through Payload only the team sets either.
    { name: 'email', type: 'email', required: true, unique: true, access: { create: adminOnlyField, update: adminOnlyField } },
    { name: '_verified', type: 'checkbox', access: { create: adminOnlyField, update: adminOnlyField } },
  ],
}
