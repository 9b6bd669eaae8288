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
