'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type React from 'react'
import { useSupportEmail } from '../layout/support-email'
import type { FormState } from '@/lib/form/form-state'

/**
 * The box above a form that says what went wrong. It takes the focus once per refused submit (when
 * `attempt` changes), so screen readers and keyboards land on it; typing afterwards never moves the
 * focus (an inline callback ref would run on every render, i.e. every keystroke).
 */
export function ErrorSummary({ attempt, testId = 'form-error', children }: { attempt: unknown; testId?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [attempt])
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={ref} data-testid={testId}>
      {children}
    </div>
  )
}

/** The error summary of a form posted to a server action: focused once for each answer with an error. */
export function FormSummary({ state, fallback = 'validation.summary' }: { state: FormState; /** the key shown when the error names no form-level message */ fallback?: string }) {
  const t = useTranslations()
  const email = useSupportEmail()
  if (state.status !== 'error') return null
  const key = state.formError && t.has(state.formError) ? state.formError : fallback
  return <ErrorSummary attempt={state}>{t(key, { email, ...(key === state.formError ? state.formErrorValues : undefined) })}</ErrorSummary>
}
