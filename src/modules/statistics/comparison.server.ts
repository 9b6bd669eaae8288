import 'server-only'
import type { Pool } from 'pg'
import { PRODUCT_KEYS, type ProductKey } from '../essentials/data/products'
import { addDays } from './dates'

// Each premium (and premium-social) ad against the median of basic ads of its field and level
// (ADR 0038, ADR 0043): published Basic ads with at least one field and one level in common that
// were online in the same weeks, all counted over those whole weeks (Monday to Sunday) from the
// daily aggregates (complete days only, the same for everyone). What premium bought is then the
// ad's figures next to what a Basic ad got. Shown only with at least MIN_SIMILAR such ads: a
// median of one or two would disclose another employer's figures. Medians are whole numbers.

export const MIN_SIMILAR = 3

export interface Comparison {
  /** the ad's own figures over the compared weeks */
  impressions: number
  views: number
  medianImpressions: number
  medianViews: number
  /** how many Basic ads the median is taken over */
  similar: number
  weekFrom: string
  weekTo: string
}

/** null: not a premium ad; 'tooFew': fewer than MIN_SIMILAR Basic ads to compare with (or no complete day yet) */
export type ComparisonResult = Comparison | 'tooFew' | null

/** Each ad's package (null: none, e.g. a crawled ad) and its comparison. */
export interface AdComparison {
  product: ProductKey | null
  comparison: ComparisonResult
}

/** The packages compared with Basic ads. */
const COMPARED: readonly ProductKey[] = ['premium', 'premium-social']

const productKey = (key: string | null): ProductKey | null => ((PRODUCT_KEYS as readonly string[]).includes(key ?? '') ? (key as ProductKey) : null)

const ADS = `
  SELECT j.id, p.key AS product,
         (j.online_from AT TIME ZONE 'Europe/Zurich')::date::text AS online_from,
         (j.online_until AT TIME ZONE 'Europe/Zurich')::date::text AS online_until,
         (SELECT rolled_until::text FROM statistic_rollup_state WHERE id = 1) AS rolled_until
  FROM jobs j LEFT JOIN products p ON p.id = j.product_id WHERE j.id = ANY($1::int[])`

// Similar: a published Basic ad online in the window, sharing a field and a level. Each (ad,
// window) is counted once, however many targets it is similar to. Medians rounded to whole numbers.
const MEDIANS = `
  WITH target AS (
    SELECT * FROM unnest($1::int[], $2::date[], $3::date[]) AS t(id, wfrom, wto)
  ),
  pairs AS (
    SELECT DISTINCT t.id AS target, p.id AS ad, t.wfrom, t.wto
    FROM target t
    JOIN jobs_rels tf ON tf.parent_id = t.id AND tf.path = 'fields'
    JOIN jobs_rels pf ON pf.path = 'fields' AND pf.fields_id = tf.fields_id AND pf.parent_id <> t.id
    JOIN jobs_rels tl ON tl.parent_id = t.id AND tl.path = 'levels'
    JOIN jobs_rels pl ON pl.path = 'levels' AND pl.levels_id = tl.levels_id AND pl.parent_id = pf.parent_id
    JOIN jobs p ON p.id = pf.parent_id AND p.status = 'published'
    JOIN products pp ON pp.id = p.product_id AND pp.key = 'basic'
      AND p.online_from < ((t.wto + 1)::timestamp AT TIME ZONE 'Europe/Zurich')
      AND (p.online_until IS NULL OR p.online_until >= (t.wfrom::timestamp AT TIME ZONE 'Europe/Zurich'))
    UNION ALL
    SELECT t.id, t.id, t.wfrom, t.wto FROM target t
  ),
  windows AS (SELECT DISTINCT ad, wfrom, wto FROM pairs),
  counted AS (
    SELECT w.ad, w.wfrom, w.wto, COALESCE(sum(d.impressions), 0) AS impressions, COALESCE(sum(d.views), 0) AS views
    FROM windows w LEFT JOIN statistic_daily_jobs d ON d.job_id = w.ad AND d.day BETWEEN w.wfrom AND w.wto
    GROUP BY w.ad, w.wfrom, w.wto
  )
  SELECT p.target,
         max(c.impressions) FILTER (WHERE p.ad = p.target)::int AS impressions,
         max(c.views) FILTER (WHERE p.ad = p.target)::int AS views,
         (count(*) FILTER (WHERE p.ad <> p.target))::int AS similar_count,
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY c.impressions) FILTER (WHERE p.ad <> p.target))::numeric)::int AS median_impressions,
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY c.views) FILTER (WHERE p.ad <> p.target))::numeric)::int AS median_views
  FROM pairs p JOIN counted c ON c.ad = p.ad AND c.wfrom = p.wfrom AND c.wto = p.wto
  GROUP BY p.target`

/** Monday of the ISO week of a day. */
function monday(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

export async function compareWithSimilarAds(pool: Pool, jobs: number[], from: string, to: string): Promise<Map<number, AdComparison>> {
  const result = new Map<number, AdComparison>()
  if (jobs.length === 0) return result
  const ads = (await pool.query<{ id: number; product: string | null; online_from: string | null; online_until: string | null; rolled_until: string | null }>(ADS, [jobs])).rows
  const products = new Map(ads.map((ad) => [ad.id, productKey(ad.product)]))
  const set = (id: number, comparison: ComparisonResult) => result.set(id, { product: products.get(id) ?? null, comparison })
  const windows: { id: number; wfrom: string; wto: string }[] = []
  for (const ad of ads) {
    const product = products.get(ad.id) ?? null
    if (product === null || !COMPARED.includes(product)) {
      set(ad.id, null)
      continue
    }
    // the ad's online days in the range that are complete, widened to whole weeks
    const start = [from, ad.online_from]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1)!
    const end = [to, ad.online_until, ad.rolled_until].filter((d): d is string => d !== null).sort()[0]!
    if (start > end) {
      set(ad.id, 'tooFew')
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
    similar_count: number
    median_impressions: number | null
    median_views: number | null
  }>(MEDIANS, [windows.map((w) => w.id), windows.map((w) => w.wfrom), windows.map((w) => w.wto)])
  for (const w of windows) {
    const row = rows.find((r) => r.target === w.id)
    set(
      w.id,
      row && row.similar_count >= MIN_SIMILAR
        ? {
            impressions: row.impressions,
            views: row.views,
            medianImpressions: row.median_impressions ?? 0,
            medianViews: row.median_views ?? 0,
            similar: row.similar_count,
            weekFrom: w.wfrom,
            weekTo: w.wto,
          }
        : 'tooFew',
    )
  }
  return result
}
