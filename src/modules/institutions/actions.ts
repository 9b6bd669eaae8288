'use server'
import { getLocale } from 'next-intl/server'
import type { z } from '@/lib/zod'
import { isLocale, type Locale } from '@/i18n/locales'
import { unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '../accounts/session.server'
import { createInstitution, requestLink, saveBilling, saveCommon, saveDescription, saveFacts, type WriteResult } from './profile-write.server'
import { BillingSchema, CommonSchema, DescriptionSchema, FactsSchema, LinkSchema } from './profile-schema'
import { parseIdParam } from '@/lib/params'

// Thin server actions of the employer-profile screens: parse with the form's schema, ask the
// domain function (which checks who asks), answer with catalogue keys. Input mistakes and rule
// refusals show at the field or in the form's summary; only a real failure (an exception) gets the
// "write to support" toast (docs/product-rules.md#errors). What the user typed is echoed back in every error.

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[String(issue.path[0] ?? '_form')] ??= issue.message
  return out
}

const invalidForm = (error: z.ZodError, form: FormData): FormState => ({ status: 'error', fieldErrors: fieldErrorsOf(error), values: formValues(form) })

/** A refusal: at its field when it names one, else as the form's message ("profile.errors.{reason}"). */
function answerOf(result: WriteResult, form: FormData, success: string): FormState {
  if (result.ok) return { status: 'success', message: success, values: { ...formValues(form), id: String(result.id) } }
  if (result.field) return { status: 'error', fieldErrors: { [result.field]: result.message ?? 'invalid' }, values: formValues(form) }
  return { status: 'error', fieldErrors: {}, formError: `profile.errors.${result.reason}`, values: formValues(form) }
}

async function guarded(form: FormData, what: string, run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run()
  } catch (err) {
    if (err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')) throw err
    ;(await payloadClient()).logger.error({ err }, what)
    return unexpectedFailure('profile.errors.failed', form)
  }
}

/** The profile a form names (hidden input "institution_id"); NaN when missing, which no profile has. */
const profileId = (form: FormData) => {
  const raw = String(form.get('institution_id') ?? '')
  return parseIdParam(raw) ?? NaN
}

const notFound = (form: FormData): FormState => ({ status: 'error', fieldErrors: {}, formError: 'profile.errors.notFound', values: formValues(form) })

export async function createInstitutionAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const raw = Object.fromEntries(form)
  const common = CommonSchema.safeParse(raw)
  const billing = BillingSchema.safeParse(raw)
  if (!common.success || !billing.success) {
    const errors = { ...(common.success ? {} : fieldErrorsOf(common.error)), ...(billing.success ? {} : fieldErrorsOf(billing.error)) }
    return { status: 'error', fieldErrors: errors, values: formValues(form) }
  }
  return guarded(form, 'institution not created', async () =>
    answerOf(await createInstitution(await payloadClient(), await currentUser(), common.data, billing.data), form, 'toast.institution.create.success'),
  )
}

export async function requestLinkAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = LinkSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalidForm(parsed.error, form)
  return guarded(form, 'link not requested', async () =>
    answerOf(await requestLink(await payloadClient(), await currentUser(), parsed.data.institution, parsed.data.note), form, 'toast.institution.link.success'),
  )
}

export async function saveCommonAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = profileId(form)
  if (Number.isNaN(id)) return notFound(form)
  const parsed = CommonSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalidForm(parsed.error, form)
  return guarded(form, 'institution not saved', async () =>
    answerOf(await saveCommon(await payloadClient(), await currentUser(), id, parsed.data), form, 'toast.institution.edit.success'),
  )
}

export async function saveBillingAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = profileId(form)
  if (Number.isNaN(id)) return notFound(form)
  const parsed = BillingSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalidForm(parsed.error, form)
  return guarded(form, 'billing not saved', async () =>
    answerOf(await saveBilling(await payloadClient(), await currentUser(), id, parsed.data), form, 'toast.institution.billing.success'),
  )
}

export async function saveFactsAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = profileId(form)
  if (Number.isNaN(id)) return notFound(form)
  const parsed = FactsSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalidForm(parsed.error, form)
  return guarded(form, 'facts not saved', async () =>
    answerOf(await saveFacts(await payloadClient(), await currentUser(), id, parsed.data, await locale()), form, 'toast.institution.facts.success'),
  )
}

export async function saveDescriptionAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = profileId(form)
  if (Number.isNaN(id)) return notFound(form)
  const parsed = DescriptionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalidForm(parsed.error, form)
  return guarded(form, 'description not saved', async () =>
    answerOf(await saveDescription(await payloadClient(), await currentUser(), id, parsed.data), form, 'toast.institution.description.success'),
  )
}
