import { NextResponse } from 'next/server'
import type { z } from '@/lib/zod'
import { API_ERROR_CODE, HTTP_STATUS, type RefusalReason } from '../refusal'

// The one way an API route answers a refusal (ADR 0057): `{ error: <code>, ...details }` with the
// status of lib/refusal.ts, never cached. Route handlers do not write `{ error: '…' }` by hand (lint).

interface ApiErrorOptions {
  /** a more precise error code than the reason's (e.g. `postal_code_not_found`); the status stays the reason's */
  code?: string
  headers?: Record<string, string>
}

export function apiError(reason: RefusalReason, details?: Record<string, unknown>, options: ApiErrorOptions = {}): NextResponse {
  return NextResponse.json(
    // eslint-disable-next-line no-restricted-syntax -- the one place an API error body is written
    { error: options.code ?? API_ERROR_CODE[reason], ...details },
    { status: HTTP_STATUS[reason], headers: { 'Cache-Control': 'no-store', ...options.headers } },
  )
}

/** 400 with the messages of an invalid query or body, by field (`_` for the whole). */
export function invalidRequest(error: z.ZodError): NextResponse {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return apiError('invalid', { fields })
}
