import 'server-only'
import type { Pool } from 'pg'
import { addDays } from './dates'

// Each paid ad against the median of similar ads (ADR 0038): other paid, published ads with at
// least one field and one level in common that were online in the same weeks, all counted over
// those whole weeks (Monday to Sunday) from the daily aggregates (complete days only, the same for
// everyone). Shown only with at least MIN_SIMILAR such ads: a median of one or two would disclose
// another employer's figures.

export const MIN_SIMILAR = 3

export interface Comparison {
  /** the ad's own figures over the compared weeks */
  impressions: number
  views: number
  medianImpressions: number
  medianViews: number
  /** how many similar ads the median is taken over */
  similar: number
  weekFrom: string
  weekTo: string
}

/** null: not a paid ad; 'tooFew': fewer than MIN_SIMILAR similar ads (or no complete day yet) */
export type ComparisonResult = Comparison | 'tooFew' | null

const ADS = `
  SELECT j.id, j.product_id IS NOT NULL AS paid,
         (j.online_from AT TIME ZONE 'Europe/Zurich')::date::text AS online_from,
         (j.online_until AT TIME ZONE 'Europe/Zurich')::date::text AS online_until,
         (SELECT rolled_until::text FROM statistic_rollup_state WHERE id = 1) AS rolled_until
  FROM jobs j WHERE j.id = ANY($1::int[])`

const MEDIANS = `
  WITH target AS (
    SELECT * FROM unnest($1::int[], $2::date[], $3::date[]) AS t(id, wfrom, wto)
  ),
  similar AS (
    SELECT t.id AS target, p.id AS ad, t.wfrom, t.wto
    FROM target t
    JOIN jobs p ON p.id <> t.id AND p.status = 'published' AND p.product_id IS NOT NULL
      AND p.online_from < ((t.wto + 1)::timestamp AT TIME ZONE 'Europe/Zurich')
      AND (p.online_until IS NULL OR p.online_until >= (t.wfrom::timestamp AT TIME ZONE 'Europe/Zurich'))
    WHERE EXISTS (SELECT 1 FROM jobs_rels a JOIN jobs_rels b ON b.fields_id = a.fields_id AND b.path = 'fields'
                  WHERE a.parent_id = t.id AND a.path = 'fields' AND b.parent_id = p.id)
      AND EXISTS (SELECT 1 FROM jobs_rels a JOIN jobs_rels b ON b.levels_id = a.levels_id AND b.path = 'levels'
                  WHERE a.parent_id = t.id AND a.path = 'levels' AND b.parent_id = p.id)
    UNION ALL
    SELECT t.id, t.id, t.wfrom, t.wto FROM target t
  ),
  counted AS (
    SELECT s.target, s.ad, COALESCE(sum(d.impressions), 0) AS impressions, COALESCE(sum(d.views), 0) AS views
    FROM similar s LEFT JOIN statistic_daily_jobs d ON d.job_id = s.ad AND d.day BETWEEN s.wfrom AND s.wto
    GROUP BY s.target, s.ad
  )
  SELECT target,
         max(impressions) FILTER (WHERE ad = target)::int AS impressions,
         max(views) FILTER (WHERE ad = target)::int AS views,
         (count(*) FILTER (WHERE ad <> target))::int AS similar,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY impressions) FILTER (WHERE ad <> target) AS median_impressions,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY views) FILTER (WHERE ad <> target) AS median_views
  FROM counted GROUP BY target`

/** Monday of the ISO week of a day. */
function monday(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

export async function compareWithSimilarAds(pool: Pool, jobs: number[], from: string, to: string): Promise<Map<number, ComparisonResult>> {
  const result = new Map<number, ComparisonResult>()
  if (jobs.length === 0) return result
  const ads = (await pool.query<{ id: number; paid: boolean; online_from: string | null; online_until: string | null; rolled_until: string | null }>(ADS, [jobs])).rows
  const windows: { id: number; wfrom: string; wto: string }[] = []
  for (const ad of ads) {
    if (!ad.paid) {
      result.set(ad.id, null)
      continue
    }
    // the ad's online days in the range that are complete, widened to whole weeks
    const start = [from, ad.online_from]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1)!
    const end = [to, ad.online_until, ad.rolled_until].filter((d): d is string => d !== null).sort()[0]!
    if (start > end) {
      result.set(ad.id, 'tooFew')
      continue
    }
    const wto = [addDays(monday(end), 6), ad.rolled_until].filter((d): d is string => d !== null).sort()[0]!
    windows.push({ id: ad.id, wfrom: monday(start), wto })
  }
  if (windows.length === 0) return result
  const { rows } = await pool.query<{
    target: number
    impressions: number
    views: number
    similar: number
    median_impressions: number | null
    median_views: number | null
  }>(MEDIANS, [windows.map((w) => w.id), windows.map((w) => w.wfrom), windows.map((w) => w.wto)])
  for (const w of windows) {
    const row = rows.find((r) => r.target === w.id)
    result.set(
      w.id,
      row && row.similar >= MIN_SIMILAR
        ? {
            impressions: row.impressions,
            views: row.views,
            medianImpressions: Number(row.median_impressions),
            medianViews: Number(row.median_views),
            similar: row.similar,
            weekFrom: w.wfrom,
            weekTo: w.wto,
          }
        : 'tooFew',
    )
  }
  return result
}
