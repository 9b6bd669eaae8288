import { z } from '@/lib/zod'
import { IntentSchema } from '../orders/intent'
import { LOCALES } from '@/i18n/locales'
import { applyTarget, JOB_SECTIONS } from './apply-target'
import { idTextSchema } from '@/lib/params'

// One schema per step of the job-ad wizard (package, common info, salary, posting format,
// publication date, summary), used by the server actions and the tests. Messages are keys of the
// "validation" namespace; the German texts of docs/product-rules.md#job-ads are there ('Bitte Gehaltsbereich prüfen',
// 'Bitte stimme den AGB zu, um fortzufahren.'). Multi-selects (levels, fields) arrive as arrays.

export const WIZARD_STEPS = ['package', 'common', 'salary', 'format', 'publication', 'summary'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

const text = (max: number) => z.string().trim().max(max, 'tooLong')
const optional = (max: number) =>
  text(max)
    .default('')
    .transform((v) => (v === '' ? null : v))
const rowId = idTextSchema('invalid')
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'pensum')
  .transform(Number)
  .pipe(z.number().min(0, 'pensum').max(100, 'pensum'))
/** Whole francs as the Swiss write them: 95'000, 95 000 or 95000; empty = not given. */
const francs = z
  .string()
  .default('')
  .transform((v) => v.trim().replace(/['’\s]/g, ''))
  .refine((v) => v === '' || /^\d{1,7}$/.test(v), 'number')
  .transform((v) => (v === '' ? null : Number(v)))
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date')

export const PackageSchema = z.object({
  variant_id: z
    .string()
    .regex(/^\d{1,6}$/, 'choosePackage')
    .transform(Number),
})

export const CommonSchema = z
  .object({
    institution: rowId,
    title: text(160).min(3, 'nameTooShort'),
    levels: z.array(z.string().max(60)).min(1, 'chooseOne').max(10, 'invalid'),
    fields: z.array(z.string().max(60)).min(1, 'chooseOne').max(10, 'invalid'),
    locale: z.enum(LOCALES, 'required'),
    pensum_min: percent,
    pensum_max: percent,
    available_from_type: z.enum(['immediate', 'agreement', 'date'], 'required'),
    available_from: z.string().default(''),
    apply: text(300).min(1, 'required'),
  })
  .superRefine((v, ctx) => {
    if (v.pensum_min > v.pensum_max) ctx.addIssue({ code: 'custom', path: ['pensum_max'], message: 'pensumRange' })
    if (v.available_from_type === 'date' && !isoDay.safeParse(v.available_from).success) ctx.addIssue({ code: 'custom', path: ['available_from'], message: 'date' })
    if (!applyTarget(v.apply)) ctx.addIssue({ code: 'custom', path: ['apply'], message: 'applyTarget' })
  })
export type CommonInput = z.infer<typeof CommonSchema>

/** Below this a figure is not a yearly salary at 100 % (a monthly one, or thousands: "95"). */
export const SALARY_YEARLY_MIN = 20_000

/**
 * The salary step: a range (at least "from"), or explicitly none ("not stated"); each message says
 * what to fix. Ads with a salary show it to Google (baseSalary) and in the salary filter.
 */
export const SalarySchema = z
  .preprocess(
    // "Not stated" ignores whatever the range inputs still hold.
    (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).salary_stated === 'no' ? { ...v, salary_min: '', salary_max: '' } : v),
    z.object({ salary_stated: z.enum(['yes', 'no'], 'salaryChoice'), salary_min: francs, salary_max: francs }),
  )
  .superRefine((v, ctx) => {
    if (v.salary_stated === 'no') return
    if (v.salary_min === null) ctx.addIssue({ code: 'custom', path: ['salary_min'], message: 'salaryMissing' })
    else if (v.salary_min < SALARY_YEARLY_MIN) ctx.addIssue({ code: 'custom', path: ['salary_min'], message: 'salaryYearly' })
    if (v.salary_max !== null && v.salary_max < SALARY_YEARLY_MIN) ctx.addIssue({ code: 'custom', path: ['salary_max'], message: 'salaryYearly' })
    else if (v.salary_min !== null && v.salary_max !== null && v.salary_min > v.salary_max) ctx.addIssue({ code: 'custom', path: ['salary_max'], message: 'salaryRange' })
  })
  .transform((v) => (v.salary_stated === 'no' ? { salary_min: null, salary_max: null } : { salary_min: v.salary_min, salary_max: v.salary_max }))

const SECTION_MAX = 6000
export const FormatSchema = z
  .object({
    type: z.enum(['text', 'pdf', 'link'], 'required'),
    link: text(500).default(''),
    ...Object.fromEntries(JOB_SECTIONS.map((s) => [s, optional(SECTION_MAX)])),
  } as { type: z.ZodEnum<{ text: 'text'; pdf: 'pdf'; link: 'link' }>; link: z.ZodDefault<z.ZodString> } & Record<(typeof JOB_SECTIONS)[number], ReturnType<typeof optional>>)
  .superRefine((v, ctx) => {
    if (v.type === 'link' && !(URL.canParse(v.link) && new URL(v.link).protocol === 'https:')) ctx.addIssue({ code: 'custom', path: ['link'], message: 'httpsUrl' })
    if (v.type === 'text' && JOB_SECTIONS.every((s) => !v[s])) ctx.addIssue({ code: 'custom', path: ['teaser'], message: 'adText' })
  })
export type FormatInput = z.infer<typeof FormatSchema>

export const PublicationSchema = z.object({ online_from: isoDay })

export const SummarySchema = z.object({
  code: text(40).default(''),
  intent: IntentSchema,
  /** the package the summary showed: the checkout bills it or refuses (another tab may have changed it) */
  variant_id: z
    .string('stale')
    .regex(/^\d{1,6}$/, 'stale')
    .transform(Number),
  terms: z.literal('on', 'terms'),
})
