import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'
import { unexpectedFailure, formValues, invalid, toastOf, type FormState } from './form-state'

// The rule every form follows: input mistakes and rule refusals are shown at the
// field or in the form's summary; the "write to support" toast is for real failures only.

const keys = { success: 'reviews.feedback.success', failure: 'reviews.feedback.error' }
const form = () => {
  const f = new FormData()
  f.set('name', 'A')
  return f
}

describe('toastOf', () => {
  it('shows no toast for a validation error', () => {
    const parsed = z.object({ name: z.string().min(2, 'validation.nameTooShort') }).safeParse({ name: 'A' })
    if (parsed.success) throw new Error('expected an error')
    expect(toastOf(invalid(parsed.error, form()), keys)).toBeNull()
  })
  it('shows no toast for a rule refusal', () => {
    const refusal: FormState = { status: 'error', fieldErrors: { field: 'duplicate' }, values: {} }
    expect(toastOf(refusal, keys)).toBeNull()
    expect(toastOf({ status: 'error', fieldErrors: {}, formError: 'reviews.errors.messageLimit', values: {} }, keys)).toBeNull()
  })
  it('shows the support toast for a real failure, keeping what was typed', () => {
    const failed = unexpectedFailure('reviews.errors.failed', form())
    expect(toastOf(failed, keys)).toEqual({ kind: 'error', key: 'reviews.feedback.error' })
    expect(failed.status === 'error' && failed.values.name).toBe('A')
  })
  it('shows the success toast after a save', () => {
    expect(toastOf({ status: 'success' }, keys)).toEqual({ kind: 'success', key: 'reviews.feedback.success' })
    expect(toastOf({ status: 'success' }, { failure: keys.failure })).toBeNull()
    expect(toastOf({ status: 'idle' }, keys)).toBeNull()
  })
})

describe('formValues', () => {
  it('keeps every value of a name sent several times (a group of checkboxes), and no password', () => {
    const f = new FormData()
    f.append('levels', 'SENIOR')
    f.append('levels', 'CHIEF')
    f.append('title', 'Oberarzt')
    f.append('password', 'secret')
    expect(formValues(f)).toEqual({ levels: 'SENIOR,CHIEF', title: 'Oberarzt' })
  })
})
