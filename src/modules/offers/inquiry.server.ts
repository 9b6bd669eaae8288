import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { sendMail } from '@/lib/mail/send'
import { takeLimit } from '../limits/take.server'
import { OFFER_INQUIRIES_PER_ADDRESS, OFFER_INQUIRIES_PER_IP } from '../limits/rules'
import { checkFormToken } from './form-token'
import { senderCopyMail, teamInquiryMail, type StoredInquiry } from './mails'
import { HONEYPOT_FIELD, type OfferInquiryInput } from './schemas'

// An employer's offer inquiry (ADR 0059): the honeypot and the fill time first, then one
// transaction that stores it under the form's intent key and takes from the limits per IP and per
// address. Only the request whose INSERT stored the row sends the two mails, so a double click or
// parallel sends store and mail once.

export interface InquiryContext {
  ip: string
  /** the language of the page the form was sent from (the copy's language) */
  locale: Locale
  /** PAYLOAD_SECRET: signs the form token */
  secret: string
  now?: Date
}

export type InquiryOutcome =
  /** stored and mailed (`id`), or stored before under the same form (a repeat: nothing new) */
  | { kind: 'sent'; id: number; repeat: boolean }
  /** the honeypot was filled: answered like a success, nothing stored or mailed */
  | { kind: 'ignored' }
  /** no valid token (missing, altered, too old): the form must be sent again with a fresh one */
  | { kind: 'again' }
  /** sent faster than a person fills the form */
  | { kind: 'tooFast' }
  | { kind: 'limited'; scope: 'ip' | 'address'; retryAfterSeconds: number }

const INSERT = `
  INSERT INTO offer_inquiries (first_name, last_name, email, institution, website, message, bracket, locale, status, intent, consent_at, updated_at, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10, $10, $10)
  ON CONFLICT (intent) DO NOTHING
  RETURNING id`

type Claim = { kind: 'stored'; id: number } | { kind: 'repeat'; id: number } | { kind: 'limited'; scope: 'ip' | 'address'; retryAfterSeconds: number }

/**
 * One transaction: the INSERT claims the form's intent key first (a parallel send of the same form
 * waits on the unique index, then finds it taken and takes no tokens), then the limits; over one,
 * everything is rolled back (the row and any token taken).
 */
async function claim(payload: Payload, input: OfferInquiryInput, intent: string, context: InquiryContext, now: Date): Promise<Claim> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ id: number }>(INSERT, [
      input.firstname,
      input.lastname,
      input.email,
      input.institution,
      input.website,
      input.message,
      input.bracket,
      context.locale,
      intent,
      now.toISOString(),
    ])
    const stored = rows[0]
    if (!stored) {
      await client.query('ROLLBACK')
      const { rows: before } = await client.query<{ id: number }>('SELECT id FROM offer_inquiries WHERE intent = $1', [intent])
      return { kind: 'repeat', id: before[0]?.id ?? 0 }
    }
    const byIp = await takeLimit(client, OFFER_INQUIRIES_PER_IP, context.ip, { now })
    const byAddress = byIp.ok ? await takeLimit(client, OFFER_INQUIRIES_PER_ADDRESS, input.email, { now }) : byIp
    if (!byIp.ok || !byAddress.ok) {
      await client.query('ROLLBACK')
      const refused = !byIp.ok ? byIp : byAddress
      return { kind: 'limited', scope: byIp.ok ? 'address' : 'ip', retryAfterSeconds: refused.ok ? 1 : refused.retryAfterSeconds }
    }
    await client.query('COMMIT')
    return { kind: 'stored', id: stored.id }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

export async function submitOfferInquiry(payload: Payload, input: OfferInquiryInput, context: InquiryContext): Promise<InquiryOutcome> {
  if (input[HONEYPOT_FIELD].trim() !== '') return { kind: 'ignored' }
  const now = context.now ?? new Date()
  const token = checkFormToken(context.secret, input.form_token, now.getTime())
  if (!token.ok) return token.reason === 'tooFast' ? { kind: 'tooFast' } : { kind: 'again' }

  const claimed = await claim(payload, input, token.intent, context, now)
  // The same form again (a double click, a second tab, a replay): it was stored and mailed once.
  if (claimed.kind === 'repeat') return { kind: 'sent', id: claimed.id, repeat: true }
  if (claimed.kind === 'limited') return claimed
  const inquiry: StoredInquiry = {
    id: claimed.id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    institution: input.institution,
    website: input.website,
    message: input.message,
    bracket: input.bracket,
    locale: context.locale,
  }
  // A mail that fails is recorded as failed in the outbox; the inquiry stands (the team sees it in /admin).
  await sendMail(payload, teamInquiryMail(inquiry))
  await sendMail(payload, senderCopyMail(inquiry))
  return { kind: 'sent', id: claimed.id, repeat: false }
}
