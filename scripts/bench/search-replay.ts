// The never-seen searches of `render-load.mjs search` (its two-word texts, same sequence), straight
// against a running embedded PostgreSQL with pg_stat_statements (ADR 0072 says how to enable it):
// database execution time, shared buffers and statements per search, for the statements before
// ADR 0076 (three side by side, exact count) and after (placedSearchPage), twice each, alternating.
//   node --import tsx scripts/bench/search-replay.ts [searches] [data dir] [port]
import fs from 'node:fs'
import pg from 'pg'
import { JobFilterSchema } from '../../src/modules/jobs/filter-path'
import { buildJobSearchSql, placeWordsSql, readPlaceWords, searchWords } from '../../src/modules/jobs/search-sql'
import { placedSearchPage } from '../../src/modules/jobs/search-run'
import { rotationShift } from '../../src/modules/jobs/premium-slots'
const WORDS = (
  'arzt ärztin oberarzt assistenz chirurgie medizin innere kardiologie pädiatrie psychiatrie radiologie anästhesie notfall ' +
  'onkologie neurologie orthopädie urologie gynäkologie dermatologie hausarzt praxis spital klinik pflege therapie rehabilitation ' +
  'teilzeit vollzeit zürich bern basel luzern genf lausanne lugano chur aarau'
).split(' ')
const N = Number(process.argv[2] ?? 200)
const DATA_DIR = process.argv[3] ?? '.data-bench-search'
const pw = fs.readFileSync(`${DATA_DIR}/pg-password`, 'utf8').trim()
const pool = new pg.Pool({ host: '127.0.0.1', port: Number(process.argv[4] ?? 54362), user: 'helvemed', password: pw, database: 'helvemed', max: 1 })
const run = async <Row extends object>(text: string, values: unknown[]) => (await pool.query(text, values)).rows as Row[]
const stats = async () =>
  (
    await pool.query<{ calls: number; ms: number; buf: number }>(
      `SELECT sum(calls)::int AS calls, round(sum(total_exec_time)::numeric,1)::float AS ms, sum(shared_blks_hit+shared_blks_read)::int AS buf FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'`,
    )
  ).rows[0]!
const now = new Date()
for (const mode of ['before', 'after', 'before', 'after']) {
  await pool.query('SELECT pg_stat_statements_reset()')
  for (let i = 0; i < N; i++) {
    const text = `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]}`
    const filter = JobFilterSchema.parse({ text })
    const words = searchWords(text)
    const w = placeWordsSql(words!)
    const placeWords = readPlaceWords(await run(w.text, w.values))
    if (mode === 'after') await placedSearchPage(run, filter, { now, placeWords })
    else {
      const q = buildJobSearchSql(filter, { now, placeWords, countCap: null, window: { offset: 0, limit: 20 }, rotation: { shift: rotationShift(now), limit: 23 } })
      await Promise.all([run(q.list.text, q.list.values), run(q.premium.text, q.premium.values), run(q.count.text, q.count.values)])
    }
  }
  const s = await stats()
  console.log(mode, N, 'searches:', s, 'per search ms', (s.ms / N).toFixed(1), 'buffers', Math.round(s.buf / N), 'statements', (s.calls / N).toFixed(2))
}
await pool.end()
