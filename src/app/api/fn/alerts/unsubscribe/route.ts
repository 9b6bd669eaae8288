import { NextResponse } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { unsubscribeAlert } from '@/modules/alerts/alerts.server'
import { OneClickQuerySchema } from '@/modules/alerts/schemas'
import { localePath, paths, withQuery } from '@/modules/routing/routes'
import { invalidRequest } from '@/lib/http/api-error'

// The List-Unsubscribe URL of alert mails. POST (RFC 8058 one-click, body "List-Unsubscribe=One-Click")
// deletes the alert without further questions; a second POST answers the same (idempotent). A GET
// (a client that opens the URL in a browser, or a link scanner) only leads to the page with the button.

export async function POST(req: Request) {
  const parsed = OneClickQuerySchema.safeParse(queryObject(req.url))
  if (!parsed.success) return invalidRequest(parsed.error)
  const deleted = await unsubscribeAlert(await payloadClient(), parsed.data.token)
  return NextResponse.json({ unsubscribed: true, deleted }, { headers: { 'Cache-Control': 'no-store' } })
}

export async function GET(req: Request) {
  const parsed = OneClickQuerySchema.safeParse(queryObject(req.url))
  const lang = parsed.success ? parsed.data.lang : 'de'
  const page = parsed.success ? paths.alertUnsubscribe(parsed.data.token) : withQuery(paths.alertUnsubscribe(), { gone: '1' })
  return NextResponse.redirect(new URL(localePath(lang, page), req.url), 303)
}
