import type { z } from 'zod'

// What a server action answers to its form. Messages are catalogue keys; values are echoed back so
// nothing the user typed is lost (passwords are never echoed).
export type FormState =
  | { status: 'idle' }
  | { status: 'error'; fieldErrors: Record<string, string>; formError?: string; formErrorValues?: Record<string, number>; values: Record<string, string> }
  | { status: 'success'; message?: string; values?: Record<string, string> }

export const IDLE: FormState = { status: 'idle' }

const SECRET = /password/

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !key.startsWith('$') && !SECRET.test(key)) values[key] = value
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

/** `formErrorValues` fill the message's placeholders, e.g. {minutes}. */
export function failed(formError: string, form: FormData, formErrorValues?: Record<string, number>): FormState {
  return { status: 'error', fieldErrors: {}, formError, ...(formErrorValues && { formErrorValues }), values: formValues(form) }
}
