import type { z } from '@/lib/zod'

// What a server action answers to its form. Messages are catalogue keys; values are echoed back so
// nothing the user typed is lost (passwords are never echoed).
export type FormState =
  | { status: 'idle' }
  | {
      status: 'error'
      fieldErrors: Record<string, string>
      formError?: string
      formErrorValues?: Record<string, number>
      values: Record<string, string>
      /**
       * true only for a real failure (the server could not do it: database down, a bug). Input
       * mistakes and rule refusals are not failures: they show at the field or in the form's
       * summary, never as the "write to support" toast.
       */
      failure?: boolean
      /** in-app paths that help fix an input, by field name (e.g. the existing review a rule points to) */
      links?: Record<string, string>
    }
  | { status: 'success'; message?: string; values?: Record<string, string> }

export const IDLE: FormState = { status: 'idle' }

/**
 * Our forms call their server action with a FormData. Anything else is a call replayed by hand
 * (a JSON argument): refused with NOT_A_FORM instead of a TypeError's 500.
 */
export function isForm(value: unknown): value is FormData {
  return value instanceof FormData
}

export const NOT_A_FORM: FormState = { status: 'error', fieldErrors: {}, formError: 'validation.invalid', values: {} }

const SECRET = /password/

/** What a form sent, by name; a name sent several times (a group of checkboxes) keeps every value, comma-joined. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key.startsWith('$') || SECRET.test(key)) continue
    values[key] = key in values ? `${values[key]},${value}` : value
  }
  return values
}

export function invalid(error: z.ZodError, form: FormData): FormState {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form'
    fieldErrors[key] ??= issue.message
  }
  return { status: 'error', fieldErrors, values: formValues(form) }
}

/**
 * A refusal or a mistake the form shows in its summary (no toast): a rule said no, a link expired, a
 * limit was reached. `formErrorValues` fill the message's placeholders, e.g. {minutes}.
 */
export function refused(formError: string, form: FormData, formErrorValues?: Record<string, number>): FormState {
  return { status: 'error', fieldErrors: {}, formError, ...(formErrorValues && { formErrorValues }), values: formValues(form) }
}

/** An unexpected failure (the input was fine, the server was not): the only error that gets the support toast. */
export function unexpectedFailure(formError: string, form: FormData): FormState {
  return { status: 'error', fieldErrors: {}, formError, failure: true, values: formValues(form) }
}

/**
 * The toast a form's answer shows (the rule for every form): success -> the success toast, a real
 * failure -> the support toast, input mistakes and refusals -> none (they show inline).
 */
export function toastOf(state: FormState, keys: { success?: string; failure: string }): { kind: 'success' | 'error'; key: string } | null {
  if (state.status === 'success') return keys.success ? { kind: 'success', key: keys.success } : null
  if (state.status === 'error' && state.failure) return { kind: 'error', key: keys.failure }
  return null
}
