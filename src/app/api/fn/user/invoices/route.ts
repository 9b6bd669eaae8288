import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { UserInvoicesQuerySchema } from '@/modules/orders/invoice-list'
import { userInvoices } from '@/modules/orders/invoice-list.server'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

// GET /api/fn/user/invoices[?institution] -> the invoices of the institutions the viewer manages,
// newest first (the team's: all), each with number, dates, state (open, paid, overdue, cancelled),
// the ad, the amounts in CHF and the PDF's address. 401 without a login, 403 for students (the
// jobs guard deny-student), 400 for another query, 404 for an institution the viewer does not manage.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: noStore })
  if (user.role === 'ROLE_STUDENT') return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: noStore })
  const query = UserInvoicesQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return badRequest(query.error)
  const result = await userInvoices(payload, user, query.data)
  if (!result.ok) return NextResponse.json({ error: 'not_found' }, { status: 404, headers: noStore })
  return NextResponse.json(result.invoices, { headers: { 'Cache-Control': 'private, no-store' } })
}
