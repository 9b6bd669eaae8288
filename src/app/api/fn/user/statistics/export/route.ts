import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { statisticsAccess } from '@/modules/statistics/access'
import { swissToday } from '@/modules/statistics/dates'
import { statisticsCsv, statisticsXlsx } from '@/modules/statistics/export.server'
import { statisticsReport } from '@/modules/statistics/report.server'
import { parseScreenQuery } from '@/modules/statistics/screen-query'
import { translator } from '@/i18n/translator'
import { apiError } from '@/lib/http/api-error'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

// GET /api/fn/user/statistics/export?format=csv|xlsx&locale=de&<the screen's query> -> the
// statistics screen as a file, built by the same function as the screen (ADR 0038). Same guards
// as the statistics call; 400 with translated messages for a bad range or format.
export async function GET(req: NextRequest) {
  const url = new URL(req.url)
  const localeParam = url.searchParams.get('locale')
  const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE
  const payload = await payloadClient()
  const user = await userFromHeaders(payload, req.headers)
  const access = statisticsAccess(user)
  if (access !== 'ok') return apiError(access, undefined, { headers: NO_STORE })
  const format = url.searchParams.get('format')
  const t = translator(locale, 'statistics.errors')
  if (format !== 'csv' && format !== 'xlsx') return apiError('invalid', { fields: { format: [t('body')] } }, { headers: NO_STORE })
  const today = swissToday()
  const result = await statisticsReport(payload, user!, parseScreenQuery(url.searchParams), today)
  if (!result.ok) {
    const fields = Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((k) => t(k))]))
    return apiError('invalid', { fields }, { headers: NO_STORE })
  }
  const { from, to } = result.report.request
  const name = `helvemed-statistik-${from}-${to}`
  if (format === 'csv') {
    return new NextResponse(statisticsCsv(result.report, locale), {
      headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
    })
  }
  return new NextResponse(new Uint8Array(await statisticsXlsx(result.report, locale)), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name}.xlsx"`,
    },
  })
}
