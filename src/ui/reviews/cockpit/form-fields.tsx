'use client'
import type { FormState } from '@/lib/form/form-state'
import { Field } from '@/ui/form/field'
import { FormSummary } from '@/ui/form/form-summary'

// The answer and message forms use the shared form parts with the reviews' error texts
// ("reviews.errors"); they keep what was typed after a failed submit.

export function TextField(props: {
  state: FormState
  name: string
  label: string
  hint?: string
  defaultValue: string
  multiline?: boolean
  maxLength?: number
  autoComplete?: string
}) {
  return <Field {...props} maxLength={props.maxLength ?? (props.multiline ? undefined : 120)} required errors="reviews.errors" />
}

export function FormErrorSummary({ state }: { state: FormState }) {
  return <FormSummary state={state} fallback="reviews.errors.summary" />
}
