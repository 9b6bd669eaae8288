// The id check without Zod (ADR 0057), for client components: `@/lib/params` re-exports it beside
// the id schemas. A client module that imported `@/lib/params` carried all of Zod into the browser
// (93 KB on the institution page, whose compare buttons read ids) and Zod's eval probe broke the
// page's script policy (ADR 0077).

/** The largest id: PostgreSQL's integer. */
// eslint-disable-next-line no-restricted-syntax -- the one place the limit is written (ADR 0057)
export const MAX_ID = 2_147_483_647

/** An id written as text: digits, no leading zero, at most ten. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/

/** A database id from a path segment, query value or form field ("12"), or null for anything else. */
export function parseIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !ID_DIGITS.test(value)) return null
  const id = Number(value)
  return id <= MAX_ID ? id : null
}

/** Whether a number can be an id (a positive integer within PostgreSQL's integer). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID
}
