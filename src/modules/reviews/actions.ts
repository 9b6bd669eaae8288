'use server'
import { getLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Role } from '@/modules/access/access'
import { formValues, type FormState } from '@/ui/form/form-state'
import { currentUser } from '../accounts/session.server'
import { AuthorMessageSchema, EmployerFeedbackSchema, ReviewIdSchema } from './answer-schema'
import { relayMessageToAuthor, saveEmployerFeedback } from './answers.server'
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
  if (result.ok) return { status: 'success', message: success, values: { id: String(result.id) } }
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

export async function updateReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = ReviewIdSchema.safeParse(form.get('review_id'))
  if (!id.success) return error('notFound', form)
  const parsed = ReviewWriteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const result = await updateOwnReview(await payloadClient(), await author(), id.data, parsed.data, await locale())
  return answerOf(result, form, 'reviews.edit.success')
}

export async function saveFeedbackAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = ReviewIdSchema.safeParse(form.get('review_id'))
  const parsed = EmployerFeedbackSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  const saved = id.success && (await saveEmployerFeedback(await payloadClient(), await currentUser(), id.data, parsed.data))
  return saved ? { status: 'success', message: 'reviews.feedback.success', values: formValues(form) } : error('notFound', form)
}

export async function sendMessageAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = ReviewIdSchema.safeParse(form.get('review_id'))
  const parsed = AuthorMessageSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return error('summary', form, fieldErrorsOf(parsed.error))
  if (!id.success) return error('notFound', form)
  const result = await relayMessageToAuthor(await payloadClient(), await currentUser(), id.data, parsed.data.message)
  // The message is not echoed back after a successful send: the form starts empty again.
  if (result.ok) return { status: 'success', message: 'reviews.message.success' }
  return error(result.reason === 'limit' ? 'messageLimit' : result.reason === 'dailyLimit' ? 'messageDailyLimit' : 'notFound', form)
}
