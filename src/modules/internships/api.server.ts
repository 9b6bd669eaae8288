import 'server-only'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from '@/lib/zod'
import type { Role } from '../access/access'
import type { SessionUser } from '../accounts/session.server'
import { mayPlanElectiveYear, type InternshipViewer } from './viewer'
import { apiError } from '@/lib/http/api-error'

// What the four /api/fn/user/internships* calls share: 401 without a session, 403 for anyone but
// students (and the team), no caching, and the fallback for lists that fail their shape (docs/product-rules.md#shapes)
// (an empty list, logged).

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export type Gate = { ok: true; viewer: InternshipViewer } | { ok: false; response: NextResponse }

export function gate(user: SessionUser | null): Gate {
  if (!user) return { ok: false, response: apiError('unauthorized') }
  const viewer = { id: user.id, role: (user.role as Role | null | undefined) ?? null }
  if (!mayPlanElectiveYear(viewer)) return { ok: false, response: apiError('forbidden') }
  return { ok: true, viewer }
}

export function privateJson(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: PRIVATE })
}

/** The list if every item has its shape; otherwise [] and a log line (docs/product-rules.md#shapes). */
export function listOrEmpty<T>(payload: Payload, schema: z.ZodType<T>, items: readonly unknown[], what: string): T[] {
  const out: T[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (!parsed.success) {
      payload.logger.warn({ issues: parsed.error.issues }, `${what}: shape failed, answering an empty list`)
      return []
    }
    out.push(parsed.data)
  }
  return out
}
