import { NextResponse, type NextRequest } from 'next/server'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { UserInvoicesQuerySchema } from '@/modules/orders/invoice-list'
import { userInvoices } from '@/modules/orders/invoice-list.server'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

// GET /api/fn/user/invoices[?institution] -> the invoices of the institutions the viewer manages,
// newest first (the team's: all), each with number, dates, state (open, paid, overdue, cancelled),
// the ad, the amounts in CHF and the PDF's address. 401 without a login, 403 for students (the
// jobs guard deny-student), 400 for another query, 404 for an institution the viewer does not manage.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  if (user.role === 'ROLE_STUDENT') return apiError('forbidden')
  const query = UserInvoicesQuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const result = await userInvoices(payload, user, query.data)
  if (!result.ok) return apiError('notFound')
  return NextResponse.json(result.invoices, { headers: { 'Cache-Control': 'private, no-store' } })
}
