import { NextResponse, type NextRequest } from 'next/server'
import { badRequest } from '@/lib/http/json'
import { readBodyText } from '@/lib/http/read-body'
import { payloadClient } from '@/lib/payload'
import { clientIp } from '@/modules/accounts/request-info'
import { isBot } from '@/modules/routing/bots'
import { MAX_POST_BYTES } from '@/modules/statistics/limits'
import { createTokenBucket, STATISTICS_RATE } from '@/modules/statistics/rate-limit'
import { recordStatisticEvents } from '@/modules/statistics/record.server'
import { StatisticPostSchema } from '@/modules/statistics/schemas'

// Per process (see rate-limit.ts for what that means with several processes).
const limiter = createTokenBucket(STATISTICS_RATE)

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

// POST /api/fn/statistic/post {data: Event[]}: the browser's impressions and views (sent with fetch or
// navigator.sendBeacon, so the content type is not relied on). Answers {stored, dropped}; events with
// unknown or inconsistent ids are dropped one by one, bots' events all at once (204).
export async function POST(req: NextRequest) {
  if (isBot(req.headers.get('user-agent'))) return new NextResponse(null, { status: 204 })
  const body = await readBodyText(req, MAX_POST_BYTES)
  if (!body.ok) return NextResponse.json({ error: 'payload_too_large', max_bytes: MAX_POST_BYTES }, { status: 413 })
  const json = parseJson(body.text)
  const parsed = json.ok ? StatisticPostSchema.safeParse(json.value) : null
  const allowed = limiter.take(clientIp(req.headers), Math.max(1, parsed?.success ? parsed.data.data.length : 1))
  if (!allowed.ok) {
    return NextResponse.json({ error: 'too_many_requests' }, { status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } })
  }
  if (!parsed) return NextResponse.json({ error: 'invalid_request', fields: { _: ['Invalid JSON'] } }, { status: 400 })
  if (!parsed.success) return badRequest(parsed.error)
  const result = await recordStatisticEvents(await payloadClient(), parsed.data.data)
  return NextResponse.json(result)
}
