import { NextResponse } from 'next/server'
import type { z } from '@/lib/zod'

/** 400 with field errors for an invalid query or body. */
export function badRequest(error: z.ZodError) {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return NextResponse.json({ error: 'invalid_request', fields }, { status: 400 })
}

export function queryObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries())
}
