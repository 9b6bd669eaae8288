import 'server-only'
import type { Pool } from 'pg'
import { ZONE } from './rollup.server'

// Impressions and views per day and per selected id in one statement (one snapshot): the
// aggregates for days the roll-up folded, the raw events for the days after it (ADR 0038).
// Institutions: an event counts for its institution and for the parent it named; the timeline
// counts each event once even when a parent and its child are both selected.

export interface Figures {
  /** per day of the range that has events */
  days: Map<string, { impressions: number; views: number }>
  /** per selected id */
  ids: Map<number, { impressions: number; views: number }>
}

const start = (day: string) => `((${day})::timestamp AT TIME ZONE '${ZONE}')`

const JOBS = `
  WITH state AS (SELECT COALESCE((SELECT rolled_until FROM statistic_rollup_state WHERE id = 1), DATE '1999-12-31') AS rolled_until),
  rows AS (
    SELECT a.day, a.job_id AS id, a.impressions, a.views
    FROM statistic_daily_jobs a, state
    WHERE a.job_id = ANY($1::int[]) AND a.day >= $2::date AND a.day <= LEAST($3::date, state.rolled_until)
    UNION ALL
    SELECT (e.created_at AT TIME ZONE '${ZONE}')::date, e.job_id,
           count(*) FILTER (WHERE e.type = 'fe/job/impression'), count(*) FILTER (WHERE e.type = 'fe/job/view')
    FROM statistic_events e, state
    WHERE e.job_id = ANY($1::int[]) AND e.type IN ('fe/job/impression', 'fe/job/view')
      AND e.created_at >= ${start('GREATEST($2::date, state.rolled_until + 1)')} AND e.created_at < ${start('$3::date + 1')}
    GROUP BY 1, 2
  )
  SELECT 'day' AS kind, day::text AS key, sum(impressions)::bigint AS impressions, sum(views)::bigint AS views FROM rows GROUP BY day
  UNION ALL
  SELECT 'id', id::text, sum(impressions)::bigint, sum(views)::bigint FROM rows GROUP BY id`

const INSTITUTIONS = `
  WITH state AS (SELECT COALESCE((SELECT rolled_until FROM statistic_rollup_state WHERE id = 1), DATE '1999-12-31') AS rolled_until),
  rows AS (
    SELECT a.day, a.institution_id, a.institution_parent_id, a.impressions, a.views
    FROM statistic_daily_institutions a, state
    WHERE (a.institution_id = ANY($1::int[]) OR a.institution_parent_id = ANY($1::int[]))
      AND a.day >= $2::date AND a.day <= LEAST($3::date, state.rolled_until)
    UNION ALL
    SELECT (e.created_at AT TIME ZONE '${ZONE}')::date, e.institution_id, COALESCE(e.institution_parent_id, 0),
           count(*) FILTER (WHERE e.type = 'fe/institution/impression'), count(*) FILTER (WHERE e.type = 'fe/institution/view')
    FROM statistic_events e, state
    WHERE (e.institution_id = ANY($1::int[]) OR e.institution_parent_id = ANY($1::int[]))
      AND e.type IN ('fe/institution/impression', 'fe/institution/view')
      AND e.created_at >= ${start('GREATEST($2::date, state.rolled_until + 1)')} AND e.created_at < ${start('$3::date + 1')}
    GROUP BY 1, 2, 3
  )
  SELECT 'day' AS kind, day::text AS key, sum(impressions)::bigint AS impressions, sum(views)::bigint AS views FROM rows GROUP BY day
  UNION ALL
  SELECT 'id', x::text, sum(r.impressions)::bigint, sum(r.views)::bigint
  FROM rows r JOIN unnest($1::int[]) AS x ON x = r.institution_id OR x = r.institution_parent_id GROUP BY x`

interface Row {
  kind: 'day' | 'id'
  key: string
  impressions: string
  views: string
}

async function read(pool: Pool, sql: string, ids: number[], from: string, to: string): Promise<Figures> {
  const figures: Figures = { days: new Map(), ids: new Map() }
  if (ids.length === 0) return figures
  const { rows } = await pool.query<Row>(sql, [ids, from, to])
  for (const row of rows) {
    const value = { impressions: Number(row.impressions), views: Number(row.views) }
    if (row.kind === 'day') figures.days.set(row.key, value)
    else figures.ids.set(Number(row.key), value)
  }
  return figures
}

export const jobFigures = (pool: Pool, jobs: number[], from: string, to: string) => read(pool, JOBS, jobs, from, to)
export const institutionFigures = (pool: Pool, institutions: number[], from: string, to: string) => read(pool, INSTITUTIONS, institutions, from, to)
