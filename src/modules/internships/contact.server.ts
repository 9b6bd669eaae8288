import 'server-only'
import type { Payload } from 'payload'
import { isLocale } from '@/i18n/locales'
import { sendMail } from '@/lib/mail/send'
import { COLLEAGUE_MESSAGES_PER_RECIPIENT, COLLEAGUE_MESSAGES_PER_SENDER } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import { colleaguesOf, shortName } from './colleagues.server'
import { colleagueMail } from './colleague-mail'
import type { InternshipViewer } from './viewer'

// Contacting a colleague through the mail relay (opt-in per student, in the account settings). The
// platform sends the mail; neither address is revealed (no Reply-To). The recipient answers the same
// way, from the colleagues screen of their own overlapping internship: so only a student who accepts
// messages may write, and only to a colleague who does.

export type ContactResult = { ok: true } | { ok: false; reason: 'notFound' | 'senderClosed' | 'recipientClosed' | 'limit' }

export async function contactColleague(
  payload: Payload,
  viewer: InternshipViewer | null,
  internshipId: number,
  colleagueId: string,
  message: string,
  now = new Date(),
): Promise<ContactResult> {
  const found = await colleaguesOf(payload, viewer, internshipId)
  if (!found || !viewer) return { ok: false, reason: 'notFound' }
  const entry = found.entries.find((e) => e.colleague.id === colleagueId)
  if (!entry) return { ok: false, reason: 'notFound' }
  if (!entry.contactable) return { ok: false, reason: 'recipientClosed' }
  const { rows } = await payload.db.pool.query<{ id: number; first_name: string; last_name: string; email: string; locale: string | null; contact: boolean | null }>(
    'SELECT id, first_name, last_name, email, locale::text AS locale, colleagues_contact AS contact FROM users WHERE id = ANY($1::int[])',
    [[viewer.id, entry.userId]],
  )
  const sender = rows.find((r) => r.id === viewer.id)
  const recipient = rows.find((r) => r.id === entry.userId)
  if (!sender || !recipient) return { ok: false, reason: 'notFound' }
  if (!sender.contact) return { ok: false, reason: 'senderClosed' }
  if (!(await takeLimit(payload, COLLEAGUE_MESSAGES_PER_SENDER, String(viewer.id), { now })).ok) return { ok: false, reason: 'limit' }
  if (!(await takeLimit(payload, COLLEAGUE_MESSAGES_PER_RECIPIENT, String(recipient.id), { now })).ok) {
    await giveBackLimit(payload, COLLEAGUE_MESSAGES_PER_SENDER, String(viewer.id), { now })
    return { ok: false, reason: 'limit' }
  }
  const { rows: places } = await payload.db.pool.query<{ name: string }>(
    'SELECT inst.name FROM internships i JOIN institutions inst ON inst.id = i.institution_id WHERE i.id = $1',
    [internshipId],
  )
  await sendMail(
    payload,
    colleagueMail({
      locale: isLocale(recipient.locale) ? recipient.locale : 'de',
      to: recipient.email,
      senderName: shortName(sender.first_name, sender.last_name),
      institutionName: places[0]?.name ?? '',
      message,
    }),
  )
  return { ok: true }
}

/** The viewer's two colleague settings: hidden from colleagues (opt-out), open to messages (opt-in). */
export async function colleagueSettings(payload: Payload, userId: number): Promise<{ hidden: boolean; contact: boolean }> {
  const { rows } = await payload.db.pool.query<{ hidden: boolean | null; contact: boolean | null }>(
    'SELECT colleagues_hidden AS hidden, colleagues_contact AS contact FROM users WHERE id = $1',
    [userId],
  )
  return { hidden: Boolean(rows[0]?.hidden), contact: Boolean(rows[0]?.contact) }
}

export async function saveColleagueSettings(payload: Payload, userId: number, settings: { hidden: boolean; contact: boolean }): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { colleagues_hidden: settings.hidden, colleagues_contact: settings.contact },
    depth: 0,
    // The account's own two switches; the caller passes the logged-in user's id.
    overrideAccess: true,
  })
}
