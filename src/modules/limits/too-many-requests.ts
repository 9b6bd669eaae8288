import { apiError } from '@/lib/http/api-error'

/** A route handler's answer over a limit: 429, Retry-After in seconds, and the same in the JSON body. */
export function tooManyRequests(retryAfterSeconds: number) {
  return apiError('limited', { retry_after_seconds: retryAfterSeconds }, { headers: { 'Retry-After': String(retryAfterSeconds) } })
}
