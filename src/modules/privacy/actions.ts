'use server'
import { refresh } from 'next/cache'
import { payloadClient } from '@/lib/payload'
import { refused, invalid, unexpectedFailure, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { currentUser } from '../accounts/session.server'
import { AccountRequestSchema } from './schemas'
import { submitAccountRequest } from './requests.server'

// Thin server actions of the privacy screen (ADR 0065): parse, check who asks, call the domain.

export async function requestToTeamAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const user = await currentUser()
  if (!user) return refused('toast.privacy.request.error', form)
  const parsed = AccountRequestSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  try {
    const outcome = await submitAccountRequest(await payloadClient(), user, parsed.data)
    if (outcome.kind === 'sameRole') return { status: 'error', fieldErrors: { target_role: 'privacy.requests.sameRole' }, values: formValues(form) }
  } catch {
    return unexpectedFailure('toast.privacy.request.error', form)
  }
  // The screen shows the request as waiting for the team.
  refresh()
  return { status: 'success', message: 'privacy.request.success' }
}
