import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { queryObject } from '@/lib/http/json'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { invoicePdfFor } from '@/modules/orders/invoice-access.server'
import { idTextSchema } from '@/lib/params'
import { apiError, invalidRequest } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const QuerySchema = z.object({
  id: idTextSchema(),
})

// GET /api/fn/user/invoice-pdf?id -> the invoice as PDF, for the team (the download in /admin)
// and the employer it is addressed to. 401 without a login, 404 for an invoice the viewer may not
// see (the same as one that does not exist), 400 for an id that is not one.
export async function GET(req: NextRequest) {
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  if (!user) return apiError('unauthorized')
  const query = QuerySchema.safeParse(queryObject(req.url))
  if (!query.success) return invalidRequest(query.error)
  const found = await invoicePdfFor(payload, user, query.data.id)
  if (!found) return apiError('notFound')
  return new NextResponse(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="Helvemed-${found.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
