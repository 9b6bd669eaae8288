import { secureCookies } from '@/lib/env'
import { SESSION_SECONDS } from './users.collection'

// Payload's cookie name (cookiePrefix "payload"), so one login serves the site and /admin.
export const SESSION_COOKIE = 'payload-token'

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    path: '/',
    maxAge: SESSION_SECONDS,
  }
}

export function expiredSessionCookie() {
  return { ...sessionCookie(''), maxAge: 0 }
}
