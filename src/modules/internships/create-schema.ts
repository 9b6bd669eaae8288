import { z } from '@/lib/zod'
import { parseIdParam } from '@/lib/params'
import { DayStringSchema } from './schemas'

// The create form (institution, field, date range; docs/product-rules.md#elective-year). The institution is one on the
// platform (its id) or, when the student does not find it, a request to the team: name, town and
// canton. Messages are catalogue keys (internships.errors.*).
const E = 'internships.errors'
const text = (max: number) => z.string().trim().max(max, `${E}.textTooLong`).default('')

export const InternshipCreateSchema = z
  .object({
    institution: z
      .string()
      .trim()
      .refine((v) => v === '' || parseIdParam(v) !== null, `${E}.institution`)
      .default(''),
    request: z.enum(['', 'on']).default(''),
    request_name: text(120),
    request_city: text(80),
    request_region: z
      .string()
      .trim()
      .regex(/^(|[A-Z]{2})$/, `${E}.region`)
      .default(''),
    field: z
      .string(`${E}.field`)
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,60}$/, `${E}.field`),
    start: z
      .string(`${E}.start`)
      .trim()
      .pipe(DayStringSchema.refine((s) => !Number.isNaN(Date.parse(s)), `${E}.start`)),
    end: z
      .string(`${E}.end`)
      .trim()
      .pipe(DayStringSchema.refine((s) => !Number.isNaN(Date.parse(s)), `${E}.end`)),
  })
  .superRefine((v, ctx) => {
    // Said with the other mistakes at once; the bounds (which depend on today) are the server's.
    if (v.end < v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: `${E}.endBeforeStart` })
    if (v.request === 'on') {
      if (v.request_name.length < 3) ctx.addIssue({ code: 'custom', path: ['request_name'], message: `${E}.requestName` })
      if (v.request_city.length < 2) ctx.addIssue({ code: 'custom', path: ['request_city'], message: `${E}.requestCity` })
      if (!v.request_region) ctx.addIssue({ code: 'custom', path: ['request_region'], message: `${E}.region` })
    } else if (!v.institution) {
      ctx.addIssue({ code: 'custom', path: ['institution'], message: `${E}.institution` })
    }
  })
export type InternshipCreate = z.output<typeof InternshipCreateSchema>

/** Zod's date-format message is replaced by the field's own key. */
export function createFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message.startsWith(`${E}.`) ? issue.message : key === 'start' || key === 'end' ? `${E}.${key}` : `${E}.invalid`
  }
  return errors
}
