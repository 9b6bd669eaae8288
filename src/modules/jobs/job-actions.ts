'use server'
import { z } from '@/lib/zod'
import { unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '../accounts/session.server'
import { IntentSchema } from '../orders/intent'
import { JOB_SECTIONS } from './apply-target'
import { deleteJob, extendJob, saveJobContent, setPaused, type JobActionResult } from './cockpit-jobs.server'
import { parseIdParam } from '@/lib/params'

// Server actions of the cockpit's job screens (edit, pause, extend, delete). Each checks who asks
// through the jobs module; success and real failures end with their toasts (jobs.*, docs/product-rules.md#errors).

const jobId = (form: FormData) => {
  const raw = String(form.get('job_id') ?? '')
  return parseIdParam(raw) ?? NaN
}

function answer(result: JobActionResult, form: FormData, success: string): FormState {
  if (result.ok) return { status: 'success', message: success, values: formValues(form) }
  if (result.field) return { status: 'error', fieldErrors: { [result.field]: result.message ?? 'invalid' }, values: formValues(form) }
  return { status: 'error', fieldErrors: {}, formError: `jobWizard.errors.${result.reason === 'notPaid' ? 'notFound' : result.reason}`, values: formValues(form) }
}

async function run(form: FormData, what: string, action: (id: number) => Promise<FormState>): Promise<FormState> {
  const id = jobId(form)
  if (Number.isNaN(id)) return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.notFound', values: formValues(form) }
  try {
    return await action(id)
  } catch (err) {
    ;(await payloadClient()).logger.error({ err }, what)
    return unexpectedFailure('jobWizard.errors.failed', form)
  }
}

export async function pauseJobAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return run(form, 'job not paused', async (id) =>
    answer(await setPaused(await payloadClient(), await currentUser(), id, form.get('paused') === 'true'), form, 'toast.jobs.pause.success'),
  )
}

export async function deleteJobAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  if (form.get('confirm') !== 'on') return { status: 'error', fieldErrors: { confirm: 'confirmDelete' }, values: formValues(form) }
  return run(form, 'job not deleted', async (id) => answer(await deleteJob(await payloadClient(), await currentUser(), id), form, 'toast.jobs.delete.success'))
}

const ContentSchema = z.object({
  apply: z.string().trim().max(300, 'tooLong').min(1, 'required'),
  ...Object.fromEntries(JOB_SECTIONS.map((s) => [s, z.string().trim().max(6000, 'tooLong').default('')])),
})

export async function editJobAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = ContentSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
    return { status: 'error', fieldErrors, values: formValues(form) }
  }
  const input = Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, v === '' ? null : String(v)]))
  return run(form, 'job not saved', async (id) => answer(await saveJobContent(await payloadClient(), await currentUser(), id, input), form, 'toast.jobs.edit.success'))
}

const ExtendSchema = z.object({
  variant_id: z
    .string()
    .regex(/^\d{1,6}$/, 'choosePackage')
    .transform(Number),
  code: z.string().trim().max(40, 'tooLong').default(''),
  intent: IntentSchema,
})

/** Extend (or take over): one order per intent; success answers the invoice and the new end for the screen's notice. */
export async function extendJobAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = ExtendSchema.safeParse({ variant_id: form.get('variant_id') ?? '', code: form.get('code') ?? '', intent: form.get('intent') ?? '' })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    if (issue.path[0] === 'intent') return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.stale', values: formValues(form) }
    return { status: 'error', fieldErrors: { [String(issue.path[0])]: issue.message }, values: formValues(form) }
  }
  const { variant_id, code, intent } = parsed.data
  return run(form, 'job not extended', async (id) => {
    const result = await extendJob(await payloadClient(), await currentUser(), id, variant_id, code, intent)
    if (!result.ok || !('invoiceId' in result)) return answer(result, form, 'toast.jobs.extend.success')
    return { status: 'success', message: 'toast.jobs.extend.success', values: { job_id: String(id), invoice_id: String(result.invoiceId) } }
  })
}
