// The one refusal vocabulary (ADR 0057): why a module function, a server action or an API route
// said no. Module functions answer `Refusal<…>` with the reasons they can give (a subset, or
// reasons of their own that a caller maps to these); API routes answer `apiError(reason)`
// (lib/http/api-error.ts), whose status comes from HTTP_STATUS below and nowhere else.

export const REFUSAL_REASONS = ['unauthorized', 'forbidden', 'notFound', 'invalid', 'conflict', 'limited', 'tooLarge'] as const

/**
 * - unauthorized: nobody is logged in, and the call needs someone
 * - forbidden: the viewer is known, but this is not theirs to do (role, membership)
 * - notFound: the thing does not exist, or the viewer may not know it does (the same answer)
 * - invalid: the input breaks its schema or a rule
 * - conflict: the input is fine, but the state does not allow it now (changed meanwhile, already done)
 * - limited: a rate limit said no; try again later
 * - tooLarge: the request body is over its size
 */
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

export interface Refusal<R extends string = RefusalReason> {
  ok: false
  reason: R
}

export function refusal<R extends string>(reason: R): Refusal<R> {
  return { ok: false, reason }
}

/** The one mapping of a refusal to an HTTP status. */
export const HTTP_STATUS: Record<RefusalReason, 400 | 401 | 403 | 404 | 409 | 413 | 429> = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  invalid: 400,
  conflict: 409,
  limited: 429,
  tooLarge: 413,
}

/** The `error` code an API body carries for each reason (snake_case, as clients of the API read it). */
export const API_ERROR_CODE: Record<RefusalReason, string> = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  invalid: 'invalid_request',
  conflict: 'conflict',
  limited: 'too_many_requests',
  tooLarge: 'payload_too_large',
}
