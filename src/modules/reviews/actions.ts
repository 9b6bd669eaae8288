'use server'
import { getLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Role } from '@/modules/access/access'
import { formValues, type FormState } from '@/ui/form/form-state'
import { currentUser } from '../accounts/session.server'
import { AuthorMessageSchema, EmployerFeedbackSchema } from './answer-schema'
import { relayMessageToAuthor, saveEmployerFeedback } from './answers.server'
import { ReviewPublicIdSchema } from './public-id'
import { reviewIdOf } from './public-id.server'
import type { WriteRefusal } from './rules.server'
import { createReview, updateOwnReview, type WriteResult } from './write.server'
import { fieldErrorsOf, ReviewWriteSchema } from './write-schema'

// Thin server actions for the review screens: parse with the form's schema, check who asks (in the
// domain functions), answer with catalogue keys. Error keys live under "reviews.errors"; the
// client shows the matching toast ("toast.reviews.*").

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

/** Refusals that belong to one input are shown there too. */
const REFUSAL_FIELD: Partial<Record<WriteRefusal, string>> = { institution: 'institution', ownInstitution: 'institution', duplicate: 'field' }

function answerOf(result: WriteResult, form: FormData, success: string): FormState {
  if (result.ok) return { status: 'success', message: success, values: { id: result.publicId } }
  const field = result.field ?? REFUSAL_FIELD[result.reason]
  return error(result.reason, form, field ? { [field]: result.reason } : {})
}

async function author() {
  const user = await currentUser()
  return user ? { id: user.id, role: (user.role as Role | null | undefined) ?? null } : null
}

export async function createReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const result = await createReview(await payloadClient(), await author(), parsed.data, await locale())
  return answerOf(result, form, 'reviews.create.success')
}

/** The review a form names by its public id (hidden input "review_id"): its row id, or null. */
async function reviewOfForm(form: FormData): Promise<number | null> {
  const publicId = ReviewPublicIdSchema.safeParse(form.get('review_id'))
  return publicId.success ? reviewIdOf(await payloadClient(), publicId.data) : null
}

export async function updateReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!ReviewPublicIdSchema.safeParse(form.get('review_id')).success) return error('notFound', form)
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const [id, who] = await Promise.all([reviewOfForm(form), author()])
  // Logged out: "login" whatever the id, so an unknown public id and a real one answer alike.
  const result: WriteResult = id === null ? { ok: false, reason: who ? 'notFound' : 'login' } : await updateOwnReview(await payloadClient(), who, id, parsed.data, await locale())
  return answerOf(result, form, 'reviews.edit.success')
}

export async function saveFeedbackAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = EmployerFeedbackSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const id = await reviewOfForm(form)
  const saved = id !== null && (await saveEmployerFeedback(await payloadClient(), await currentUser(), id, parsed.data))
  return saved ? { status: 'success', message: 'reviews.feedback.success', values: formValues(form) } : error('notFound', form)
}

export async function sendMessageAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = AuthorMessageSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const id = await reviewOfForm(form)
  if (id === null) return error('notFound', form)
  const result = await relayMessageToAuthor(await payloadClient(), await currentUser(), id, parsed.data.message)
  // The message is not echoed back after a successful send: the form starts empty again.
  if (result.ok) return { status: 'success', message: 'reviews.message.success' }
  return error(result.reason === 'limit' ? 'messageLimit' : result.reason === 'dailyLimit' ? 'messageDailyLimit' : 'notFound', form)
}
