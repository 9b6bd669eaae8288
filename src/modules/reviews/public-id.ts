import { z } from '@/lib/zod'

// A review's public id (ADR 0018): 32 lowercase hex characters of randomness, the only id of a
// review that leaves the server (shapes, URLs, forms, mails). The numeric row id is sequential: with
// the month of each review it would let anyone order reviews and estimate when each was written,
// which undoes the month-only dates (ADR 0012). Rows created before the column existed got theirs
// from PostgreSQL's gen_random_uuid() without the dashes (same alphabet and length).

export const REVIEW_PUBLIC_ID_PATTERN = '[0-9a-f]{32}'
const FORMAT = new RegExp(`^${REVIEW_PUBLIC_ID_PATTERN}$`)

/** A review's public id in a shape, a query or a form. Messages are keys under "reviews.errors". */
export const ReviewPublicIdSchema = z.string('id').regex(FORMAT, 'id')
export type ReviewPublicId = z.infer<typeof ReviewPublicIdSchema>

export const isReviewPublicId = (value: unknown): value is ReviewPublicId => typeof value === 'string' && FORMAT.test(value)

/** A fresh public id: 128 random bits. */
export function newReviewPublicId(): ReviewPublicId {
  // Web Crypto (Node and browsers alike), so this module stays importable from client code.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
