'use client'
import { useEffect } from 'react'
import { clearErrorToasts, showToast } from '../layout/toaster'
import { toastOf, type FormState } from '@/lib/form/form-state'

/**
 * The toasts of a form (the rule for every form, see toastOf): the success toast after a save, the
 * support toast only for a real failure. Returns the form's onSubmit: a new submit removes the old
 * error toast.
 */
export function useFormToast(state: FormState, keys: { success?: string; failure: string }): () => void {
  const { success, failure } = keys
  useEffect(() => {
    const toast = toastOf(state, { success, failure })
    if (toast) showToast(toast)
  }, [state, success, failure])
  return clearErrorToasts
}
