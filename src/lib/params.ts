import { z } from '@/lib/zod'

// Route parameters, form fields and user-given URLs, checked before they reach a query or a link.
// The one home of the id check (ADR 0057): ids are PostgreSQL integers, so a larger number names
// nothing (404 or a refusal), never a failing query (500).

/** The largest id: PostgreSQL's integer. */
// eslint-disable-next-line no-restricted-syntax -- the one place the limit is written (ADR 0057)
export const MAX_ID = 2_147_483_647

const ID_DIGITS = /^[1-9]\d{0,9}$/

/** A database id from a path segment, query value or form field ("12"), or null for anything else. */
export function parseIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !ID_DIGITS.test(value)) return null
  const id = Number(value)
  return id <= MAX_ID ? id : null
}

/** Whether a number can be an id (a positive integer within PostgreSQL's integer). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID
}

/** An id written as text ("12") at a boundary, as a number; `message` names the refusal (a catalogue key). */
export function idTextSchema(message?: string) {
  return z.string().regex(ID_DIGITS, message).transform(Number).pipe(z.number().max(MAX_ID, message))
}

/** An id as a number (JSON bodies), or coerced from text with `z.coerce`. */
export function idNumberSchema(message?: string) {
  return z.number(message).int(message).min(1, message).max(MAX_ID, message)
}

/** Only http(s) addresses become links; anything else (javascript:, data:, typos) is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
