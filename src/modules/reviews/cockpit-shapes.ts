import { z } from '@/lib/zod'
import { ReviewListItemSchema } from './shapes'

// The cockpit's answer to GET /api/fn/user/reviews. "owner" items are the list item plus
// what only the author sees of their own review: its status and the team's rejection reason.

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const

export const OwnerReviewItemSchema = ReviewListItemSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  reject_reason: z.string().nullable(),
})
export type OwnerReviewItem = z.infer<typeof OwnerReviewItemSchema>

export const CockpitReviewsSchema = z.strictObject({
  owner: z.array(OwnerReviewItemSchema),
  new: z.array(ReviewListItemSchema),
})
export type CockpitReviews = z.infer<typeof CockpitReviewsSchema>
