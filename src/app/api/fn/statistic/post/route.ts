import { NextResponse, type NextRequest } from 'next/server'
import { readBodyText } from '@/lib/http/read-body'
import { payloadClient } from '@/lib/payload'
import { clientIp } from '@/modules/accounts/request-info'
import { STATISTICS_EVENTS_PER_IP } from '@/modules/limits/rules'
import { takeLimit } from '@/modules/limits/take.server'
import { tooManyRequests } from '@/modules/limits/too-many-requests'
import { isBot } from '@/modules/routing/bots'
import { MAX_POST_BYTES } from '@/modules/statistics/limits'
import { recordStatisticEvents } from '@/modules/statistics/record.server'
import { StatisticPostSchema } from '@/modules/statistics/schemas'
import { apiError, invalidRequest } from '@/lib/http/api-error'

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
  if (!body.ok) return apiError('tooLarge', { max_bytes: MAX_POST_BYTES })
  const json = parseJson(body.text)
  const parsed = json.ok ? StatisticPostSchema.safeParse(json.value) : null
  const payload = await payloadClient()
  // Shared by every app process (ADR 0015); a request costs its number of events.
  const allowed = await takeLimit(payload, STATISTICS_EVENTS_PER_IP, clientIp(req.headers), { cost: Math.max(1, parsed?.success ? parsed.data.data.length : 1) })
  if (!allowed.ok) return tooManyRequests(allowed.retryAfterSeconds)
  if (!parsed) return apiError('invalid', { fields: { _: ['Invalid JSON'] } })
  if (!parsed.success) return invalidRequest(parsed.error)
  const result = await recordStatisticEvents(payload, parsed.data.data)
  return NextResponse.json(result)
}
