// Limits of job alerts (ADR 0011).

/** Alerts (pending or active) per e-mail address. */
export const MAX_ALERTS_PER_EMAIL = 20
/** Unconfirmed alerts per address: a stranger cannot fill someone's inbox with confirmation mails. */
export const MAX_PENDING_PER_EMAIL = 3
/** A confirmation link works this long after its mail; an unconfirmed alert is deleted afterwards. */
export const CONFIRM_DAYS = 7
export const CONFIRM_MS = CONFIRM_DAYS * 24 * 60 * 60 * 1000
/** Saving the same unconfirmed search again re-sends its mail, at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000
/** Ads listed in one alert mail (the newest); the mail links to the full search. */
export const MAX_JOBS_PER_MAIL = 20
// Anonymous saves per client IP: ALERT_SAVES_PER_IP in modules/limits/rules.ts, shared by every app process (ADR 0015).
