import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { apiError } from '@/lib/http/api-error'
import { previewPath } from '@/modules/content/preview'

// Leaves the team's preview (ADR 0061, "Live preview of drafts"): draft mode off, back to the page as
// the public sees it. Anybody may leave; only a path of this site is followed.
export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const path = previewPath(req.nextUrl.searchParams.get('path'))
  if (path === null) return apiError('invalid')
  ;(await draftMode()).disable()
  redirect(path)
}
