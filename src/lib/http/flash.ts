// A one-shot message carried across a redirect in a short-lived cookie, shown as a toast.
export const FLASH_COOKIE = 'flash'

export interface Flash {
  kind: 'success' | 'error'
  /** a key under the "toast" namespace, e.g. "user.edit.success" */
  key: string
}

export function decodeFlash(raw: string | undefined): Flash | null {
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>
    if ((value.kind === 'success' || value.kind === 'error') && typeof value.key === 'string' && /^[a-zA-Z.-]+$/.test(value.key)) {
      return { kind: value.kind, key: value.key }
    }
  } catch {
    // a malformed cookie is ignored
  }
  return null
}

/**
 * The toasts on screen after a new one arrives. A success replaces any error toast still showing
 * (a stale "could not be saved" beside "saved" would contradict it); identical toasts are not stacked.
 */
export function withToast<T extends Flash>(list: readonly T[], toast: T): T[] {
  const kept = list.filter((x) => !(toast.kind === 'success' && x.kind === 'error') && !(x.kind === toast.kind && x.key === toast.key))
  return [...kept, toast]
}

/** The toasts left when the user submits a form again: the old error toasts go. */
export function withoutErrorToasts<T extends Flash>(list: readonly T[]): T[] {
  return list.filter((x) => x.kind !== 'error')
}
