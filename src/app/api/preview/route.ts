import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { apiError } from '@/lib/http/api-error'
import { payloadClient } from '@/lib/payload'
import { previewStart } from '@/modules/content/preview.server'

// The team's preview of unsaved drafts (ADR 0061, "Live preview of drafts"): a team session turns on
// Next's draft mode and goes to the page, which checks the session again before it reads a draft.
export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const start = await previewStart(await payloadClient(), req.headers, req.nextUrl.searchParams)
  if (start.kind === 'refused') return apiError(start.reason)
  ;(await draftMode()).enable()
  redirect(start.path)
}
