'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type { FormState } from '@/ui/form/form-state'
import { useSupportEmail } from '@/ui/layout/support-email'

// Labelled inputs for the answer and message forms, with errors from "reviews.errors" next to the
// field; they keep what was typed after a failed submit (defaultValue from the echoed values).

export function TextField({ state, name, label, hint, defaultValue, multiline, maxLength, autoComplete }: {
  state: FormState
  name: string
  label: string
  hint?: string
  defaultValue: string
  multiline?: boolean
  maxLength?: number
  autoComplete?: string
}) {
  const t = useTranslations('reviews.errors')
  const error = state.status === 'error' ? state.fieldErrors[name] : undefined
  const id = `answer-${name}`
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = { id, name, required: true, defaultValue, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={6} maxLength={maxLength} key={defaultValue} /> : <input {...common} type="text" maxLength={120} autoComplete={autoComplete} key={defaultValue} />}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t.has(error) ? t(error) : t('invalid')}
        </p>
      )}
    </div>
  )
}

/** The form's error summary; takes the focus so keyboards and screen readers land on it. */
export function FormErrorSummary({ state }: { state: FormState }) {
  const t = useTranslations()
  const email = useSupportEmail()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'error') ref.current?.focus()
  }, [state])
  if (state.status !== 'error') return null
  const key = state.formError && t.has(state.formError) ? state.formError : 'reviews.errors.summary'
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={ref}>
      {t(key, { email })}
    </div>
  )
}
