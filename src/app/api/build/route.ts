import { NextResponse } from 'next/server'
import { runningBuildId } from '@/modules/build/build-id.server'
import { BUILD_ANSWER_MAX_AGE_S, type BuildAnswer } from '@/modules/build/build-update'

export const dynamic = 'force-dynamic'

// The build this process runs, for open pages that ask whether a newer one is out (ADR 0066). No
// database: a file read once per process. Kept briefly by the browser.
export function GET() {
  const body: BuildAnswer = { build_id: runningBuildId() }
  return NextResponse.json(body, { headers: { 'Cache-Control': `public, max-age=${BUILD_ANSWER_MAX_AGE_S}` } })
}
