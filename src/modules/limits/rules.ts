// Every rate limit of the platform, in one place (ADR 0015). Each is a token bucket: a client key
// (an IP, an address, an account, a review) starts with `capacity` tokens, each use takes one (or its
// cost), and tokens come back at `refillPerSecond` up to the capacity. So a client may use the whole
// capacity at once, then the refill rate; in any period of t seconds at most
// capacity + t × refillPerSecond uses get through.

export interface LimitRule {
  /** prefix of the stored key; unique per rule */
  name: string
  /** tokens of a full bucket: what a client may use at once */
  capacity: number
  /** tokens that come back per second */
  refillPerSecond: number
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function rule(name: string, capacity: number, refill: { tokens: number; everySeconds: number }): LimitRule {
  return { name, capacity, refillPerSecond: refill.tokens / refill.everySeconds }
}

/**
 * POST /api/fn/statistic/post per client IP: 600 events at once, then 10 a second. A visitor produces
 * a few dozen a minute; a hospital network behind one address has room for many visitors. A request
 * costs its number of events (at least 1).
 */
export const STATISTICS_EVENTS_PER_IP = rule('stats-ip', 600, { tokens: 10, everySeconds: 1 })

/**
 * Login attempts per client IP: 20, then 20 per 15 minutes. Every attempt takes a token and a
 * successful login gives it back, so only failures count: a hospital network where hundreds log in
 * is never refused, a script guessing passwords across accounts is.
 */
export const LOGIN_PER_IP = rule('login-ip', 20, { tokens: 20, everySeconds: 15 * MINUTE })

/**
 * Login attempts per account (the typed address, whether or not it has an account): 10, then one per
 * 15 minutes. Payload's own lock (5 failures, 15 minutes) lets about 480 guesses a day through from
 * many IPs; this bucket cuts that to about 100. A real user rarely fails ten times and is let back in
 * within 15 minutes; successful logins give their token back.
 */
export const LOGIN_PER_ACCOUNT = rule('login-account', 10, { tokens: 1, everySeconds: 15 * MINUTE })

/**
 * Login attempts from a browser where the account logged in before (its device cookie, ADR 0051):
 * 10, then one per 15 minutes, counted apart from LOGIN_PER_ACCOUNT. Someone who drains the
 * account's bucket from elsewhere cannot lock its owner out of their own devices; a guesser has no
 * device cookie (it is only given after a complete login or a password reset by mail).
 */
export const LOGIN_PER_DEVICE = rule('login-device', 10, { tokens: 1, everySeconds: 15 * MINUTE })

/**
 * Registration requests per client IP: 10, then 10 an hour. Each sends a mail (verification or "you
 * already have an account"); a family or an office registering together stays far below.
 */
export const REGISTER_PER_IP = rule('register-ip', 10, { tokens: 10, everySeconds: HOUR })

/**
 * Registration mails per address: 3, then one an hour. A person who asks again because the first
 * mail is late gets it; someone using the form to flood a stranger's inbox sends at most 27 a day.
 */
export const REGISTER_MAILS_PER_ADDRESS = rule('register-address', 3, { tokens: 1, everySeconds: HOUR })

/** Password-reset requests per client IP: as for registration. */
export const RESET_PER_IP = rule('reset-ip', 10, { tokens: 10, everySeconds: HOUR })

/**
 * Reset mails per address: 3, then one an hour. Each new reset link replaces the previous one, so the
 * limit also keeps a stranger from killing someone's pending link over and over.
 */
export const RESET_MAILS_PER_ADDRESS = rule('reset-address', 3, { tokens: 1, everySeconds: HOUR })

/**
 * E-mail changes an account asks for: 3, then one an hour. Each mails a link to the new address and
 * a notice to the old one; a person who mistyped twice still gets through (ADR 0051).
 */
export const EMAIL_CHANGES_PER_ACCOUNT = rule('email-change-account', 3, { tokens: 1, everySeconds: HOUR })

/**
 * E-mail-change mails to one target address, from all accounts together: 3, then one an hour. Keeps
 * the form from flooding a stranger's inbox from many accounts.
 */
export const EMAIL_CHANGE_MAILS_PER_ADDRESS = rule('email-change-address', 3, { tokens: 1, everySeconds: HOUR })

/**
 * Attempts to confirm turning the second factor off (a code or the password) per account: 5, then
 * one per 15 minutes; a right one gives its token back. Someone holding a stolen session cannot
 * guess codes to switch the factor off (ADR 0051).
 */
export const FACTOR_OFF_PER_ACCOUNT = rule('factor-off-account', 5, { tokens: 1, everySeconds: 15 * MINUTE })

/**
 * Anonymous job-alert saves per client IP: 10, then 10 an hour (each may send a confirmation mail;
 * the per-address limits of ADR 0011 hold as well).
 */
export const ALERT_SAVES_PER_IP = rule('alert-ip', 10, { tokens: 10, everySeconds: HOUR })

/**
 * Images an employer's account stores per hour: 30, then 30 an hour. A logo, a header and a full
 * gallery of 20 fit in one sitting; a script cannot keep a process decoding.
 */
export const IMAGE_UPLOADS_PER_USER = rule('image-upload-user', 30, { tokens: 30, everySeconds: HOUR })

/**
 * Relayed messages per review, from all managers of the institution together: 3, then 3 a week (one
 * every 56 hours). Protects the author whatever the number of managers (ADR 0013).
 */
export const REVIEW_MESSAGES_PER_REVIEW = rule('review-message-review', 3, { tokens: 3, everySeconds: 7 * DAY })

/** Relayed messages per manager over all reviews: 20, then 20 a day (a script with a manager's session). */
export const REVIEW_MESSAGES_PER_SENDER = rule('review-message-sender', 20, { tokens: 20, everySeconds: DAY })

/**
 * Messages to elective-year colleagues per sender: 10, then 10 a day. Enough to reach everyone at a
 * placement, too few to spam fellow students with a stolen session.
 */
export const COLLEAGUE_MESSAGES_PER_SENDER = rule('colleague-message-sender', 10, { tokens: 10, everySeconds: DAY })

/** Messages one student receives through the colleague relay: 5, then 5 a day, from all senders together. */
export const COLLEAGUE_MESSAGES_PER_RECIPIENT = rule('colleague-message-recipient', 5, { tokens: 5, everySeconds: DAY })

/**
 * Employers an elective-year student proposes ("not on Helvemed yet"): 3, then 3 a day. Each one
 * creates a requested profile and a mail to the team; deleting the placement and recording it again
 * would otherwise repeat both without end.
 */
export const INSTITUTION_REQUESTS_PER_STUDENT = rule('institution-request-student', 3, { tokens: 3, everySeconds: DAY })

/**
 * Offer inquiries (the employers' page) per client IP: 5, then 5 an hour. Each one mails the team
 * and a copy to the typed address; an employer asks once or twice, a script is stopped early
 * (ADR 0059).
 */
export const OFFER_INQUIRIES_PER_IP = rule('offer-ip', 5, { tokens: 5, everySeconds: HOUR })

/**
 * Offer inquiries per typed address: 3, then 3 a day. The copy goes to that address, so the form
 * cannot flood a stranger's inbox from many IPs.
 */
export const OFFER_INQUIRIES_PER_ADDRESS = rule('offer-address', 3, { tokens: 3, everySeconds: DAY })

/**
 * Data exports per account: 5, then 5 an hour. Each gathers everything about the account in a
 * dozen queries; a person downloads once, a loop is stopped (ADR 0065).
 */
export const DATA_EXPORTS_PER_ACCOUNT = rule('data-export-account', 5, { tokens: 5, everySeconds: HOUR })

/**
 * Requests of one content delivery API token (ADR 0068): a bucket of the token's requests per second
 * (`requests_per_second`, else 50 for public and 10 for preview tokens; cdn/token-kinds.ts),
 * refilled at that rate. The capacity here is the public default; cdnTokenRule gives a token's own.
 */
export const CDN_REQUESTS_PER_TOKEN = rule('cdn-token', 50, { tokens: 50, everySeconds: 1 })

/** The OAuth variant (/v1): the spec's 3 requests per second per token, a bucket of 3. */
export const CDN_OAUTH_REQUESTS_PER_TOKEN = rule('cdn-oauth', 3, { tokens: 3, everySeconds: 1 })

/** A token's own bucket: `perSecond` at once, refilled at `perSecond`. */
export function cdnTokenRule(perSecond: number): LimitRule {
  return { name: CDN_REQUESTS_PER_TOKEN.name, capacity: perSecond, refillPerSecond: perSecond }
}

export const LIMIT_RULES: readonly LimitRule[] = [
  STATISTICS_EVENTS_PER_IP,
  LOGIN_PER_IP,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_DEVICE,
  REGISTER_PER_IP,
  REGISTER_MAILS_PER_ADDRESS,
  RESET_PER_IP,
  RESET_MAILS_PER_ADDRESS,
  EMAIL_CHANGES_PER_ACCOUNT,
  EMAIL_CHANGE_MAILS_PER_ADDRESS,
  FACTOR_OFF_PER_ACCOUNT,
  ALERT_SAVES_PER_IP,
  REVIEW_MESSAGES_PER_REVIEW,
  REVIEW_MESSAGES_PER_SENDER,
  COLLEAGUE_MESSAGES_PER_SENDER,
  COLLEAGUE_MESSAGES_PER_RECIPIENT,
  INSTITUTION_REQUESTS_PER_STUDENT,
  OFFER_INQUIRIES_PER_IP,
  OFFER_INQUIRIES_PER_ADDRESS,
  DATA_EXPORTS_PER_ACCOUNT,
  CDN_REQUESTS_PER_TOKEN,
  CDN_OAUTH_REQUESTS_PER_TOKEN,
]

/** Seconds until a bucket holding `tokens` has enough for `cost` (a cost over the capacity waits for a full bucket); at least 1. */
export function secondsUntilAvailable(rule: LimitRule, tokens: number, cost: number): number {
  const missing = Math.min(cost, rule.capacity) - tokens
  // The epsilon keeps float noise (1 / (10/3600) = 360.00000000000006) from adding a second.
  return Math.max(1, Math.ceil(missing / rule.refillPerSecond - 1e-9))
}

/** Whole minutes to tell a person ("try again in N minutes"), at least 1. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}
