'use server'
import { getLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Role } from '@/modules/access/access'
import { unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { currentUser } from '../accounts/session.server'
import { AuthorMessageSchema, EmployerFeedbackSchema } from './answer-schema'
import { relayMessageToAuthor, saveEmployerFeedback } from './answers.server'
import { ReviewPublicIdSchema } from './public-id'
import { reviewIdOf } from './public-id.server'
import type { WriteRefusal } from './rules.server'
import { checkReviewTarget, createReview, updateOwnReview, type Refused, type WriteResult } from './write.server'
import { fieldErrorsOf, ReviewStepSchemas, ReviewWriteSchema } from './write-schema'

// Thin server actions for the review screens: parse with the form's schema, check who asks (in the
// domain functions), answer with catalogue keys. Error keys live under "reviews.errors". Input
// mistakes and rule refusals are shown at the field (or in the form's summary); only a real
// failure (an exception) gets the "write to support" toast (FormState.failure).

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

const error = (formError: string, form: FormData, fieldErrors: Record<string, string> = {}): FormState => ({
  status: 'error',
  fieldErrors,
  formError: `reviews.errors.${formError}`,
  values: formValues(form),
})

/** Field errors only: the form's summary lists them, so no second, form-level copy of the message. */
const fieldError = (fieldErrors: Record<string, string>, form: FormData, links?: Record<string, string>): FormState => ({
  status: 'error',
  fieldErrors,
  values: formValues(form),
  ...(links && { links }),
})

/** Refusals that belong to one input are shown there, once. */
const REFUSAL_FIELD: Partial<Record<WriteRefusal, string>> = { institution: 'institution', ownInstitution: 'institution', duplicate: 'field' }

async function refusalOf(result: Refused, form: FormData): Promise<FormState> {
  const field = result.field ?? REFUSAL_FIELD[result.reason]
  if (!field) return error(result.reason, form)
  const link = result.existing ? `/${await locale()}/cockpit/reviews/view-${result.existing}` : undefined
  return fieldError({ [field]: result.reason }, form, link ? { [field]: link } : undefined)
}

async function answerOf(result: WriteResult, form: FormData, success: string): Promise<FormState> {
  if (result.ok) return { status: 'success', message: success, values: { id: result.publicId } }
  return refusalOf(result, form)
}

/** Runs a save; an exception is a real failure (logged), the one case for the support toast. */
async function guarded(form: FormData, what: string, run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run()
  } catch (err) {
    // Next's redirect/notFound are thrown too; they are no failures.
    if (err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')) throw err
    ;(await payloadClient()).logger.error({ err }, what)
    return unexpectedFailure('reviews.errors.failed', form)
  }
}

async function author() {
  const user = await currentUser()
  return user ? { id: user.id, role: (user.role as Role | null | undefined) ?? null } : null
}

export async function createReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fieldError(fieldErrorsOf(parsed.error), form)
  return guarded(form, 'review not created', async () =>
    answerOf(await createReview(await payloadClient(), await author(), parsed.data, await locale()), form, 'reviews.create.success'),
  )
}

const TargetSchema = ReviewStepSchemas.common.pick({ institution: true, field: true })

/**
 * The wizard's early check once employer and field are chosen (step 1): the rules that depend on
 * them only (reviewable, not one's own institution, one review per institution and field in 12
 * months). Success = nothing stands in the way; the final submit checks everything again.
 */
export async function checkReviewTargetAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = TargetSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fieldError(fieldErrorsOf(parsed.error), form)
  return guarded(form, 'review target not checked', async () => {
    const payload = await payloadClient()
    const editing = form.has('review_id') ? await reviewOfForm(form) : undefined
    if (editing === null) return error('notFound', form)
    const refusal = await checkReviewTarget(payload, await author(), parsed.data, await locale(), editing)
    return refusal ? refusalOf(refusal, form) : { status: 'success' }
  })
}

/** The review a form names by its public id (hidden input "review_id"): its row id, or null. */
async function reviewOfForm(form: FormData): Promise<number | null> {
  const publicId = ReviewPublicIdSchema.safeParse(form.get('review_id'))
  return publicId.success ? reviewIdOf(await payloadClient(), publicId.data) : null
}

export async function updateReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  if (!ReviewPublicIdSchema.safeParse(form.get('review_id')).success) return error('notFound', form)
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fieldError(fieldErrorsOf(parsed.error), form)
  return guarded(form, 'review not updated', async () => {
    const [id, who] = await Promise.all([reviewOfForm(form), author()])
    // Logged out: "login" whatever the id, so an unknown public id and a real one answer alike.
    const result: WriteResult = id === null ? { ok: false, reason: who ? 'notFound' : 'login' } : await updateOwnReview(await payloadClient(), who, id, parsed.data, await locale())
    return answerOf(result, form, 'reviews.edit.success')
  })
}

export async function saveFeedbackAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = EmployerFeedbackSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fieldError(fieldErrorsOf(parsed.error), form)
  return guarded(form, 'review answer not saved', async () => {
    const id = await reviewOfForm(form)
    const saved = id !== null && (await saveEmployerFeedback(await payloadClient(), await currentUser(), id, parsed.data))
    return saved ? { status: 'success', message: 'reviews.feedback.success', values: formValues(form) } : error('notFound', form)
  })
}

export async function sendMessageAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = AuthorMessageSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fieldError(fieldErrorsOf(parsed.error), form)
  return guarded(form, 'review message not relayed', async () => {
    const id = await reviewOfForm(form)
    if (id === null) return error('notFound', form)
    const result = await relayMessageToAuthor(await payloadClient(), await currentUser(), id, parsed.data.message)
    // The message is not echoed back after a successful send: the form starts empty again.
    if (result.ok) return { status: 'success', message: 'reviews.message.success' }
    return error(result.reason === 'limit' ? 'messageLimit' : result.reason === 'dailyLimit' ? 'messageDailyLimit' : 'notFound', form)
  })
}
