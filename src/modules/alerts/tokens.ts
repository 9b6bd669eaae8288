import crypto from 'node:crypto'
import { randomToken } from '@/lib/secret-token'

// Secrets in alert links. Only their SHA-256 hashes are stored (hashToken in lib/secret-token.ts), so a copy of the database opens no link.
// - Confirmation: a random secret, mailed once.
// - Unsubscribe: must appear in every alert mail, yet a stored hash cannot be turned back into the
//   secret; so it is an HMAC of the alert under the server's secret (PAYLOAD_SECRET), recomputed for
//   each mail. Every mail of an alert carries the same working link (ADR 0011).

/** 32 random bytes as base64url: 43 characters. */
export function newToken(): string {
  return randomToken(32)
}

/** The shape of every alert token (random or HMAC-SHA256, base64url). */
export const ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isAlertToken(value: unknown): value is string {
  return typeof value === 'string' && ALERT_TOKEN_PATTERN.test(value)
}

/** The unsubscribe secret of one alert; createdAt keeps a reused id (e.g. a reset database) from sharing it. */
export function unsubscribeToken(serverSecret: string, alert: { id: number; createdAt: string }): string {
  return crypto
    .createHmac('sha256', serverSecret)
    .update(`job-alert-unsubscribe:${alert.id}:${new Date(alert.createdAt).getTime()}`)
    .digest('base64url')
}
