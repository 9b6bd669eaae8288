import { z } from '@/lib/zod'
import { ReviewPublicIdSchema } from '../reviews/public-id'
import { MAX_ID } from '@/lib/params'

// The elective year's shapes ("Internship" and "Institution statistics row").
// Dates are days (YYYY-MM-DD); a placement runs from `start` to `end`, both days included.

export const DayStringSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date')
export type DayString = z.infer<typeof DayStringSchema>

/** Another student's record, as a colleague sees it: an opaque id, first name and initial only. */
export const ColleagueSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/),
  start: DayStringSchema,
  end: DayStringSchema,
  field: z.string(),
  name: z.string(),
})
export type Colleague = z.infer<typeof ColleagueSchema>

/** The student's own record. `colleagues` is null when the student hid themselves from colleagues. */
export const InternshipSchema = z.strictObject({
  id: z.number().int().positive(),
  start: DayStringSchema,
  end: DayStringSchema,
  field: z.string(),
  institution: z.number().int().positive(),
  review_id: ReviewPublicIdSchema.nullable(),
  colleagues: z.array(ColleagueSchema).nullable(),
  reviews: z.array(z.strictObject({ id: ReviewPublicIdSchema, rating: z.number().min(1).max(5).nullable() })),
})
export type Internship = z.infer<typeof InternshipSchema>

export const InstitutionStatisticsRowSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  region: z.string().nullable(),
  fields: z.array(
    z.strictObject({
      key: z.string(),
      internships: z.number().int().min(0),
      reviews: z.number().int().min(0),
      reviews_rating: z.number().min(1).max(5).nullable(),
    }),
  ),
})
export type InstitutionStatisticsRow = z.infer<typeof InstitutionStatisticsRowSchema>

/** Query of GET /api/fn/user/internships-colleagues. */
export const ColleaguesQuerySchema = z.object({ id: z.coerce.number('id').int('id').positive('id').max(MAX_ID, 'id') })

/** Query of GET /api/fn/user/internships-reviews. */
export const InternshipReviewsQuerySchema = z.object({
  id: z.coerce.number('id').int('id').positive('id').max(MAX_ID, 'id'),
  field: z.string('field').regex(/^[A-Z][A-Z0-9_]{1,60}$/, 'field'),
})
