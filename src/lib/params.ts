// Route parameters and user-given URLs, checked before they reach a query or a link.

/** A database id from a path segment ("12"), or null for anything else. */
export function parseIdParam(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

/** Only http(s) addresses become links; anything else (javascript:, data:, typos) is dropped. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
