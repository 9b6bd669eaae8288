import { z } from '@/lib/zod'
import { ReviewPublicIdSchema } from './public-id'

// The "Review (read)" and "Review (list item)" shapes (docs/product-rules.md#shapes). Strict objects: a key
// that is not listed here (the author, an e-mail, a timestamp) makes the parse fail, so nothing
// outside these shapes can leave the server by accident. See docs/decisions/0012. A review's `id`
// is its random public id (ADR 0018); the sequential row id never appears in a shape.

/** A month, "YYYY-MM" in Swiss time: reviews are dated by month only (anonymity). */
export const ReviewMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)
export type ReviewMonth = z.infer<typeof ReviewMonthSchema>

/** An essential as an "id and value pair": the stable key and its label in the viewer's language. */
export const ReviewEssentialSchema = z.strictObject({ id: z.string(), value: z.string() })
export type ReviewEssential = z.infer<typeof ReviewEssentialSchema>

const Rating = z.number().min(1).max(5).nullable()
const Text = z.string().nullable()
const Time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .nullable()

/** Categories with a rating and a feedback text, in the order the wizard asks them. */
export const REVIEW_CATEGORIES = ['summary', 'work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual'] as const
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number]

const RatedSection = z.strictObject({ rating: Rating, feedback: Text })

/** Review (read). Most fields are nullable. */
export const ReviewReadSchema = z.strictObject({
  id: ReviewPublicIdSchema,
  created_at: ReviewMonthSchema,
  updated_at: ReviewMonthSchema,
  field: ReviewEssentialSchema.nullable(),
  level: ReviewEssentialSchema.nullable(),
  overview: z.strictObject({
    feedback: Text,
    recommendation: z.boolean().nullable(),
    improvement: Text,
    rating: Rating,
    employment: z.enum(['current', 'former']).nullable(),
    pensum: z.enum(['fullTime', 'partTime']).nullable(),
    duration: ReviewEssentialSchema.nullable(),
  }),
  work: z.strictObject({
    rating: Rating,
    feedback: Text,
    hours: z.number().min(0).max(120).nullable(),
    picket: z.boolean().nullable(),
    night: z.boolean().nullable(),
    start_time: Time,
    end_time: Time,
    salary: z.number().min(0).nullable(),
  }),
  learning: RatedSection,
  team: RatedSection,
  superior: RatedSection,
  mutual: RatedSection,
  admin: RatedSection,
  work_life: RatedSection,
  housing: z.boolean().nullable(),
  /** The shape has a number; reviews do not record a further-training place yet, so always null. */
  wbs: z.number().int().nullable(),
  is_wsj_exclusive: z.boolean(),
  institution: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    contact_city: Text,
    /** true when the employer has answered (feedback_content is set) */
    feedback: z.boolean(),
    feedback_content: Text,
    feedback_function: Text,
    feedback_name: Text,
    feedback_updated_at: ReviewMonthSchema.nullable(),
  }),
})
export type ReviewRead = z.infer<typeof ReviewReadSchema>

/**
 * The read shape as anyone but its author gets it: without the individual salary. An employer
 * knows what it pays each person, so salary, level and field could name the author; others see
 * salaries only as medians per level from 5 reviews on (ADR 0012).
 */
export function withoutSalary(review: ReviewRead): ReviewRead {
  return { ...review, work: { ...review.work, salary: null } }
}

/** Review (list item). */
export const ReviewListItemSchema = z.strictObject({
  id: ReviewPublicIdSchema,
  created_at: ReviewMonthSchema,
  rating: Rating,
  field: ReviewEssentialSchema.nullable(),
  level: ReviewEssentialSchema.nullable(),
  institution: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    /** true when the employer has answered */
    feedback: z.boolean(),
    /** canton code (ZH) */
    region: z.string().nullable(),
  }),
  is_wsj_exclusive: z.boolean(),
})
export type ReviewListItem = z.infer<typeof ReviewListItemSchema>

const ZURICH_MONTH = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/Zurich' })

/** "2026-11-22T10:31:00.000Z" -> "2026-11" (month in Swiss time); null for a missing or bad date. */
export function toReviewMonth(date: string | Date | null | undefined): ReviewMonth | null {
  if (!date) return null
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return null
  const parts = ZURICH_MONTH.formatToParts(d)
  const year = parts.find((p) => p.type === 'year')?.value
  const month = parts.find((p) => p.type === 'month')?.value
  return year && month ? `${year}-${month}` : null
}

/**
 * The moment the Swiss month of `date` began (midnight on the 1st, Europe/Zurich). Time windows
 * over reviews start there, so a review enters or leaves a list at a moment that depends on its
 * month only, never on its exact creation time.
 */
export function startOfReviewMonth(date: Date): Date {
  const month = toReviewMonth(date)
  if (!month) return date
  const [year, m] = month.split('-').map(Number) as [number, number]
  // Midnight in Zurich is 22:00 UTC the day before in summer time, 23:00 in winter time (clocks
  // never change on the 1st).
  const summer = new Date(Date.UTC(year, m - 1, 1) - 2 * 60 * 60 * 1000)
  return toReviewMonth(summer) === month ? summer : new Date(summer.getTime() + 60 * 60 * 1000)
}

/**
 * Reviews in the order anyone but their author sees them (employer's "new" list, institution
 * page): newest month first, and inside a month by public id, which is random. The order then
 * tells the month, which every review shows anyway, and nothing about which review of a month was
 * written first (ADR 0018). A review without a readable date goes last.
 */
export function sortReviewsByMonth<T extends { createdAt: string; public_id: string }>(reviews: readonly T[]): T[] {
  return reviews
    .map((review) => ({ review, month: toReviewMonth(review.createdAt) ?? '' }))
    .sort((a, b) => (a.month === b.month ? (a.review.public_id < b.review.public_id ? -1 : a.review.public_id > b.review.public_id ? 1 : 0) : a.month < b.month ? 1 : -1))
    .map(({ review }) => review)
}
