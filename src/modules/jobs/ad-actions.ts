'use server'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import type { z } from '@/lib/zod'
import { isLocale, type Locale } from '@/i18n/locales'
import { setFlash } from '@/lib/http/flash.server'
import { unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '../accounts/session.server'
import { localePath, paths } from '../routing/routes'
import { checkoutDraft, checkPackage, draftFor, saveCommon, saveFormat, savePackage, savePublication, saveSalary, startDraftWithCommon, type DraftRefusal } from './ad-draft.server'
import { CommonSchema, FormatSchema, PackageSchema, PublicationSchema, SalarySchema, SummarySchema, WIZARD_STEPS, type WizardStep } from './ad-schema'
import { parseIdParam } from '@/lib/params'

// Server actions of the job-ad wizard: each step parses its form, saves the draft (the domain
// functions check who asks) and moves on to the next step by redirect, so the wizard works the
// same with and without JavaScript and a reload shows what was saved. Mistakes come back at their
// fields with what was typed; only a real failure shows the support toast.

const PDF_MAX_BYTES = 8 * 1024 * 1024

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

const stepPath = (l: Locale, id: number, step: WizardStep) => `${localePath(l, paths.cockpit('jobs-create', String(id)))}?step=${step}`
/** A new ad's second step: the package travels in the address until the draft is created there. */
const newCommonPath = (l: Locale, variantId: number) => `${localePath(l, paths.cockpit('jobs-create', 'new'))}?step=common&variant=${variantId}`
const next = (step: WizardStep) => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? 'summary'

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[String(issue.path[0] ?? '_form')] ??= issue.message
  return out
}

const invalid = (error: z.ZodError, form: FormData): FormState => ({ status: 'error', fieldErrors: fieldErrors(error), values: formValues(form) })

function refused(result: DraftRefusal, form: FormData): FormState {
  if (result.field && result.message) return { status: 'error', fieldErrors: { [result.field]: result.message }, values: formValues(form) }
  return { status: 'error', fieldErrors: {}, formError: `jobWizard.errors.${result.reason}`, values: formValues(form) }
}

const draftId = (form: FormData) => {
  const raw = String(form.get('job_id') ?? '')
  return parseIdParam(raw) ?? NaN
}

/** Runs a step; a thrown redirect passes, anything else is logged and answered with the support toast. */
async function guarded(form: FormData, what: string, run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run()
  } catch (err) {
    if (err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')) throw err
    ;(await payloadClient()).logger.error({ err }, what)
    return unexpectedFailure('jobWizard.errors.failed', form)
  }
}

export async function packageAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = PackageSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  const l = await locale()
  const id = draftId(form)
  return guarded(form, 'job package not saved', async () => {
    const payload = await payloadClient()
    const viewer = await currentUser()
    if (Number.isNaN(id)) {
      const checked = await checkPackage(payload, viewer, parsed.data.variant_id, l)
      if (!checked.ok) return refused(checked, form)
      redirect(newCommonPath(l, parsed.data.variant_id))
    }
    const result = await savePackage(payload, viewer, id, parsed.data.variant_id, l)
    if (!result.ok) return refused(result, form)
    redirect(stepPath(l, result.id, 'common'))
  })
}

type StepSave = (form: FormData, id: number, l: Locale) => Promise<FormState | { ok: true; id: number } | DraftRefusal>

async function step(form: FormData, current: WizardStep, save: StepSave): Promise<FormState> {
  const id = draftId(form)
  if (Number.isNaN(id)) return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.notFound', values: formValues(form) }
  const l = await locale()
  return guarded(form, `job draft step ${current} not saved`, async () => {
    const result = await save(form, id, l)
    if ('status' in result) return result
    if (!result.ok) return refused(result, form)
    redirect(stepPath(l, id, next(current)))
  })
}

const commonInput = (f: FormData) => CommonSchema.safeParse({ ...Object.fromEntries(f), levels: f.getAll('levels').map(String), fields: f.getAll('fields').map(String) })

export async function commonAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  if (Number.isNaN(draftId(form)) && form.has('variant_id')) return startWithCommon(form)
  return step(form, 'common', async (f, id, l) => {
    const parsed = commonInput(f)
    if (!parsed.success) return invalid(parsed.error, f)
    return saveCommon(await payloadClient(), await currentUser(), id, parsed.data, l)
  })
}

/** The common step of a new ad: the draft is created here, with the package chosen in step 1. */
async function startWithCommon(form: FormData): Promise<FormState> {
  const variant = PackageSchema.safeParse({ variant_id: form.get('variant_id') })
  if (!variant.success) return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.notFound', values: formValues(form) }
  const parsed = commonInput(form)
  if (!parsed.success) return invalid(parsed.error, form)
  const l = await locale()
  return guarded(form, 'job draft not started', async () => {
    const result = await startDraftWithCommon(await payloadClient(), await currentUser(), variant.data.variant_id, parsed.data, l)
    if (!result.ok) return refused(result, form)
    redirect(stepPath(l, result.id, next('common')))
  })
}

export async function salaryAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return step(form, 'salary', async (f, id) => {
    const parsed = SalarySchema.safeParse(Object.fromEntries(f))
    if (!parsed.success) return invalid(parsed.error, f)
    return saveSalary(await payloadClient(), await currentUser(), id, parsed.data)
  })
}

export async function formatAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return step(form, 'format', async (f, id) => {
    const raw = Object.fromEntries([...f.entries()].filter(([, v]) => typeof v === 'string'))
    const parsed = FormatSchema.safeParse(raw)
    if (!parsed.success) return invalid(parsed.error, f)
    const payload = await payloadClient()
    const viewer = await currentUser()
    let pdf: number | null = null
    const file = f.get('pdf_file')
    if (parsed.data.type === 'pdf' && file instanceof File && file.size > 0) {
      if (file.size > PDF_MAX_BYTES) return { status: 'error', fieldErrors: { pdf: 'pdfSize' }, values: formValues(f) }
      const data = Buffer.from(await file.arrayBuffer())
      if (data.subarray(0, 5).toString('latin1') !== '%PDF-') return { status: 'error', fieldErrors: { pdf: 'pdfType' }, values: formValues(f) }
      // Only after the draft is known to be the viewer's is anything stored.
      if (!(await draftFor(payload, viewer, id))) return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.notFound', values: formValues(f) }
      const media = await payload.create({
        collection: 'media',
        // Stored under a random name; `inserat-{id}.pdf` is the name it is saved under (ADR 0049).
        data: { alt: null, kind: 'ad' },
        file: { data, mimetype: 'application/pdf', name: `inserat-${id}.pdf`, size: data.byteLength },
        overrideAccess: true,
      })
      pdf = media.id
    }
    return saveFormat(payload, viewer, id, parsed.data, pdf)
  })
}

export async function publicationAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return step(form, 'publication', async (f, id) => {
    const parsed = PublicationSchema.safeParse(Object.fromEntries(f))
    if (!parsed.success) return invalid(parsed.error, f)
    return savePublication(await payloadClient(), await currentUser(), id, parsed.data.online_from)
  })
}

export async function checkoutAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = SummarySchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const state = invalid(parsed.error, form)
    // A form without its key (an old tab, a hand-made request) is reloaded, not guessed at.
    return state.status === 'error' && (state.fieldErrors.intent || state.fieldErrors.variant_id) ? { ...state, fieldErrors: {}, formError: 'jobWizard.errors.stale' } : state
  }
  const id = draftId(form)
  if (Number.isNaN(id)) return { status: 'error', fieldErrors: {}, formError: 'jobWizard.errors.notFound', values: formValues(form) }
  const l = await locale()
  return guarded(form, 'job checkout failed', async () => {
    const result = await checkoutDraft(await payloadClient(), await currentUser(), id, { code: parsed.data.code, intent: parsed.data.intent, variantId: parsed.data.variant_id })
    if (!result.ok) {
      if (result.field === 'code') return { status: 'error', fieldErrors: { code: result.reason === 'expired' ? 'codeExpired' : 'codeNotFound' }, values: formValues(form) }
      if (result.reason === 'incomplete' && result.field) redirect(stepPath(l, id, result.field as WizardStep))
      return refused(result, form)
    }
    await setFlash({ kind: 'success', key: 'jobs.create.success' })
    redirect(localePath(l, paths.cockpit('jobs')))
  })
}
