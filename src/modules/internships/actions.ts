'use server'
import { getLocale } from 'next-intl/server'
import { z } from '@/lib/zod'
import { isLocale, type Locale } from '@/i18n/locales'
import { unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import type { Role } from '../access/access'
import { currentUser } from '../accounts/session.server'
import { fieldErrorsOf, ReviewWriteSchema } from '../reviews/write-schema'
import { colleagueSettings, contactColleague, saveColleagueSettings } from './contact.server'
import { ContactSchema } from './contact-schema'
import { createFieldErrors, InternshipCreateSchema } from './create-schema'
import type { InternshipViewer } from './viewer'
import { createInternship, deleteInternship, reviewInternship } from './write.server'
import { parseIdParam } from '@/lib/params'

// Server actions of the elective-year screens: parse with the form's schema, check who asks (in the
// domain functions), answer with catalogue keys. Input mistakes and refusals show at the field or in
// the form's summary; only an exception gets the support toast (FormState.failure).

const E = 'internships.errors'

async function viewer(): Promise<InternshipViewer | null> {
  const user = await currentUser()
  return user ? { id: user.id, role: (user.role as Role | null | undefined) ?? null } : null
}

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

const idOf = (raw: FormDataEntryValue | null): number | null => {
  return parseIdParam(String(raw ?? ''))
}

const refused = (form: FormData, formError: string, fieldErrors: Record<string, string> = {}, formErrorValues?: Record<string, number>): FormState => ({
  status: 'error',
  fieldErrors,
  formError,
  ...(formErrorValues && { formErrorValues }),
  values: formValues(form),
})

async function guarded(form: FormData, what: string, failKey: string, run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run()
  } catch (err) {
    if (err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')) throw err
    ;(await payloadClient()).logger.error({ err }, what)
    return unexpectedFailure(failKey, form)
  }
}

export async function createInternshipAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = InternshipCreateSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return { status: 'error', fieldErrors: createFieldErrors(parsed.error), values: formValues(form) }
  return guarded(form, 'internship not created', `${E}.failed`, async () => {
    const result = await createInternship(await payloadClient(), await viewer(), parsed.data)
    if (result.ok) return { status: 'success', message: 'toast.internships.create.success', values: { id: String(result.id) } }
    if (result.reason === 'role') return refused(form, `${E}.role`)
    if (result.reason === 'overlap') return refused(form, `${E}.overlap`, { start: `${E}.overlapField`, end: `${E}.overlapField` }, { with: result.with })
    return { status: 'error', fieldErrors: { [result.field]: result.message }, values: formValues(form) }
  })
}

export async function deleteInternshipAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  if (form.get('confirm') !== 'on') return { status: 'error', fieldErrors: { confirm: `${E}.confirm` }, values: formValues(form) }
  const id = idOf(form.get('internship_id'))
  if (id === null) return refused(form, `${E}.notFound`)
  return guarded(form, 'internship not deleted', `${E}.failed`, async () =>
    (await deleteInternship(await payloadClient(), await viewer(), id)) ? { status: 'success', message: 'toast.internships.delete.success' } : refused(form, `${E}.notFound`),
  )
}

/**
 * The review wizard opened from an internship (review-{id}): creates the review with the wizard's
 * own rules and links it to the internship (review_id) in the same transaction. An internship with
 * a review already gets no second one.
 */
export async function createInternshipReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = idOf(form.get('internship_id'))
  if (id === null) return { status: 'error', fieldErrors: {}, formError: `${E}.notFound`, values: formValues(form) }
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values: formValues(form) }
  return guarded(form, 'internship review not created', 'reviews.errors.failed', async () => {
    const payload = await payloadClient()
    const who = await viewer()
    const result = await reviewInternship(payload, who, id, parsed.data, await locale())
    if (!result.ok) {
      if (result.reason === 'notFound' || result.reason === 'reviewed' || result.reason === 'reviewTarget') return refused(form, `${E}.${result.reason}`)
      const field =
        ('field' in result ? result.field : undefined) ??
        (result.reason === 'duplicate' ? 'field' : result.reason === 'institution' || result.reason === 'ownInstitution' ? 'institution' : null)
      return field ? { status: 'error', fieldErrors: { [field]: result.reason }, values: formValues(form) } : refused(form, `reviews.errors.${result.reason}`)
    }
    return { status: 'success', message: 'toast.internships.review.success', values: { id: result.publicId } }
  })
}

const SettingsSchema = z.object({ hidden: z.enum(['on']).optional(), contact: z.enum(['on']).optional() })

export async function saveColleagueSettingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = SettingsSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return refused(form, `${E}.invalid`)
  return guarded(form, 'colleague settings not saved', `${E}.settingsFailed`, async () => {
    const user = await currentUser()
    if (!user) return refused(form, `${E}.notFound`)
    const payload = await payloadClient()
    await saveColleagueSettings(payload, user.id, { hidden: parsed.data.hidden === 'on', contact: parsed.data.contact === 'on' })
    const saved = await colleagueSettings(payload, user.id)
    return { status: 'success', message: 'toast.internships.settings.success', values: { hidden: saved.hidden ? 'on' : '', contact: saved.contact ? 'on' : '' } }
  })
}

export async function contactColleagueAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = idOf(form.get('internship_id'))
  const parsed = ContactSchema.safeParse(Object.fromEntries(form))
  if (id === null) return refused(form, `${E}.notFound`)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
    return { status: 'error', fieldErrors, values: formValues(form) }
  }
  return guarded(form, 'colleague message not sent', `${E}.failed`, async () => {
    const result = await contactColleague(await payloadClient(), await viewer(), id, parsed.data.colleague, parsed.data.message)
    if (result.ok) return { status: 'success', message: 'toast.internships.contact.success' }
    return refused(form, `${E}.${result.reason}`)
  })
}
