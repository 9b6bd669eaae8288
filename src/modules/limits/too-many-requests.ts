import { NextResponse } from 'next/server'

/** A route handler's answer over a limit: 429, Retry-After in seconds, and the same in the JSON body. */
export function tooManyRequests(retryAfterSeconds: number) {
  return NextResponse.json({ error: 'too_many_requests', retry_after_seconds: retryAfterSeconds }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })
}
