import 'server-only'
import type { Payload } from 'payload'
import { isReviewPublicId } from './public-id'

// Where a review's public id comes in (a query, a form, a cockpit URL), it is turned into the row
// id here, and the domain functions work with the row id as before: they decide who may see or
// change the review. An unknown or malformed public id is null, the same answer the domain
// functions give for a review the viewer may not use, so nothing tells the two apart (ADR 0018).

/** The row id of the review with this public id, or null. */
export async function reviewIdOf(payload: Payload, publicId: unknown): Promise<number | null> {
  if (!isReviewPublicId(publicId)) return null
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { public_id: { equals: publicId } },
    select: { public_id: true },
    depth: 0,
    limit: 1,
    pagination: false,
    // A lookup only: the callers check who may use the review.
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}
