import { z } from 'zod'

// The employer's two ways to respond to a review, and the review id in cockpit calls. Used by the
// forms, the server actions, the API routes and the tests. Messages are keys under "reviews.errors".

export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 2000

/** The public answer shown under a review (name, function, content); editable. */
export const EmployerFeedbackSchema = z.object({
  name: z.string('required').trim().min(2, 'required').max(120, 'tooLong'),
  function: z.string('required').trim().min(2, 'required').max(120, 'tooLong'),
  content: z.string('required').trim().min(10, 'answerText').max(4000, 'tooLong'),
})
export type EmployerFeedback = z.infer<typeof EmployerFeedbackSchema>

/** A private message to the author, relayed by mail. */
export const AuthorMessageSchema = z.object({
  message: z.string('messageText').trim().min(MESSAGE_MIN, 'messageText').max(MESSAGE_MAX, 'messageText'),
})

/** A review id in a query or a form: a positive integer. */
export const ReviewIdSchema = z.coerce.number('id').int('id').min(1, 'id').max(2_147_483_647, 'id')

export const ReviewIdQuerySchema = z.object({ id: ReviewIdSchema })

/** Whether a number can be a review id at all; a larger one would make the database query fail. */
export const isReviewId = (id: number): boolean => ReviewIdSchema.safeParse(id).success
