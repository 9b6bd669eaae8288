import 'server-only'
import { headers } from 'next/headers'
import { payloadClient } from '@/lib/payload'

/**
 * Payload's admin runs its views' work through server functions (form state, lists, documents)
 * that anyone could post to /admin. They only serve whoever may use /admin at all (the team, on a
 * session that passed the second factor: users.access.admin); everybody else gets an error
 * before Payload does anything (ADR 0014).
 */
export async function assertAdminAccess(): Promise<void> {
  const payload = await payloadClient()
  const { permissions } = await payload.auth({ headers: await headers() })
  if (!permissions?.canAccessAdmin) throw new Error('The backoffice is for the team only.')
}
