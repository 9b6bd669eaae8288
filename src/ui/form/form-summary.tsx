'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { useSupportEmail } from '../layout/support-email'
import type { FormState } from '@/lib/form/form-state'

/** The error summary above a form; it takes the focus so screen readers and keyboards land on it. */
export function FormSummary({ state, fallback = 'validation.summary' }: { state: FormState; /** the key shown when the error names no form-level message */ fallback?: string }) {
  const t = useTranslations()
  const email = useSupportEmail()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'error') ref.current?.focus()
  }, [state])
  if (state.status !== 'error') return null
  const key = state.formError && t.has(state.formError) ? state.formError : fallback
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={ref} data-testid="form-error">
      {t(key, { email, ...(key === state.formError ? state.formErrorValues : undefined) })}
    </div>
  )
}
