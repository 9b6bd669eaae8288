// `npm run bench`: starts the platform like production (server/start.ts), load-tests a few routes
// with autocannon one after the other, samples the Next server's memory the whole time, prints a
// table and writes bench-results/latest.json. Reports numbers only; never fails on them.
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { embeddedPassword } from '../../server/lib/embedded-db.ts'
import { findNextServer, startRssSampler, treeRss } from './rss.mjs'
import { sampleIds } from './samples.mjs'
import { envNumber, portInUse, startPlatform } from './server.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const resultsDir = path.join(root, 'bench-results')

const config = {
  port: envNumber('BENCH_PORT', 3300, { min: 1, integer: true }),
  pgPort: envNumber('BENCH_PG_PORT', 54359, { min: 1, integer: true }),
  dataDir: path.resolve(root, process.env.BENCH_DATA_DIR || '.data-bench'),
  duration: envNumber('BENCH_DURATION', 10, { min: 1, integer: true }),
  connections: envNumber('BENCH_CONNECTIONS', 10, { min: 1, integer: true }),
  warmup: envNumber('BENCH_WARMUP', 2, { min: 0, integer: true }),
  readyTimeoutMs: 15 * 60 * 1000,
  rssIntervalMs: 250,
  rssTargetMb: 500,
}
const origin = `http://127.0.0.1:${config.port}`

// Browser-like request headers: the user agent must not look like a bot, or the proxy answers
// error statuses without rendering the error page (see src/modules/routing/bots.ts).
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HelvemedLoadTest/1.0',
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-language': 'de-CH,de;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

// Words for the varied search: each request a search no one asked before (no kept page helps).
const WORDS = (
  'arzt ärztin oberarzt assistenz chirurgie medizin innere kardiologie pädiatrie psychiatrie radiologie anästhesie notfall ' +
  'onkologie neurologie orthopädie urologie gynäkologie dermatologie hausarzt praxis spital klinik pflege therapie rehabilitation ' +
  'médecin urgences chirurgien cardiologie pédiatrie psychiatre infirmier hôpital medico chirurgo ospedale pediatra ' +
  'teilzeit vollzeit zürich bern basel luzern genf lausanne lugano chur aarau'
).split(' ')
const variedSearches = () => WORDS.flatMap((a) => WORDS.map((b) => `/de/jobs/suche-${encodeURIComponent(a)}-${encodeURIComponent(b)}`))

// The static-file baseline: an asset the site serves anyway (no fixture in public/ just for the bench).
const STATIC_FILE = '/icons/icon-192.png'

/** The routes, with real ids from the database (an online ad, an active institution, an article). */
function targetsFor(sample) {
  const t = [
    { id: 'static', label: 'static file', path: STATIC_FILE, expect: [200] },
    { id: 'home', label: 'home page', path: '/de', expect: [200] },
  ]
  if (sample.job) t.push({ id: 'job', label: 'job page', path: `/de/job/${sample.job}`, expect: [200] })
  if (sample.institution) t.push({ id: 'institution', label: 'institution page', path: `/de/institution/${sample.institution}`, expect: [200] })
  if (sample.article) t.push({ id: 'article', label: 'e-journal article', path: `/de/ejournal/${encodeURIComponent(sample.article)}`, expect: [200] })
  t.push({ id: 'search', label: 'job search', path: '/de/jobs', expect: [200] })
  if (sample.field) t.push({ id: 'search-filter', label: 'job search, a filter path', path: `/de/jobs/${encodeURIComponent(sample.field)}`, expect: [200] })
  t.push({ id: 'search-text', label: 'job search, a text', path: '/de/jobs/suche-arzt', expect: [200] })
  t.push({ id: 'search-varied', label: 'job search, a new text each request', path: '/de/jobs/suche-…', paths: variedSearches(), expect: [200] })
  t.push({ id: 'cockpit-401', label: '401 page (anonymous)', path: '/de/cockpit/jobs', expect: [401] })
  t.push({ id: 'api-init', label: 'init API', path: '/api/init?locale=de', expect: [200] })
  return t
}

const say = (msg = '') => console.log(msg)
const mb = (kb) => Math.round(kb / 1024)
const round = (n, digits = 2) => (n === null || n === undefined ? null : Number(n.toFixed(digits)))
/** 0.31×, or two significant digits for small ratios (0.023×). */
const ratio = (r) => `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}×`
const fmt = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits))

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** One autocannon run; collects every response's latency so p50/p95/p99 are exact. */
function cannon(url, seconds, onInstance, nextPath = null) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const errorKinds = {}
    // several paths: every request takes the next one, whichever connection sends it
    const requests = nextPath ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }] : undefined
    const instance = autocannon({ url, connections: config.connections, duration: seconds, headers: HEADERS, timeout: 10, requests }, (err, result) =>
      err ? reject(err) : resolve({ result, latencies, errorKinds }),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
    instance.on('reqError', (e) => {
      const kind = e?.code ?? e?.message ?? String(e)
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
    })
    onInstance(instance)
  })
}

/** A single request first, so a broken route shows up clearly before the load starts. */
async function probe(url) {
  try {
    const res = await fetch(url, { headers: HEADERS, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    const body = await res.arrayBuffer()
    return { status: res.status, contentType: res.headers.get('content-type'), bytes: body.byteLength, location: res.headers.get('location') }
  } catch (e) {
    return { status: null, error: e?.cause?.code ?? e?.message ?? String(e) }
  }
}

function summarize(target, { result, latencies, errorKinds }) {
  const sorted = Float64Array.from(latencies).sort()
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]))
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !target.expect.includes(Number(code)))
    .reduce((sum, [, n]) => sum + n, 0)
  return {
    id: target.id,
    label: target.label,
    path: target.path,
    expectedStatus: target.expect,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    reqPerSecStddev: result.requests.stddev,
    latencyMs: {
      mean: result.latency.mean,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.length ? sorted[sorted.length - 1] : null),
      autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    },
    throughputBytesPerSec: result.throughput.average,
    statuses,
    errors: {
      total: result.errors + unexpected,
      connection: result.errors - result.timeouts,
      timeouts: result.timeouts,
      unexpectedStatus: unexpected,
      kinds: errorKinds,
    },
  }
}

function statusText(statuses) {
  return (
    Object.entries(statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') || 'none'
  )
}

function table(rows, headers) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() !== ''
    return dirty ? `${head}+dirty` : head
  } catch {
    return null
  }
}

/** How large the dataset is, so results from the demo data and the 100k-jobs data are not mixed up. */
async function datasetSize(pgPort) {
  const password = encodeURIComponent(embeddedPassword(config.dataDir))
  const client = new pg.Client({ connectionString: `postgres://helvemed:${password}@127.0.0.1:${pgPort}/helvemed` })
  try {
    await client.connect()
    const out = {}
    for (const t of ['jobs', 'users']) {
      try {
        out[t] = (await client.query(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0].n
      } catch (e) {
        out[t] = null
        out.error ??= e?.message ?? String(e)
      }
    }
    return out
  } catch (e) {
    return { error: e?.message ?? String(e) }
  } finally {
    await client.end().catch(() => {})
  }
}

let server = null
let current = null
let cleaningUp = null
let aborted = false

async function cleanup() {
  cleaningUp ??= (async () => {
    try {
      current?.stop()
    } catch {
      // not running
    }
    if (server) {
      say('\nstopping the server (SIGTERM to server/start.ts) …')
      await server.stop()
      say('server stopped')
    }
  })()
  return cleaningUp
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (aborted) return
    aborted = true
    say(`\n${signal}: aborting the benchmark`)
    void cleanup().then(() => process.exit(130))
  })
}

async function main() {
  const staticFile = path.join(root, 'public', STATIC_FILE)
  if (!fs.existsSync(staticFile)) throw new Error(`public${STATIC_FILE} is missing (the static-file baseline)`)
  if (await portInUse(config.port)) {
    throw new Error(`port ${config.port} is already in use; stop that server or set BENCH_PORT to a free port`)
  }

  say(`Helvemed benchmark — ${config.connections} connections, ${config.duration} s per route after ${config.warmup} s warm-up`)
  say(`data dir ${path.relative(root, config.dataDir) || '.'}, port ${config.port}, PostgreSQL port ${config.pgPort}`)
  say('starting the platform (node --import tsx server/start.ts; the first run seeds and builds, which takes a few minutes) …')

  const logFile = path.join(resultsDir, 'server.log')
  const t0 = Date.now()
  server = startPlatform({
    root,
    port: config.port,
    dataDir: config.dataDir,
    pgPort: config.pgPort,
    logFile,
    echo: (line) => say(`  │ ${line}`),
  })
  try {
    await server.waitReady(`${origin}/api/_auth/session`, config.readyTimeoutMs)
  } catch (e) {
    say(`(full server output in ${path.relative(root, logFile)})`)
    throw e
  }
  server.quiet()
  const startupSeconds = (Date.now() - t0) / 1000
  say(`ready after ${fmt(startupSeconds)} s (server output continues in ${path.relative(root, logFile)})`)

  // server/start.ts may have fallen back to another PostgreSQL port when ours was taken.
  const pgPortUsed = Number(/embedded PostgreSQL on port (\d+)/.exec(fs.readFileSync(logFile, 'utf8'))?.[1] ?? config.pgPort)
  const dataset = await datasetSize(pgPortUsed)
  say(dataset.error ? `dataset: could not count rows (${dataset.error})` : `dataset: ${dataset.jobs} jobs, ${dataset.users} users`)

  let nextPid = null
  for (let i = 0; i < 40 && !nextPid; i++) {
    nextPid = await findNextServer(server.pid)
    if (!nextPid) await new Promise((r) => setTimeout(r, 250))
  }
  if (!nextPid) throw new Error('could not find the `next start` process under server/start.ts')
  const rssAtStart = await treeRss(nextPid)
  say(`Next server pid ${nextPid}: ${rssAtStart.processes.length} process(es), RSS after start ${mb(rssAtStart.totalKb)} MB`)

  const sample = await sampleIds(config.dataDir, pgPortUsed)
  const TARGETS = targetsFor(sample)
  say(`routes: ${TARGETS.map((t) => t.path).join(' ')}`)

  const sampler = startRssSampler(nextPid, config.rssIntervalMs)
  const results = []
  try {
    for (const target of TARGETS) {
      if (aborted) return
      const url = origin + target.path
      say(`\n▶ ${target.path} (${target.label}, expected ${target.expect.join('/')})`)
      sampler.mark(`${target.id}:warmup`)
      const first = await probe(target.paths ? origin + target.paths[target.paths.length - 1] : url)
      if (aborted) return
      say(
        first.status === null
          ? `  probe: request failed (${first.error})`
          : `  probe: HTTP ${first.status}, ${first.bytes} bytes, ${first.contentType ?? 'no content type'}${first.location ? ` → ${first.location}` : ''}`,
      )
      if (first.status !== null && !target.expect.includes(first.status)) say(`  ⚠ unexpected status ${first.status}; the run continues and counts it as errors`)
      // varied paths go on where the warm-up stopped, so the measured requests are all new
      let n = 0
      const nextPath = target.paths ? () => target.paths[n++ % target.paths.length] : null
      if (config.warmup > 0) await cannon(url, config.warmup, (i) => (current = i), nextPath)
      sampler.mark(target.id)
      const run = await cannon(url, config.duration, (i) => (current = i), nextPath)
      current = null
      const summary = { ...summarize(target, run), probe: first }
      results.push(summary)
      const base = results[0]
      if (target.id !== 'static' && base.reqPerSec > 0) summary.vsStatic = round(summary.reqPerSec / base.reqPerSec, 4)
      const l = summary.latencyMs
      say(`  req/s ${fmt(summary.reqPerSec)} (mean of 1 s samples, ${summary.requests} requests)${summary.vsStatic ? `  = ${ratio(summary.vsStatic)} static` : ''}`)
      say(`  latency p50 ${fmt(l.p50)} ms · p95 ${fmt(l.p95)} ms · p99 ${fmt(l.p99)} ms · max ${fmt(l.max)} ms`)
      say(`  statuses ${statusText(summary.statuses)}`)
      const err = summary.errors
      say(
        err.total === 0
          ? '  errors 0'
          : `  errors ${err.total}: ${err.connection} connection, ${err.timeouts} timeouts, ${err.unexpectedStatus} unexpected status ${JSON.stringify(err.kinds)}`,
      )
    }
  } finally {
    current = null
  }
  const { peak } = await sampler.stop()
  const phasePeaks = sampler.peaks()
  for (const r of results) r.peakRssMb = mb(Math.max(phasePeaks[r.id] ?? 0, phasePeaks[`${r.id}:warmup`] ?? 0))

  say('\n' + '═'.repeat(100))
  say(
    table(
      results.map((r) => [
        r.path,
        r.expectedStatus.join('/'),
        fmt(r.reqPerSec),
        r.vsStatic ? ratio(r.vsStatic) : r.id === 'static' ? '1.00×' : '–',
        fmt(r.latencyMs.p50),
        fmt(r.latencyMs.p95),
        fmt(r.latencyMs.p99),
        statusText(r.statuses),
        r.errors.total,
        r.peakRssMb,
      ]),
      ['route', 'expect', 'req/s', 'vs static', 'p50 ms', 'p95 ms', 'p99 ms', 'statuses', 'errors', 'RSS MB'],
    ),
  )
  const peakMb = mb(peak.totalKb)
  say(`\npeak RSS: ${peakMb} MB (target < ${config.rssTargetMb} MB) — Next server process tree, PostgreSQL excluded; peak during ${peak.label}`)
  say(`latency percentiles are exact (every response's time, all statuses); req/s is autocannon's mean of 1 s samples`)

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    config: {
      connections: config.connections,
      durationSeconds: config.duration,
      warmupSeconds: config.warmup,
      port: config.port,
      dataDir: path.relative(root, config.dataDir),
      rssIntervalMs: config.rssIntervalMs,
      headers: HEADERS,
    },
    dataset,
    startupSeconds,
    rss: {
      afterStartMb: mb(rssAtStart.totalKb),
      peakMb,
      targetMb: config.rssTargetMb,
      peakDuring: peak.label,
      peakProcesses: peak.processes.map((p) => ({ pid: p.pid, name: p.name, mb: mb(p.rssKb) })),
      peakByPhaseMb: Object.fromEntries(Object.entries(phasePeaks).map(([k, v]) => [k, mb(v)])),
    },
    results,
  }
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n')
  say(`results written to ${path.relative(root, path.join(resultsDir, 'latest.json'))}`)
}

let exitCode = 0
try {
  await main()
} catch (e) {
  if (!aborted) console.error(`\nbenchmark failed: ${e instanceof Error ? e.message : e}`)
  exitCode = aborted ? 130 : 1
} finally {
  await cleanup()
}
process.exit(aborted ? 130 : exitCode)
