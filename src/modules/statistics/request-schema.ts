import { z } from '@/lib/zod'
import { LOCALES } from '@/i18n/locales'
import { daysInRange, isCalendarDay } from './dates'
import { MAX_ID } from '@/lib/params'

// The statistics request (from, to, institutions and jobs as strings; docs/product-rules.md#statistics, ADR 0038).
// Messages are keys of the `statistics.errors` catalogue, translated by the route and the screen.

export const EARLIEST_DAY = '2000-01-01'
/** Ten years: the aggregates are kept forever; longer ranges are not a screen anyone reads. */
export const MAX_RANGE_DAYS = 3660
export const MAX_IDS = 500

const ID_LIST = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/

const idList = (value: string) =>
  value
    .split(',')
    .map(Number)
    .filter((n, i, all) => n <= MAX_ID && all.indexOf(n) === i)

/** `all` or comma-separated ids. */
const Institutions = z
  .string()
  .trim()
  .refine((v) => v === 'all' || (ID_LIST.test(v) && v.split(',').length <= MAX_IDS), { message: 'institutions' })
  .transform((v): 'all' | number[] => (v === 'all' ? 'all' : idList(v)))

/** empty (institution figures), `all` (every ad of the institutions) or comma-separated ids. */
const Jobs = z
  .string()
  .trim()
  .refine((v) => v === '' || v === 'all' || (ID_LIST.test(v) && v.split(',').length <= MAX_IDS), { message: 'jobs' })
  .transform((v): null | 'all' | number[] => (v === '' ? null : v === 'all' ? 'all' : idList(v)))

const Day = z.string().trim().refine(isCalendarDay, { message: 'date', abort: true })

export function statisticsRequestSchema(today: string) {
  return z
    .object({
      from: Day.refine((v) => v >= EARLIEST_DAY, { message: 'tooEarly', abort: true }),
      to: Day.refine((v) => v <= today, { message: 'future', abort: true }),
      institutions: z.string().default('all').pipe(Institutions),
      jobs: z.string().default('').pipe(Jobs),
      locale: z.enum(LOCALES).optional(),
    })
    .superRefine((r, ctx) => {
      if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'fromAfterTo' })
      else if (daysInRange(r.from, r.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: 'tooLong' })
    })
}
export type StatisticsRequest = z.output<ReturnType<typeof statisticsRequestSchema>>

/** Keys of `statistics.errors`. */
export const STATISTICS_ERROR_KEYS = ['date', 'tooEarly', 'future', 'fromAfterTo', 'tooLong', 'institutions', 'jobs', 'locale', 'body'] as const
