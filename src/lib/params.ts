import { z } from '@/lib/zod'
import { ID_DIGITS, MAX_ID } from './id'

// Route parameters, form fields and user-given URLs, checked before they reach a query or a link.
// The one home of the id check (ADR 0057): ids are PostgreSQL integers, so a larger number names
// nothing (404 or a refusal), never a failing query (500).

export { MAX_ID, parseIdParam, isId } from './id'

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
