// `npm run bench:crawl`: a skewed crawl over the sitemap's pages (all languages), as visitors and
// crawlers spread over a site: a few pages often, most rarely (Zipf, exponent 1, a fixed shuffle),
// first without edits, then with an employer's edit every BENCH_EDIT_MS (an ad's title, through
// the database, as the cockpit's save writes it), both from the store the sitemap's two passes
// filled. Reports the kept-page hit rate of each phase
// (hits / kept-or-keepable answers), req/s, p50/p95, the load average, and how many bytes the
// sitemap's pages take in the page store (gzip only, ADR 0073). Starts the platform like
// production (server/start.ts); reports numbers only, never fails on them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import pg from 'pg'
import { embeddedPassword } from '../../server/lib/embedded-db.ts'
import { envNumber, portInUse, startPlatform } from './server.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const config = {
  port: envNumber('BENCH_PORT', 3300, { min: 1, integer: true }),
  pgPort: envNumber('BENCH_PG_PORT', 54359, { min: 1, integer: true }),
  dataDir: path.resolve(root, process.env.BENCH_DATA_DIR || '.data-bench'),
  duration: envNumber('BENCH_DURATION', 30, { min: 1, integer: true }),
  connections: envNumber('BENCH_CONNECTIONS', 10, { min: 1, integer: true }),
  editMs: envNumber('BENCH_EDIT_MS', 1000, { min: 50, integer: true }),
}
const origin = `http://127.0.0.1:${config.port}`
const HEADERS = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HelvemedLoadTest/1.0', accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }
const say = (msg = '') => console.log(msg)

async function getText(url) {
  const res = await fetch(url, { headers: HEADERS })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return res.text()
}

async function sitemapPages() {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const pages = []
  for (const part of locs(await getText(`${origin}/sitemap.xml`))) pages.push(...(part.endsWith('.xml') ? locs(await getText(`${origin}${part}`)) : [part]))
  return [...new Set(pages)]
}

/** A seeded generator (mulberry32): the same crawl every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Draws pages with probability ∝ 1/rank over a fixed shuffle of them. */
function zipf(pages, rand) {
  const order = [...pages]
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const cumulative = []
  let sum = 0
  for (let i = 0; i < order.length; i++) cumulative.push((sum += 1 / (i + 1)))
  return () => {
    const x = rand() * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < x) lo = mid + 1
      else hi = mid
    }
    return order[lo]
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] : null)

/** `connections` loops requesting drawn pages for `seconds`; counts the cache's answers. */
async function crawl(next, seconds) {
  const end = Date.now() + seconds * 1000
  const counts = { hit: 0, miss: 0, other: 0, errors: 0 }
  const latencies = []
  const loop = async () => {
    while (Date.now() < end) {
      const started = performance.now()
      try {
        const res = await fetch(origin + next(), { headers: HEADERS, redirect: 'manual' })
        await res.arrayBuffer()
        const kind = res.headers.get('x-page-cache')
        counts[kind === 'hit' ? 'hit' : kind === 'miss' && res.status === 200 ? 'miss' : 'other']++
      } catch {
        counts.errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: config.connections }, loop))
  latencies.sort((a, b) => a - b)
  const total = counts.hit + counts.miss + counts.other
  return {
    ...counts,
    hitRate: counts.hit / Math.max(1, counts.hit + counts.miss),
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    load: os.loadavg()[0],
  }
}

async function main() {
  if (await portInUse(config.port)) throw new Error(`port ${config.port} is in use`)
  const server = startPlatform({
    root,
    port: config.port,
    dataDir: config.dataDir,
    pgPort: config.pgPort,
    logFile: path.join(root, 'bench-results', 'crawl-server.log'),
    echo: say,
  })
  try {
    await server.waitReady(`${origin}/api/_auth/session`, 15 * 60 * 1000)
    server.quiet()
    const db = new pg.Client({ connectionString: `postgres://helvemed:${encodeURIComponent(embeddedPassword(config.dataDir))}@127.0.0.1:${config.pgPort}/helvemed` })
    await db.connect()
    const pages = await sitemapPages()
    say(`sitemap: ${pages.length} pages`)
    // Every sitemap page once, then again: what the store holds of the whole site, and whether it holds all of it.
    await db.query(`SELECT pg_notify('helvemed_pages', 'all')`)
    let gzipBytes = 0
    for (const page of pages) await fetch(origin + page, { headers: HEADERS }).then((r) => r.arrayBuffer())
    let held = 0
    for (const page of pages) {
      const res = await fetch(origin + page, { headers: HEADERS })
      await res.arrayBuffer()
      if (res.headers.get('x-page-cache') === 'hit') {
        held++
        // the bytes sent (fetch hands the body over decompressed): the kept gzip
        gzipBytes += Number(res.headers.get('content-length') ?? 0) + 1024
      }
    }
    say(
      `the whole sitemap kept: ${held} of ${pages.length} pages answered from the store on the second pass; ${(gzipBytes / 1024 / 1024).toFixed(1)} MB counted against the budget (gzip + 1 KB each)`,
    )

    // gzip against brotli for keeping pages: size, and the cost of making and of undoing each
    const encodings = { gzip: { bytes: 0, makeMs: 0, undoMs: 0 }, br: { bytes: 0, makeMs: 0, undoMs: 0 }, identity: 0 }
    for (const page of pages.filter((_, i) => i % Math.ceil(pages.length / 60) === 0)) {
      const html = Buffer.from(await (await fetch(origin + page, { headers: { ...HEADERS, 'accept-encoding': 'identity' } })).arrayBuffer())
      encodings.identity += html.length
      let t = performance.now()
      const gz = zlib.gzipSync(html, { level: 6 })
      encodings.gzip.makeMs += performance.now() - t
      t = performance.now()
      zlib.gunzipSync(gz)
      encodings.gzip.undoMs += performance.now() - t
      t = performance.now()
      const br = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      encodings.br.makeMs += performance.now() - t
      t = performance.now()
      zlib.brotliDecompressSync(br)
      encodings.br.undoMs += performance.now() - t
      encodings.gzip.bytes += gz.length
      encodings.br.bytes += br.length
    }
    say(
      `encodings over a sample: identity ${(encodings.identity / 1024).toFixed(0)} KB; gzip-6 ${(encodings.gzip.bytes / 1024).toFixed(0)} KB (${encodings.gzip.makeMs.toFixed(0)} ms to make, ${encodings.gzip.undoMs.toFixed(0)} ms to undo); ` +
        `brotli-5 ${(encodings.br.bytes / 1024).toFixed(0)} KB (${encodings.br.makeMs.toFixed(0)} ms, ${encodings.br.undoMs.toFixed(0)} ms)`,
    )

    const results = {}
    const rand = random(33)
    const next = zipf(pages, rand)
    // both phases start from the store as the sitemap passes left it (the whole site kept): the
    // steady state of a site whose pages fit; a cold store's hit rate says more about the length of the run
    results.noEdits = await crawl(next, config.duration)
    const jobs = (await db.query(`SELECT id FROM jobs WHERE status = 'published' ORDER BY id`)).rows.map((r) => r.id)
    let edits = 0
    const editor = setInterval(() => {
      const id = jobs[Math.floor(rand() * jobs.length)]
      edits++
      void db.query(`UPDATE jobs SET title = CASE WHEN right(title, 1) = '.' THEN left(title, -1) ELSE title || '.' END, updated_at = now() WHERE id = $1`, [id]).catch(() => {})
    }, config.editMs)
    results.edits = await crawl(next, config.duration)
    clearInterval(editor)
    await db.end()
    const row = (name, r) =>
      `| ${name} | ${r.hitRate.toFixed(3)} | ${r.rps.toFixed(0)} | ${r.p50?.toFixed(0)} ms | ${r.p95?.toFixed(0)} ms | ${r.hit}/${r.miss}/${r.other}/${r.errors} | ${r.load.toFixed(2)} |`
    say()
    say(`skewed crawl (Zipf) over ${pages.length} sitemap pages, ${config.connections} connections, ${config.duration} s per phase`)
    say('| phase | hit rate | req/s | p50 | p95 | hit/miss/other/errors | load (1 min) |')
    say('|---|---|---|---|---|---|---|')
    say(row('no edits', results.noEdits))
    say(row(`an edit every ${config.editMs} ms (${edits} edits)`, results.edits))
    say(`hit rate with edits / without: ${(results.edits.hitRate / results.noEdits.hitRate).toFixed(3)}`)
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    fs.writeFileSync(path.join(root, 'bench-results', 'crawl.json'), JSON.stringify({ config, pages: pages.length, held, gzipBytes, encodings, results }, null, 2))
  } finally {
    await server.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
