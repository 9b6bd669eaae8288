import { NextResponse, type NextRequest } from 'next/server'
import { z } from '@/lib/zod'
import { LocaleSchema } from '@/i18n/locale-schema'
import { queryObject } from '@/lib/http/json'
import { translator } from '@/i18n/translator'
import { lookupPostalCode, PostalCodeSchema } from '@/modules/essentials/postal-codes'
import { apiError } from '@/lib/http/api-error'

const QuerySchema = z.object({ zip: z.string().max(10), locale: LocaleSchema.default('de') })

// Swiss postal code -> localities, canton and coordinates (GeoNames, CC BY 4.0).
export async function GET(req: NextRequest) {
  const query = QuerySchema.safeParse(queryObject(req.url))
  const locale = query.success ? query.data.locale : 'de'
  const zip = query.success ? PostalCodeSchema.safeParse(query.data.zip) : null
  const entry = zip?.success ? lookupPostalCode(zip.data) : null
  if (!entry) {
    const message = translator(locale, 'errors')('postalCodeNotFound')
    return apiError(zip?.success ? 'notFound' : 'invalid', { message }, { code: 'postal_code_not_found' })
  }
  return NextResponse.json(
    { zip: entry.zip, localities: entry.localities, canton: entry.canton, cord_lat: entry.lat, cord_lng: entry.lng },
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
