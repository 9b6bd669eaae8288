import crypto from 'node:crypto'

// The offer form's token (ADR 0059): when the form was handed out, and a random key that names
// this one filled-in form. Signed with the server's secret, so neither can be made up. It gives
// the minimum fill time (a script that posts at once is refused) and the intent key (the inquiry
// is stored under it with a unique index: a double click or a parallel send stores and mails once).
// The page itself is kept by the page cache, so the token is fetched per visitor
// (GET /api/fn/offer/form-token), never part of the cached HTML.

/** A person needs longer than this to fill in the form; a script posting at once does not. */
export const MIN_FILL_MS = 3000
/** A form left open longer is sent again with a fresh token (what was typed stays). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000
/** Clocks of several app processes may differ a little. */
const CLOCK_SKEW_MS = 5000

const TOKEN = /^([0-9]{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

function signature(secret: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(`offer-form:${body}`).digest('base64url')
}

export function issueFormToken(secret: string, now: number = Date.now()): string {
  const body = `${String(now).padStart(13, '0')}.${crypto.randomBytes(16).toString('base64url')}`
  return `${body}.${signature(secret, body)}`
}

export type FormTokenCheck = { ok: true; intent: string } | { ok: false; reason: 'invalid' | 'tooFast' | 'expired' }

/** Whether the token is ours and the form was filled in a human time; `intent` is its random key. */
export function checkFormToken(secret: string, token: string, now: number = Date.now()): FormTokenCheck {
  const match = TOKEN.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, started, intent] = match as unknown as [string, string, string, string]
  const body = `${started}.${intent}`
  const expected = Buffer.from(signature(secret, body))
  const given = Buffer.from(match[3]!)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  const age = now - Number(started)
  if (age < -CLOCK_SKEW_MS || age > MAX_FORM_AGE_MS) return { ok: false, reason: 'expired' }
  if (age < MIN_FILL_MS) return { ok: false, reason: 'tooFast' }
  return { ok: true, intent }
}
