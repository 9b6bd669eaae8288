import 'server-only'
import { cache } from 'react'
import { cookies as nextCookies, headers as nextHeaders } from 'next/headers'
import type { Payload } from 'payload'
import { payloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

export type SessionUser = User & { _sid?: string }

/** The logged-in user of this request (verified token + live server-side session), or null. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const payload = await payloadClient()
  return userFromHeaders(payload, await requestHeaders())
})

/**
 * The request's headers with its cookies as they are now. A server action that replaced the session
 * cookie (a password change revokes every session and issues a new one) is followed by a render of
 * the page in the same request: Next updates `cookies()` for it, not the `cookie` header, which still
 * names the revoked session (that render ended on a bare 401).
 */
async function requestHeaders(): Promise<Headers> {
  const headers = new Headers(await nextHeaders())
  const jar = (await nextCookies()).toString()
  if (jar) headers.set('cookie', jar)
  else headers.delete('cookie')
  return headers
}

export async function userFromHeaders(payload: Payload, headers: Headers): Promise<SessionUser | null> {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as SessionUser) : null
}

/** The public session JSON (GET /api/_auth/session). */
export function sessionJson(user: SessionUser | null) {
  if (!user) return { user: null }
  return {
    user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      gender: user.gender,
      role: user.role ?? null,
      locale: user.locale ?? null,
    },
  }
}
