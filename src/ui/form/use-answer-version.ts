'use client'
import { useState } from 'react'
import type { FormState } from '@/lib/form/form-state'

/**
 * The `version` of a form's uncontrolled fields: it grows with every answer of the form's action.
 * React resets a form after its action ran, to the values its fields were mounted with; giving the
 * fields a new version re-mounts them with what the answer echoes back, so after every refusal
 * (the first, the second, …) each field shows what the user sent, not an older state.
 */
export function useAnswerVersion(state: FormState): number {
  const [seen, setSeen] = useState({ state, version: 0 })
  if (seen.state === state) return seen.version
  const next = { state, version: seen.version + 1 }
  setSeen(next)
  return next.version
}
