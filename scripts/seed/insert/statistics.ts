import type { SeedContext } from './context'

// Demo statistics (ADR 0038): daily aggregates for the last 400 days of every published ad's online
// days and every active profile, with a weekly rhythm (fewer visits at weekends), paid ads seen
// more, and each ad its own click-through rate; plus raw events for today so far (live figures).
// Numbers derive from the ids and the day (hashtext), so a re-seed gives the same picture.
const DAYS = 400

const JOB_DAYS = `
  INSERT INTO statistic_daily_jobs (day, job_id, institution_id, institution_parent_id, impressions, views)
  SELECT d, j.id, j.institution_id, COALESCE(CASE WHEN i.parent_status = 'active' THEN i.parent_id END, 0), x.impressions,
         round(x.impressions * (0.03 + (abs(hashtext('ctr' || j.id)) % 90) / 1000.0))::int
  FROM jobs j
  JOIN institutions i ON i.id = j.institution_id
  CROSS JOIN LATERAL generate_series(
    GREATEST((j.online_from AT TIME ZONE 'Europe/Zurich')::date, $1::date - ${DAYS}),
    LEAST(COALESCE((j.online_until AT TIME ZONE 'Europe/Zurich')::date, $1::date - 1), $1::date - 1),
    interval '1 day') AS g(t)
  CROSS JOIN LATERAL (SELECT g.t::date AS d) AS dd
  CROSS JOIN LATERAL (SELECT round((20 + abs(hashtext('base' || j.id)) % 40) * (0.8 + (abs(hashtext(j.id || ':' || d)) % 40) / 100.0)
           * CASE WHEN j.product_id IS NOT NULL THEN 2.2 ELSE 1 END
           * CASE WHEN extract(isodow FROM d) >= 6 THEN 0.55 ELSE 1 END)::int AS impressions) AS x
  WHERE j.status = 'published' AND j.online_from IS NOT NULL
  ON CONFLICT DO NOTHING`

const INSTITUTION_DAYS = `
  INSERT INTO statistic_daily_institutions (day, institution_id, institution_parent_id, impressions, views)
  SELECT d, i.id, COALESCE(CASE WHEN i.parent_status = 'active' THEN i.parent_id END, 0), x.impressions,
         round(x.impressions * (0.08 + (abs(hashtext('ictr' || i.id)) % 120) / 1000.0))::int
  FROM institutions i
  CROSS JOIN LATERAL generate_series($1::date - ${DAYS}, $1::date - 1, interval '1 day') AS g(t)
  CROSS JOIN LATERAL (SELECT g.t::date AS d) AS dd
  CROSS JOIN LATERAL (SELECT round((6 + abs(hashtext('base' || i.id)) % 24) * (0.8 + (abs(hashtext(i.id || '/' || d)) % 40) / 100.0)
           * CASE WHEN extract(isodow FROM d) >= 6 THEN 0.6 ELSE 1 END)::int AS impressions) AS x
  WHERE i.status = 'active'
  ON CONFLICT DO NOTHING`

// Today so far: each event at a time between Swiss midnight and now.
const TODAY_EVENTS = `
  INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id, created_at, updated_at)
  SELECT e.type::enum_statistic_events_type, e.job_id, e.institution_id, e.parent_id,
         start + (now() - start) * ((abs(hashtext(e.type || ':' || COALESCE(e.job_id, 0) || ':' || e.institution_id || ':' || n)) % 1000) / 1000.0), now()
  FROM (
    SELECT 'fe/job/' || kind AS type, j.id AS job_id, j.institution_id, CASE WHEN i.parent_status = 'active' THEN i.parent_id END AS parent_id,
           generate_series(1, CASE WHEN kind = 'impression' THEN 3 + abs(hashtext('t' || j.id)) % 12 ELSE abs(hashtext('v' || j.id)) % 3 END) AS n
    FROM jobs j JOIN institutions i ON i.id = j.institution_id, unnest(ARRAY['impression', 'view']) AS kind
    WHERE j.status = 'published' AND j.online_from <= now() AND (j.online_until IS NULL OR j.online_until > now())
    UNION ALL
    SELECT 'fe/institution/' || kind, NULL, i.id, CASE WHEN i.parent_status = 'active' THEN i.parent_id END,
           generate_series(1, CASE WHEN kind = 'impression' THEN 2 + abs(hashtext('ti' || i.id)) % 6 ELSE abs(hashtext('vi' || i.id)) % 2 END)
    FROM institutions i, unnest(ARRAY['impression', 'view']) AS kind
    WHERE i.status = 'active'
  ) AS e, (SELECT ((now() AT TIME ZONE 'Europe/Zurich')::date::timestamp AT TIME ZONE 'Europe/Zurich') AS start) AS s`

export async function insertStatistics(ctx: SeedContext): Promise<{ days: number; events: number }> {
  const pool = ctx.payload.db.pool
  const today = (await pool.query<{ today: string }>(`SELECT (now() AT TIME ZONE 'Europe/Zurich')::date::text AS today`)).rows[0]!.today
  await pool.query(JOB_DAYS, [today])
  await pool.query(INSTITUTION_DAYS, [today])
  const events = (await pool.query(TODAY_EVENTS)).rowCount ?? 0
  // Everything before today is in the aggregates.
  await pool.query(
    `INSERT INTO statistic_rollup_state (id, rolled_until) VALUES (1, $1::date - 1) ON CONFLICT (id) DO UPDATE SET rolled_until = EXCLUDED.rolled_until, updated_at = now()`,
    [today],
  )
  return { days: DAYS, events }
}
