import 'server-only'
import type { Payload } from 'payload'
import type { Viewer } from '../institutions/membership.server'
import { daysInRange, eachDay } from './dates'
import { institutionFigures, jobFigures, type Figures } from './figures.server'
import type { StatisticsRequest } from './request-schema'
import type { InstitutionMeta, JobMeta, StatisticsResponse } from './response-schema'
import { statisticsScope } from './scope.server'

// The statistics call (POST /api/fn/user/statistics) and the screen: the jobs or
// institutions shape for what the viewer may see of the selection.

const JOB_META = `
  SELECT j.id, i.contact_city AS institution_contact_city, i.name AS institution_name,
         j.online_from, j.online_until, j.title
  FROM jobs j JOIN institutions i ON i.id = j.institution_id WHERE j.id = ANY($1::int[]) ORDER BY j.id`

const INSTITUTION_META = `SELECT id, contact_city, name FROM institutions WHERE id = ANY($1::int[]) ORDER BY id`

const iso = (value: Date | null) => (value ? value.toISOString() : null)

function shape(figures: Figures, ids: number[], from: string, to: string) {
  const table = (key: 'impressions' | 'views') => ids.map((id) => ({ id, total: figures.ids.get(id)?.[key] ?? 0 }))
  const days = eachDay(from, to)
  const timeline = (key: 'impressions' | 'views') => days.map((date) => ({ date, total: figures.days.get(date)?.[key] ?? 0 }))
  return {
    duration: daysInRange(from, to),
    table: { impressions: table('impressions'), views: table('views') },
    timeline: { impressions: timeline('impressions'), views: timeline('views') },
  }
}

export async function statisticsFor(payload: Payload, viewer: Viewer, request: StatisticsRequest): Promise<StatisticsResponse> {
  const { from, to } = request
  const scope = await statisticsScope(payload, viewer, request)
  const pool = payload.db.pool
  if (scope.jobs === null) {
    const [figures, meta] = await Promise.all([institutionFigures(pool, scope.institutions, from, to), pool.query<InstitutionMeta>(INSTITUTION_META, [scope.institutions])])
    return {
      ...shape(figures, scope.institutions, from, to),
      meta: meta.rows,
      model: { context: 'institutions', from, to, institutions: scope.institutions },
    }
  }
  const [figures, meta] = await Promise.all([
    jobFigures(pool, scope.jobs, from, to),
    pool.query<Omit<JobMeta, 'online_from' | 'online_until'> & { online_from: Date | null; online_until: Date | null }>(JOB_META, [scope.jobs]),
  ])
  return {
    ...shape(figures, scope.jobs, from, to),
    meta: meta.rows.map((m) => ({ ...m, online_from: iso(m.online_from), online_until: iso(m.online_until) })),
    model: { context: 'jobs', from, to, institutions: scope.institutions },
  }
}
