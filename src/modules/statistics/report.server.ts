import 'server-only'
import type { Payload } from 'payload'
import type { Viewer } from '../institutions/membership.server'
import { compareWithSimilarAds, type AdComparison } from './comparison.server'
import { ctrOf, sortRows, type ReportRow } from './report'
import type { StatisticsRequest } from './request-schema'
import type { InstitutionsStatistics, JobsStatistics, StatisticsResponse } from './response-schema'
import { screenRequest, type ScreenQuery } from './screen-query'
import { statisticsFor } from './statistics.server'

// What the statistics screen shows, built once for the page and for its exports (so an export
// is exactly the screen): totals, the timeline, the sorted table with click-through rates and,
// for each ad its package and, for premium ads, the comparison with Basic ads of its field and level.

export interface StatisticsReport {
  request: StatisticsRequest
  response: StatisticsResponse
  rows: ReportRow[]
  totals: { impressions: number; views: number; ctr: number | null }
  timeline: { date: string; impressions: number; views: number }[]
}

export type ReportResult = { ok: true; report: StatisticsReport } | { ok: false; errors: Record<string, string[]> }

export async function statisticsReport(payload: Payload, viewer: Viewer, query: ScreenQuery, today: string): Promise<ReportResult> {
  const checked = screenRequest(query, today)
  if (!checked.ok) return checked
  const { request } = checked
  const response = await statisticsFor(payload, viewer, request)
  const views = new Map(response.table.views.map((r) => [r.id, r.total]))
  const comparisons =
    response.model.context === 'jobs'
      ? await compareWithSimilarAds(
          payload.db.pool,
          response.table.impressions.map((r) => r.id),
          request.from,
          request.to,
        )
      : new Map<number, AdComparison>()
  const common = (id: number, impressions: number) => {
    const v = views.get(id) ?? 0
    const compared = comparisons.get(id)
    return { id, impressions, views: v, ctr: ctrOf(impressions, v), product: compared?.product ?? null, comparison: compared?.comparison ?? null }
  }
  const rows: ReportRow[] =
    response.model.context === 'jobs'
      ? (response as JobsStatistics).table.impressions.map(({ id, total }) => {
          const m = (response as JobsStatistics).meta.find((x) => x.id === id)
          return {
            ...common(id, total),
            name: m?.title ?? String(id),
            place: [m?.institution_name, m?.institution_contact_city].filter(Boolean).join(', '),
            onlineFrom: m?.online_from ?? null,
            onlineUntil: m?.online_until ?? null,
          }
        })
      : (response as InstitutionsStatistics).table.impressions.map(({ id, total }) => {
          const m = (response as InstitutionsStatistics).meta.find((x) => x.id === id)
          return { ...common(id, total), name: m?.name ?? String(id), place: m?.contact_city ?? '', onlineFrom: null, onlineUntil: null }
        })
  const impressions = response.timeline.impressions.reduce((s, d) => s + d.total, 0)
  const viewTotal = response.timeline.views.reduce((s, d) => s + d.total, 0)
  return {
    ok: true,
    report: {
      request,
      response,
      rows: sortRows(rows, query.sort, query.dir),
      totals: { impressions, views: viewTotal, ctr: ctrOf(impressions, viewTotal) },
      timeline: response.timeline.impressions.map((d, i) => ({ date: d.date, impressions: d.total, views: response.timeline.views[i]?.total ?? 0 })),
    },
  }
}
