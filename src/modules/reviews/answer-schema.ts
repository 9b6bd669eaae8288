import { z } from '@/lib/zod'
import { idNumberSchema } from '@/lib/params'

// The employer's two ways to respond to a review. Used by the forms, the server actions, the API
// routes and the tests. Messages are keys under "reviews.errors", or full keys shared by every
// form ("validation.nameTooShort"); each rule has its own message (empty, too short, too long).
// Reviews are named from outside by their public id (./public-id.ts); the row id below is the server's own.

export const NAME_MIN = 2
export const NAME_MAX = 120

/** A short text such as a name or a function: empty, too short and too long each say so. */
const shortText = () => z.string('required').trim().min(1, 'required').min(NAME_MIN, 'validation.nameTooShort').max(NAME_MAX, 'tooLong')

export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 2000

/** The public answer shown under a review (name, function, content); editable. */
export const EmployerFeedbackSchema = z.object({
  name: shortText(),
  function: shortText(),
  content: z.string('required').trim().min(1, 'required').min(10, 'answerText').max(4000, 'tooLong'),
})
export type EmployerFeedback = z.infer<typeof EmployerFeedbackSchema>

/** A private message to the author, relayed by mail. */
export const AuthorMessageSchema = z.object({
  message: z.string('required').trim().min(1, 'required').min(MESSAGE_MIN, 'messageText').max(MESSAGE_MAX, 'messageText'),
})

/** A review's row id (server side only): a positive PostgreSQL integer. */
const ReviewIdSchema = idNumberSchema()

/** Whether a number can be a review row id at all; a larger one would make the database query fail. */
export const isReviewId = (id: number): boolean => ReviewIdSchema.safeParse(id).success
