import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload'
import { revokeSession } from '@/modules/accounts/auth.server'
import { expiredSessionCookie } from '@/modules/accounts/session-cookie'
import { sessionJson, userFromHeaders } from '@/modules/accounts/session.server'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  return NextResponse.json(sessionJson(user), { headers: { 'Cache-Control': 'no-store' } })
}

export async function DELETE(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (user) await revokeSession(payload, user)
  const res = NextResponse.json({ user: null }, { headers: { 'Cache-Control': 'no-store' } })
  res.cookies.set(expiredSessionCookie())
  return res
}
