import type { ReviewFormValues } from '@/modules/reviews/write-schema'

// The wizard's draft on this device: every answer and the open step, per user and per review
// (new or the one being edited), so a reload or a lost connection costs nothing. Cleared after a
// successful submit. Storage can be full or switched off (private mode): then there is no draft.

export interface ReviewDraft {
  values: ReviewFormValues
  step: number
  savedAt: string
}

/** `target`: 'new' or the edited review's public id (drafts of the row-id era are simply not found). */
export function draftKey(userId: number, target: 'new' | string): string {
  return `helvemed:review-draft:v1:${userId}:${target}`
}

export function loadDraft(key: string): ReviewDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<ReviewDraft>
    if (!parsed.values || typeof parsed.values !== 'object' || typeof parsed.step !== 'number') return null
    const values = Object.fromEntries(Object.entries(parsed.values).filter((e): e is [string, string] => typeof e[1] === 'string'))
    return { values, step: parsed.step, savedAt: String(parsed.savedAt ?? '') }
  } catch {
    return null
  }
}

export function saveDraft(key: string, values: ReviewFormValues, step: number): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, step, savedAt: new Date().toISOString() }))
  } catch {
    // no storage: the wizard still works, only without a draft
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
