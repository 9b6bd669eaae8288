import { z } from '@/lib/zod'
import { ROLES } from '../access/access'
import type { GuardViewer } from './guards'

// What the proxy reads from GET /api/_auth/session (our own endpoint, but still a boundary: a
// change of its shape must not let a guard pass by accident). Anything unexpected is "anonymous".
const SessionAnswerSchema = z.object({
  user: z.object({ role: z.enum(ROLES).nullable().optional() }).nullable(),
})

/** The guard viewer from the session answer's JSON; null (anonymous) for no user or a shape we do not know. */
export function viewerFromSessionAnswer(body: unknown): GuardViewer | null {
  const parsed = SessionAnswerSchema.safeParse(body)
  if (!parsed.success || !parsed.data.user) return null
  return { role: parsed.data.user.role ?? null }
}
