import { z } from '@/lib/zod'
import { REVIEW_DURATION_KEYS } from '../essentials/data/review-durations'
import { MAX_ID } from '@/lib/params'

// The review wizard's one schema: each step has its own object, the whole review is their union.
// The browser checks a step with its step schema before moving on; the server action parses the
// whole form with ReviewWriteSchema. Input is what an HTML form sends (strings; an unchecked box is
// missing). Messages are catalogue keys under "reviews.errors".

export const RATING_SECTIONS = ['summary', 'work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual'] as const
export type RatingSection = (typeof RATING_SECTIONS)[number]

export const REVIEW_STEPS = ['common', 'work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual', 'other', 'visibility', 'summary'] as const
export type ReviewStep = (typeof REVIEW_STEPS)[number]

/** The step at a position of the wizard, clamped to the steps there are. */
export function reviewStepAt(index: number): ReviewStep {
  return REVIEW_STEPS[Math.min(Math.max(0, index), REVIEW_STEPS.length - 1)] ?? 'common'
}

export const EMPLOYMENT_STATUSES = ['current', 'former'] as const
export const PENSUMS = ['fullTime', 'partTime'] as const
export const RATING_MIN = 1
export const RATING_MAX = 5
export const FEEDBACK_MAX = 2000
export const SUMMARY_MIN = 20
export const SUMMARY_MAX = 4000
export const HOURS_MAX = 120
export const SALARY_MAX = 1_000_000
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** "110'000", " 42 " and 42 become numbers; an empty string is "not given". */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const cleaned = value.trim().replace(/['’\s]/g, '')
  return cleaned === '' ? undefined : /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

const intBetween = (min: number, max: number, message: string, missing = 'required') =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : message) })
      .int(message)
      .min(min, message)
      .max(max, message),
  )

const rating = intBetween(RATING_MIN, RATING_MAX, 'rating', 'rating')

const optionalText = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => (v ? v : null))

const yesNo = z.enum(['yes', 'no'], 'choice').transform((v) => v === 'yes')

/** A checkbox that must be ticked; the message names what is missing. */
const confirmed = (message: string) =>
  z
    .unknown()
    .refine((v) => v === 'on' || v === 'true' || v === true, message)
    .transform(() => true as const)

const essentialKey = z.string('choice').regex(/^[A-Z][A-Z0-9_]{0,79}$/, 'choice')

const time = z.string('time').trim().regex(TIME_PATTERN, 'time')

const section = <S extends RatingSection>(name: S) =>
  z.object({ [`${name}_rating`]: rating, [`${name}_feedback`]: optionalText(FEEDBACK_MAX) }) as z.ZodObject<
    Record<`${S}_rating`, typeof rating> & Record<`${S}_feedback`, ReturnType<typeof optionalText>>
  >

export const ReviewStepSchemas = {
  common: z.object({
    institution: intBetween(1, MAX_ID, 'institution', 'institution'),
    field: essentialKey,
    level: essentialKey,
    employment_status: z.enum(EMPLOYMENT_STATUSES, 'choice'),
    duration: z.enum(REVIEW_DURATION_KEYS, 'choice'),
    pensum: z.enum(PENSUMS, 'choice'),
    has_housing: yesNo,
    salary: z.preprocess(toNumber, z.number('salary').int('salary').min(0, 'salary').max(SALARY_MAX, 'salary').optional()).transform((v) => v ?? null),
  }),
  work: z
    .object({
      work_hours: intBetween(1, HOURS_MAX, 'hours'),
      work_start_time: time,
      work_end_time: time,
      work_has_night: yesNo,
      work_has_picket: yesNo,
    })
    .extend(section('work').shape),
  work_life: section('work_life'),
  team: section('team'),
  superior: section('superior'),
  admin: section('admin'),
  learning: section('learning'),
  mutual: section('mutual'),
  other: z.object({ recommend: yesNo, improvement: optionalText(FEEDBACK_MAX) }),
  visibility: z.object({ is_wsj_exclusive: z.enum(['true', 'false'], 'choice').transform((v) => v === 'true') }),
  summary: z.object({
    summary_rating: rating,
    summary_feedback: z.string('summaryText').trim().min(SUMMARY_MIN, 'summaryText').max(SUMMARY_MAX, 'tooLong'),
    rule_1: confirmed('rule_1'),
    rule_2: confirmed('rule_2'),
    tos: confirmed('tos'),
  }),
} satisfies Record<ReviewStep, z.ZodObject>

export const ReviewWriteSchema = z.object({
  ...ReviewStepSchemas.common.shape,
  ...ReviewStepSchemas.work.shape,
  ...ReviewStepSchemas.work_life.shape,
  ...ReviewStepSchemas.team.shape,
  ...ReviewStepSchemas.superior.shape,
  ...ReviewStepSchemas.admin.shape,
  ...ReviewStepSchemas.learning.shape,
  ...ReviewStepSchemas.mutual.shape,
  ...ReviewStepSchemas.other.shape,
  ...ReviewStepSchemas.visibility.shape,
  ...ReviewStepSchemas.summary.shape,
})

export type ReviewWrite = z.output<typeof ReviewWriteSchema>
/** What the form holds: every answer as the string an input carries ('' = not answered). */
export type ReviewFormValues = Record<string, string>

/** The names of a step's inputs, in order (for error summaries and jumping to the first error). */
export function stepFields(step: ReviewStep): string[] {
  return Object.keys(ReviewStepSchemas[step].shape)
}

/** The step that holds an input (the first step when unknown). */
export function stepOfField(name: string): ReviewStep {
  return REVIEW_STEPS.find((step) => name in ReviewStepSchemas[step].shape) ?? REVIEW_STEPS[0]
}

/** Field name -> message key, first issue per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || '_form'] ??= issue.message
  return errors
}

/** Saved answers (booleans, numbers, null) as form values, e.g. to edit a review. Confirmations are asked again. */
export function formValuesOf(answers: Record<string, string | number | boolean | null | undefined>): ReviewFormValues {
  const values: ReviewFormValues = {}
  for (const [key, value] of Object.entries(answers)) {
    if (key === 'rule_1' || key === 'rule_2' || key === 'tos') continue
    if (value === null || value === undefined) values[key] = ''
    else if (typeof value === 'boolean') values[key] = key === 'is_wsj_exclusive' ? String(value) : value ? 'yes' : 'no'
    else values[key] = String(value)
  }
  return values
}
