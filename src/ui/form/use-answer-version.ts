'use client'
import { useState } from 'react'
import type { FormState } from '@/lib/form/form-state'

/**
 * The `version` of a form's uncontrolled fields: it grows with every answer of the form's action
 * (and, when given, every new `stored`: the values a refresh brought after a save). React resets a
 * form after its action ran, to the values its fields were mounted with; a new version re-mounts
 * the fields with what the answer echoes back (or what is now stored), so after every refusal (the
 * first, the second, …) each field shows what the user sent, never an older state.
 */
export function useAnswerVersion(state: FormState, stored?: unknown): number {
  const [seen, setSeen] = useState({ state, stored, version: 0 })
  if (seen.state === state && seen.stored === stored) return seen.version
  const next = { state, stored, version: seen.version + 1 }
  setSeen(next)
  return next.version
}
