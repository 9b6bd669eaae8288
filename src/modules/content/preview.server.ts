import 'server-only'
import type { Payload } from 'payload'
import { isAdminUser } from '../access/access'
import { userFromHeaders } from '../accounts/session.server'
import { previewPath, previewQuery } from './preview'

// Who may start a preview (ADR 0061, "Live preview of drafts"): a team session, checked on the server,
// and a path of this site. The route applies the answer (draft mode on, redirect).

export type PreviewStart = { kind: 'go'; path: string } | { kind: 'refused'; reason: 'invalid' | 'unauthorized' | 'forbidden' }

export async function previewStart(payload: Payload, headers: Headers, query: URLSearchParams): Promise<PreviewStart> {
  const parsed = previewQuery.safeParse(Object.fromEntries(query))
  const path = parsed.success ? previewPath(parsed.data.path) : null
  if (path === null) return { kind: 'refused', reason: 'invalid' }
  // Without credentials there is nobody to look up.
  if (!headers.get('cookie') && !headers.get('authorization')) return { kind: 'refused', reason: 'unauthorized' }
  const user = await userFromHeaders(payload, headers)
  if (!user) return { kind: 'refused', reason: 'unauthorized' }
  if (!isAdminUser(user)) return { kind: 'refused', reason: 'forbidden' }
  return { kind: 'go', path }
}
