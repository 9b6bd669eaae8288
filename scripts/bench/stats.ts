// Statistics benchmark (`npm run bench:stats`, see README.md and ADR 0038): 13 months of figures
// for 2,000 ads of 200 institutions (20 hospital groups of 10), as the platform keeps them: daily
// aggregates for the older days plus one month of raw events. Measures the roll-up of that month
// (time per day of events) and then the statistics call (statisticsFor, what
// POST /api/fn/user/statistics runs after the login check) and the screen's report (with the
// comparison with similar ads) for typical selections. Reports only.
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { startEmbeddedPostgres } from '../../server/lib/embedded-db'
import { applyMigrations } from '../../server/lib/migrate'
import { persistentSecret } from '../../server/lib/secret'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_STATS_DATA_DIR ?? '.data-bench-stats')
const PG_PORT = Number(process.env.BENCH_STATS_PG_PORT ?? 54364)
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 30)
const WARMUP = Number(process.env.BENCH_STATS_WARMUP ?? 3)
/** raw events per ad and day in the last month (plus a tenth of that per institution) */
const EVENTS_PER_JOB_DAY = Number(process.env.BENCH_STATS_EVENTS ?? 30)
const GROUPS = 20
const SITES_PER_GROUP = 9
const JOBS_PER_INSTITUTION = 10
const DAYS = 396 // 13 months
const RAW_DAYS = 30
const TARGET_P95_MS = 200

const log = (msg: string) => console.log(`[bench:stats] ${msg}`)

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

async function generate(payload: Payload, today: string): Promise<void> {
  const pool = payload.db.pool
  await pool.query(`TRUNCATE statistic_events, statistic_daily_jobs, statistic_daily_institutions, memberships, jobs, jobs_rels, institutions, users CASCADE`)
  const one = async (sql: string, values: unknown[] = []) => (await pool.query<{ id: number }>(sql, values)).rows[0]!.id
  const category = await one(`INSERT INTO categories (key) VALUES ('BENCH') ON CONFLICT DO NOTHING RETURNING id`).catch(async () => one(`SELECT id FROM categories LIMIT 1`))
  const region = await one(`INSERT INTO regions (key) VALUES ('BENCH') ON CONFLICT DO NOTHING RETURNING id`).catch(async () => one(`SELECT id FROM regions LIMIT 1`))
  // a quarter of the ads Premium (compared), a quarter Basic (their peers), half without a package
  const product = async (key: string) => one(`INSERT INTO products (key, position) VALUES ($1, 9) ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING id`, [key])
  const premium = await product('premium')
  const basic = await product('basic')
  const fields = (await pool.query<{ id: number }>(`INSERT INTO fields (key) SELECT 'BENCH_F' || g FROM generate_series(1, 8) g RETURNING id`)).rows.map((r) => r.id)
  const levels = (await pool.query<{ id: number }>(`INSERT INTO levels (key) SELECT 'BENCH_L' || g FROM generate_series(1, 3) g RETURNING id`)).rows.map((r) => r.id)
  // 20 groups: a parent and 9 sites with confirmed links
  await pool.query(
    `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city)
     SELECT 'Gruppe ' || g, 'gruppe-' || g, 'active', $1, $2, 'de', 'Bern' FROM generate_series(1, ${GROUPS}) g`,
    [category, region],
  )
  await pool.query(
    `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city, parent_id, parent_status)
     SELECT 'Standort ' || p.id || '-' || s, 'standort-' || p.id || '-' || s, 'active', $1, $2, 'de', 'Thun', p.id, 'active'
     FROM institutions p, generate_series(1, ${SITES_PER_GROUP}) s WHERE p.parent_id IS NULL`,
    [category, region],
  )
  await pool.query(
    `INSERT INTO jobs (title, slug, institution_id, status, online_from, online_until, product_id)
     SELECT 'Stelle ' || i.id || '-' || n, 'stelle-' || i.id || '-' || n, i.id, 'published',
            ($1::date - ${DAYS})::timestamp AT TIME ZONE 'Europe/Zurich', ($1::date + 30)::timestamp AT TIME ZONE 'Europe/Zurich',
            CASE n % 4 WHEN 0 THEN $2::int WHEN 2 THEN $3::int END
     FROM institutions i, generate_series(1, ${JOBS_PER_INSTITUTION}) n`,
    [today, premium, basic],
  )
  await pool.query(
    `INSERT INTO jobs_rels ("order", parent_id, path, fields_id, levels_id)
     SELECT 1, id, 'fields', ($1::int[])[1 + id % array_length($1::int[], 1)], NULL FROM jobs
     UNION ALL SELECT 1, id, 'levels', NULL, ($2::int[])[1 + id % array_length($2::int[], 1)] FROM jobs`,
    [fields, levels],
  )
  // aggregates for the days before the raw month
  await pool.query(
    `INSERT INTO statistic_daily_jobs (day, job_id, institution_id, institution_parent_id, impressions, views)
     SELECT d::date, j.id, j.institution_id, COALESCE(i.parent_id, 0), 20 + (j.id * 7 + extract(doy FROM d)::int) % 40, (j.id + extract(doy FROM d)::int) % 5
     FROM jobs j JOIN institutions i ON i.id = j.institution_id, generate_series($1::date - ${DAYS}, $1::date - ${RAW_DAYS + 1}, interval '1 day') d`,
    [today],
  )
  await pool.query(
    `INSERT INTO statistic_daily_institutions (day, institution_id, institution_parent_id, impressions, views)
     SELECT d::date, i.id, COALESCE(i.parent_id, 0), 10 + (i.id * 3 + extract(doy FROM d)::int) % 30, (i.id + extract(doy FROM d)::int) % 4
     FROM institutions i, generate_series($1::date - ${DAYS}, $1::date - ${RAW_DAYS + 1}, interval '1 day') d`,
    [today],
  )
  // one month of raw events, a day per statement
  for (let back = RAW_DAYS; back >= 1; back--) {
    await pool.query(
      `INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id, created_at, updated_at)
       SELECT (CASE WHEN n % 10 = 0 THEN 'fe/job/view' ELSE 'fe/job/impression' END)::enum_statistic_events_type, j.id, j.institution_id, i.parent_id,
              (($1::date - $2::int)::timestamp AT TIME ZONE 'Europe/Zurich') + ((j.id * 37 + n * 997) % 86400) * interval '1 second', now()
       FROM jobs j JOIN institutions i ON i.id = j.institution_id, generate_series(1, ${EVENTS_PER_JOB_DAY}) n`,
      [today, back],
    )
    await pool.query(
      `INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id, created_at, updated_at)
       SELECT (CASE WHEN n % 5 = 0 THEN 'fe/institution/view' ELSE 'fe/institution/impression' END)::enum_statistic_events_type, NULL, i.id, i.parent_id,
              (($1::date - $2::int)::timestamp AT TIME ZONE 'Europe/Zurich') + ((i.id * 53 + n * 991) % 86400) * interval '1 second', now()
       FROM institutions i, generate_series(1, ${Math.max(1, Math.round(EVENTS_PER_JOB_DAY * 3))}) n`,
      [today, back],
    )
  }
  const user = await one(`INSERT INTO users (first_name, last_name, email, role) VALUES ('Bench', 'HR', 'hr@bench.test', 'ROLE_INSTITUTION') RETURNING id`)
  await pool.query(`INSERT INTO memberships (user_id, institution_id, status) SELECT $1, id, 'active' FROM institutions WHERE parent_id IS NULL ORDER BY id LIMIT 1`, [user])
  await pool.query(`UPDATE statistic_rollup_state SET rolled_until = $1::date - ${RAW_DAYS + 1}`, [today])
  await pool.query('VACUUM ANALYZE')
}

async function main() {
  process.chdir(ROOT)
  const db = await startEmbeddedPostgres({ dataDir: DATA_DIR, port: PG_PORT, log })
  const env = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: persistentSecret(DATA_DIR), PAYLOAD_AUTOGENERATE_TYPES: 'false', JOBS_AUTORUN: 'false' }
  Object.assign(process.env, env)
  let payload: Payload | null = null
  try {
    log('applying migrations …')
    await applyMigrations(env, log)
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../src/payload.config')
    payload = await getPayload({ config })
    const pool = payload.db.pool
    const { swissToday, addDays } = await import('../../src/modules/statistics/dates')
    const { rollUpStatistics } = await import('../../src/modules/statistics/rollup.server')
    const { statisticsFor } = await import('../../src/modules/statistics/statistics.server')
    const { jobFigures } = await import('../../src/modules/statistics/figures.server')
    const { statisticsReport } = await import('../../src/modules/statistics/report.server')
    const { parseScreenQuery } = await import('../../src/modules/statistics/screen-query')
    const today = swissToday()

    let started = Date.now()
    const reuse =
      process.env.BENCH_STATS_FRESH !== '1' &&
      (
        await pool.query<{ ok: boolean }>(
          `SELECT (SELECT count(*) FROM jobs) = ${GROUPS * (SITES_PER_GROUP + 1) * JOBS_PER_INSTITUTION}
          AND (SELECT max(created_at AT TIME ZONE 'Europe/Zurich')::date FROM statistic_events) = $1::date - 1 AS ok`,
          [today],
        )
      ).rows[0]?.ok
    if (reuse) {
      log('reusing the generated dataset (BENCH_STATS_FRESH=1 makes a new one); unfolding its raw month')
      await pool.query(`DELETE FROM statistic_daily_jobs WHERE day > $1::date - ${RAW_DAYS + 1}`, [today])
      await pool.query(`DELETE FROM statistic_daily_institutions WHERE day > $1::date - ${RAW_DAYS + 1}`, [today])
      await pool.query(`UPDATE statistic_rollup_state SET rolled_until = $1::date - ${RAW_DAYS + 1}`, [today])
    } else {
      log(`generating ${GROUPS * (SITES_PER_GROUP + 1)} institutions, ${GROUPS * (SITES_PER_GROUP + 1) * JOBS_PER_INSTITUTION} ads, ${DAYS} days …`)
      await generate(payload, today)
    }
    const counts = (
      await pool.query<{ raw: number; jobs: number; institutions: number }>(
        `SELECT (SELECT count(*) FROM statistic_events)::int AS raw, (SELECT count(*) FROM statistic_daily_jobs)::int AS jobs, (SELECT count(*) FROM statistic_daily_institutions)::int AS institutions`,
      )
    ).rows[0]!
    log(
      `generated in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.raw} raw events (${RAW_DAYS} days), ${counts.jobs} + ${counts.institutions} aggregate rows before them`,
    )

    started = Date.now()
    const rolled = await rollUpStatistics(pool)
    const rollMs = Date.now() - started
    const perDay = rollMs / Math.max(1, rolled.days)
    log(`roll-up: ${rolled.days} days of ${Math.round(counts.raw / RAW_DAYS)} events each in ${(rollMs / 1000).toFixed(1)} s = ${perDay.toFixed(0)} ms per day`)
    await pool.query('VACUUM ANALYZE statistic_daily_jobs, statistic_daily_institutions')

    const member = (await pool.query<{ id: number }>(`SELECT id FROM users WHERE email = 'hr@bench.test'`)).rows[0]!.id
    const viewer = { id: member, role: 'ROLE_INSTITUTION' as const }
    const group = (await pool.query<{ id: number }>(`SELECT id FROM institutions WHERE parent_id IS NULL ORDER BY id LIMIT 1`)).rows[0]!.id
    const site = (await pool.query<{ id: number }>(`SELECT id FROM institutions WHERE parent_id = $1 ORDER BY id LIMIT 1`, [group])).rows[0]!.id
    const oneJob = (await pool.query<{ id: number }>(`SELECT id FROM jobs WHERE institution_id = $1 ORDER BY id LIMIT 1`, [site])).rows[0]!.id
    const siteIds = (await pool.query<{ id: number }>(`SELECT id FROM institutions WHERE parent_id = $1 ORDER BY id`, [group])).rows.map((r) => r.id)
    const year = { from: addDays(today, -364), to: today }
    const groupJobs = (
      await pool.query<{ id: number }>(`SELECT j.id FROM jobs j JOIN institutions i ON i.id = j.institution_id WHERE i.id = $1 OR i.parent_id = $1`, [group])
    ).rows.map((r) => r.id)
    const cases: [string, () => Promise<unknown>][] = [
      ['group, 12 months, all 100 ads', () => statisticsFor(payload!, viewer, { ...year, institutions: [group], jobs: 'all' })],
      ['  of which the figures SQL alone', () => jobFigures(pool, groupJobs, year.from, year.to)],
      ['group, 12 months, 10 profiles', () => statisticsFor(payload!, viewer, { ...year, institutions: [group, ...siteIds], jobs: null })],
      ['group, 12 months, parent profile', () => statisticsFor(payload!, viewer, { ...year, institutions: [group], jobs: null })],
      ['one site, 30 days, its 10 ads', () => statisticsFor(payload!, viewer, { from: addDays(today, -29), to: today, institutions: [site], jobs: 'all' })],
      ['one ad, 12 months', () => statisticsFor(payload!, viewer, { ...year, institutions: 'all', jobs: [oneJob] })],
      [
        'screen report: group, 12 months, 100 ads + medians',
        () => statisticsReport(payload!, viewer, parseScreenQuery({ preset: '12m', view: 'jobs', institution: String(group) }), today),
      ],
    ]
    const results: { selection: string; p50: number; p95: number; max: number }[] = []
    for (const [name, run] of cases) {
      const times: number[] = []
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = process.hrtime.bigint()
        await run()
        const ms = Number(process.hrtime.bigint() - t0) / 1e6
        if (i >= WARMUP) times.push(ms)
      }
      times.sort((a, b) => a - b)
      const r = { selection: name, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] ?? Number.NaN }
      results.push(r)
      log(`${name.padEnd(50)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`)
    }
    const target = results[0]!
    log(`target (group, 12 months) p95 ${target.p95.toFixed(1)} ms <= ${TARGET_P95_MS} ms: ${target.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`)
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
    fs.writeFileSync(
      path.join(ROOT, 'bench-results', 'stats.json'),
      JSON.stringify(
        { at: new Date().toISOString(), dataset: counts, rollUp: { days: rolled.days, msPerDay: perDay }, runs: RUNS, warmup: WARMUP, targetP95Ms: TARGET_P95_MS, results },
        null,
        2,
      ),
    )
  } finally {
    if (payload) {
      payload.db.pool.on('error', () => {})
      await payload.db.pool.end().catch(() => {})
    }
    await db.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
