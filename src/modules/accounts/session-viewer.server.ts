import 'server-only'
import { within } from '@/lib/within'
import { payloadClient } from '@/lib/payload'
import type { GuardViewer } from './guards'
import { userFromHeaders } from './session.server'

/** The longest the proxy waits for the session of a request (ADR 0047). */
export const SESSION_TIMEOUT_MS = 3000

/**
 * Who the cockpit guards see for a request's cookie header: the session as Payload checks it (signed
 * token and live server-side session), read in this process on every request, never kept, so a
 * logout or a revoked session counts at the next request. Unknown (Payload not started yet, the
 * database slower than the bound or down) is anonymous: the page checks again.
 */
export async function sessionViewer(cookie: string | null): Promise<GuardViewer | null> {
  if (!cookie) return null
  try {
    const user = await within(
      payloadClient().then((payload) => userFromHeaders(payload, new Headers({ cookie }))),
      SESSION_TIMEOUT_MS,
    )
    return user ? { role: user.role ?? null } : null
  } catch {
    return null
  }
}
