'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

export interface ClientSession {
  user: { id: number; first_name: string; last_name: string; role: string | null } | null
}

/** The session as the server sees it (GET /api/_auth/session), asked again on every navigation. */
export function useSession(): ClientSession | undefined {
  const pathname = usePathname()
  const [session, setSession] = useState<ClientSession>()
  useEffect(() => {
    let alive = true
    void fetch('/api/_auth/session', { cache: 'no-store', credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<ClientSession>) : { user: null }))
      .catch(() => ({ user: null }))
      .then((s) => alive && setSession(s))
    return () => {
      alive = false
    }
  }, [pathname])
  return session
}
