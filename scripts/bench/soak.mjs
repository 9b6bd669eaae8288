// `npm run bench:soak`: mixed traffic at a steady rate for a long time (default 30 minutes)
// against the platform started like production (server/start.ts), reporting the Next server's
// memory every minute, errors and restarts; acceptance at the end (see scripts/bench/README.md).
//
// Exit code: 0 when the acceptance holds, 1 when it does not or the run breaks.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { findNextServer } from './rss.mjs'
import { envNumber, portInUse, startPlatform } from './server.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const resultsDir = path.join(root, 'bench-results')

const profile = process.env.SOAK_PROFILE || 'steady'
if (!['steady', 'crawl'].includes(profile)) throw new Error(`SOAK_PROFILE must be steady or crawl (got "${profile}")`)
const crawl = profile === 'crawl'

const config = {
  profile,
  minutes: envNumber('SOAK_MINUTES', crawl ? 60 : 30, { min: 0.1 }),
  rate: envNumber('SOAK_RATE', 20, { min: 0.1 }),
  concurrency: envNumber('SOAK_CONCURRENCY', 8, { min: 1 }),
  port: envNumber('SOAK_PORT', 3305, { min: 1 }),
  pgPort: envNumber('SOAK_PG_PORT', 54366, { min: 1 }),
  dataDir: path.resolve(root, process.env.SOAK_DATA_DIR || '.data-soak'),
  /** RSS growth allowed over the judged window (the last 20 minutes, or the last two thirds of a shorter run) */
  maxGrowth: envNumber('SOAK_MAX_RSS_GROWTH', 0.1),
  loginEverySeconds: envNumber('SOAK_LOGIN_EVERY', 30, { min: 1 }),
  /** the crawl judges from this minute on (the first minutes fill caches and warm the JIT) */
  judgeFromMinute: envNumber('SOAK_JUDGE_FROM', 10, { min: 0, integer: true }),
  // A crawler gives up on a slow answer and opens a new connection (20 s); the steady profile waits 15 s.
  timeoutMs: crawl ? 20_000 : 15_000,
  readyTimeoutMs: 15 * 60 * 1000,
}
const origin = `http://127.0.0.1:${config.port}`
const memoryFile = path.join(resultsDir, `soak-memory-${config.port}.json`)
const DEMO_PASSWORD = 'Helvemed-Demo-2026'

const HEADERS = {
  // Not a bot (bots get bare status answers, see src/modules/routing/bots.ts).
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HelvemedSoak/1.0',
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const LOCALES = ['de', 'fr', 'it']
const TEXT_WORD = { de: 'suche', fr: 'recherche', it: 'ricerca' }
const PAGE_WORD = { de: 'seite', fr: 'page', it: 'pagina' }
const SYLLABLES = ['ka', 'lo', 'mer', 'di', 'zin', 'tra', 'vel', 'bu', 'ro', 'sta', 'ne', 'pi', 'chi', 'ru', 'gen', 'ol']
const word = () => Array.from({ length: 2 + Math.floor(Math.random() * 3) }, () => pick(SYLLABLES)).join('')
let serial = 0

// ---------------------------------------------------------------- traffic

async function getText(url) {
  const res = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(60_000) })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return res.text()
}

/** Everything the sitemap lists (pages of every type in three languages) and the filter dictionary. */
async function loadSite() {
  const index = await getText(`${origin}/sitemap.xml`)
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const pages = []
  for (const part of locs(index)) pages.push(...locs(await getText(`${origin}${part}`)))
  const dict = JSON.parse(await getText(`${origin}/api/fn/data/filter-dictionary`)).jobs
  const ids = (kind) => pages.map((p) => p.match(new RegExp(`^/[a-z]{2}/${kind}/(\\d+)`))?.[1]).filter(Boolean)
  return { pages, dict, jobIds: [...new Set(ids('job'))], institutionIds: [...new Set(ids('institution'))], rsc: await prefetchParam() }
}

/** 1–3 filter terms in canonical list order (fields, levels, regions, categories). */
function filterSegments(dict, locale, lists) {
  const chosen = lists.filter(() => Math.random() < 0.55)
  if (chosen.length === 0) chosen.push(pick(lists))
  return chosen.map((list) => pick(dict[list]).slug[locale])
}

/** Sometimes a later page: a page past the last one is a 404, as it should be. */
function maybePage(segments, locale) {
  if (Math.random() >= 0.2) return { segments, expect: [200] }
  return { segments: [...segments, `${PAGE_WORD[locale]}-${2 + Math.floor(Math.random() * 3)}`], expect: [200, 404] }
}

/**
 * The `_rsc` value Next expects for a prefetch with these headers (else it answers 307 to the
 * right one): the same function the Next client uses.
 */
async function prefetchParam() {
  const require = createRequire(import.meta.url)
  const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param.js')
  return computeCacheBustingSearchParam('1', undefined, undefined, undefined)
}

/** Images and scripts the pages link to, as a browser or link checker fetches them (bounded). */
const assets = { list: [], seen: new Set() }
function collectAssets(html) {
  for (const m of html.matchAll(/(?:src|href)="(\/(?:api\/cms\/media\/file|_next\/static)\/[^"]+)"/g)) {
    if (assets.seen.size >= 3000 || assets.seen.has(m[1])) continue
    assets.seen.add(m[1])
    assets.list.push(m[1].replace(/&amp;/g, '&'))
  }
}

/** The kinds of request, their share of the traffic and the statuses that count as answered. */
function requestKinds(site) {
  const sitemapCycle = { i: 0, order: [...site.pages].sort(() => Math.random() - 0.5) }
  const nextSitemapPage = () => sitemapCycle.order[sitemapCycle.i++ % sitemapCycle.order.length]
  const JOB_LISTS = ['fields', 'levels', 'regions', 'categories']
  const INSTITUTION_LISTS = ['fields', 'regions', 'categories']
  const fixed = ['', '/jobs', '/institutions', '/ejournals', '/login', '/register', '/forgot-password']
  return [
    { name: 'sitemap page', weight: 28, expect: [200], make: () => ({ path: nextSitemapPage() }) },
    { name: 'fixed page', weight: 8, expect: [200], make: () => ({ path: `/${pick(LOCALES)}${pick(fixed)}` }) },
    {
      name: 'rsc prefetch',
      weight: 5,
      expect: [200],
      make: () => ({ path: `${nextSitemapPage()}?_rsc=${site.rsc}`, headers: { rsc: '1', 'next-router-prefetch': '1' } }),
    },
    {
      name: 'image or script',
      weight: 6,
      expect: [200],
      make: () => (assets.list.length ? { path: pick(assets.list) } : { path: nextSitemapPage() }),
    },
    {
      name: 'job filter path',
      weight: 16,
      expect: [200],
      make: () => {
        const locale = pick(LOCALES)
        const { segments, expect } = maybePage(filterSegments(site.dict, locale, JOB_LISTS), locale)
        return { path: `/${locale}/jobs/${segments.join('/')}`, expect }
      },
    },
    {
      name: 'institution filter path',
      weight: 5,
      expect: [200],
      make: () => {
        const locale = pick(LOCALES)
        const { segments, expect } = maybePage(filterSegments(site.dict, locale, INSTITUTION_LISTS), locale)
        return { path: `/${locale}/institutions/${segments.join('/')}`, expect }
      },
    },
    {
      // A crawler following search forms: free text never seen before.
      name: 'text search path',
      weight: 10,
      expect: [200],
      make: () => {
        const locale = pick(LOCALES)
        return { path: `/${locale}/${pick(['jobs', 'institutions'])}/${TEXT_WORD[locale]}-${word()}-${(serial++).toString(36)}` }
      },
    },
    {
      name: 'api data',
      weight: 15,
      expect: [200],
      make: () => {
        const locale = pick(LOCALES)
        const filter = encodeURIComponent(filterSegments(site.dict, locale, INSTITUTION_LISTS).join('/'))
        return pick([
          () => ({ path: `/api/fn/data/jobs?locale=${locale}&filter=${filter}` }),
          () => ({ path: `/api/fn/data/institutions?locale=${locale}&filter=${filter}` }),
          () => ({ path: `/api/fn/data/job?locale=${locale}&slug=${pick(site.jobIds)}` }),
          () => ({ path: `/api/fn/data/institution?locale=${locale}&slug=${pick(site.institutionIds)}` }),
          () => ({ path: `/api/fn/data/postal-code?locale=${locale}&zip=${pick(['8001', '3011', '1201', '6900', '4051'])}` }),
          () => ({ path: `/api/init?locale=${locale}` }),
        ])()
      },
    },
    { name: '401 page', weight: 3, expect: [401], make: () => ({ path: `/${pick(LOCALES)}/cockpit/institutions` }) },
    { name: 'unknown path', weight: 3, expect: [404], make: () => ({ path: `/${pick(LOCALES)}/${word()}-${(serial++).toString(36)}` }) },
    { name: 'cockpit (logged in)', weight: 2, expect: [200], needsSession: true, make: () => ({ path: `/${pick(LOCALES)}/cockpit/user` }) },
  ]
}

/**
 * The crawl profile (ADR 0048): what a search engine or a link checker does, as fast as the server
 * answers. Every sitemap page in turn (all three languages), filter paths, the public API, and a
 * third of the requests on search paths never seen before (each a new render and a new key for
 * the page cache).
 */
function crawlKinds(site) {
  const byName = new Map(requestKinds(site).map((k) => [k.name, k]))
  const weights = { 'sitemap page': 30, 'image or script': 3, 'job filter path': 16, 'institution filter path': 5, 'text search path': 33, 'api data': 10, 'unknown path': 3 }
  return Object.entries(weights).map(([name, weight]) => ({ ...byName.get(name), weight }))
}

function weightedPicker(kinds) {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0)
  return () => {
    let r = Math.random() * total
    for (const k of kinds) if ((r -= k.weight) < 0) return k
    return kinds[kinds.length - 1]
  }
}

/** Logs in through the login form's server action (no JavaScript: the form posts multipart data). */
async function login(email) {
  const html = await (await fetch(`${origin}/de/login`, { headers: HEADERS, signal: AbortSignal.timeout(config.timeoutMs) })).text()
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
  const unescape = (s) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const body = new FormData()
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) body.append(unescape(m[1]), unescape(m[2] ?? ''))
  body.append('email', email)
  body.append('password', DEMO_PASSWORD)
  const res = await fetch(`${origin}/de/login`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { ...HEADERS, origin },
    signal: AbortSignal.timeout(config.timeoutMs),
  })
  await res.arrayBuffer()
  const token = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  return { status: res.status, cookie: token ? token.split(';')[0] : null }
}

// ---------------------------------------------------------------- measurement

function procStatus(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return null
  }
}

/** The app process's own report (server/preload.ts writes it every 10 s). */
function readHeap(pid) {
  try {
    const m = JSON.parse(fs.readFileSync(memoryFile, 'utf8'))
    const mb = (v) => (typeof v === 'number' ? v / 1048576 : null)
    return m.pid === pid
      ? {
          heapUsedMb: mb(m.heapUsed),
          heapTotalMb: mb(m.heapTotal),
          heapAfterGcMb: mb(m.heapAfterGc),
          externalMb: mb(m.external),
          inFlight: m.inFlight,
          peakInFlight: m.peakInFlight,
        }
      : null
  } catch {
    return null
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0)
const fmt = (n, d = 0) => (n === null || n === undefined ? '–' : n.toFixed(d))

/**
 * Growth of a memory figure over the judged window: the mean of its last 3 minutes against the
 * mean of its first 3. The window is the last `windowMinutes` (a shorter run: its last two
 * thirds), or, with `fromMinute`, everything from that minute on.
 *
 * @param {Array<Record<string, number | null>>} minutes
 * @param {{ windowMinutes?: number, maxGrowth?: number, fromMinute?: number | null, key?: string }} [options]
 */
export function judge(minutes, { windowMinutes = 20, maxGrowth = 0.1, fromMinute = null, key = 'rssMb' } = {}) {
  const rows = minutes.filter((m) => m[key] !== null && m[key] !== undefined)
  let window
  if (fromMinute !== null) window = rows.filter((m) => m.minute >= fromMinute).map((m) => m[key])
  else {
    const values = rows.map((m) => m[key])
    window = values.length >= windowMinutes + 3 ? values.slice(-windowMinutes) : values.slice(Math.floor(values.length / 3))
  }
  if (window.length < 2) return { growth: null, ok: false, window: window.length }
  const n = Math.min(3, Math.floor(window.length / 2))
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length
  const growth = mean(window.slice(-n)) / mean(window.slice(0, n)) - 1
  return { growth, ok: growth < maxGrowth, window: window.length }
}

// ---------------------------------------------------------------- main

async function main() {
  if (await portInUse(config.port)) throw new Error(`port ${config.port} is in use (SOAK_PORT)`)
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.rmSync(memoryFile, { force: true })
  process.env.HELVEMED_MEMORY_FILE = memoryFile
  const how = crawl ? `crawling with ${config.concurrency} connections as fast as the server answers` : `at ${config.rate} req/s (at most ${config.concurrency} in flight)`
  console.log(`soak: ${config.minutes} min ${how} against ${origin}, data in ${path.relative(root, config.dataDir)}`)
  const platform = startPlatform({
    root,
    port: config.port,
    dataDir: config.dataDir,
    pgPort: config.pgPort,
    logFile: path.join(resultsDir, 'soak-server.log'),
    echo: (line) => console.log(`  | ${line}`),
  })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await platform.stop()
  }
  process.on('SIGINT', () => void stop().then(() => process.exit(130)))
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)))

  try {
    await platform.waitReady(`${origin}/api/_auth/session`, config.readyTimeoutMs)
    platform.quiet()
    const site = await loadSite()
    console.log(`site: ${site.pages.length} sitemap pages, ${site.jobIds.length} jobs, ${site.institutionIds.length} institutions`)
    const kinds = crawl ? crawlKinds(site) : requestKinds(site)
    const nextKind = weightedPicker(kinds)

    let pid = await findNextServer(platform.pid)
    const pids = new Set(pid ? [pid] : [])
    let restarts = 0
    let session = null
    const total = { requests: 0, errors: 0, skipped: 0, statuses: {}, errorSamples: [] }
    let minute = { requests: 0, errors: 0, skipped: 0, latencies: [] }
    const minutes = []
    let inFlight = 0

    const record = (kind, status, ms, detail, expect = kind.expect) => {
      total.requests++
      minute.requests++
      minute.latencies.push(ms)
      const key = `${kind.name} ${status}`
      total.statuses[key] = (total.statuses[key] ?? 0) + 1
      const ok = typeof status === 'number' && (status < 400 || expect.includes(status))
      if (!ok) {
        total.errors++
        minute.errors++
        if (total.errorSamples.length < 20) total.errorSamples.push(`${status} ${detail}`)
      }
    }

    const fire = async (kind) => {
      const { path: p, headers, expect } = kind.make()
      const t0 = performance.now()
      inFlight++
      try {
        const res = await fetch(`${origin}${p}`, {
          headers: { ...HEADERS, ...headers, ...(kind.needsSession && session ? { cookie: session } : {}) },
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs),
        })
        if ((res.headers.get('content-type') ?? '').startsWith('text/html')) collectAssets(await res.text())
        else await res.arrayBuffer()
        record(kind, res.status, performance.now() - t0, p, expect)
      } catch (e) {
        record(kind, e?.name === 'TimeoutError' ? 'timeout' : (e?.cause?.code ?? 'error'), performance.now() - t0, p, expect)
      } finally {
        inFlight--
      }
    }

    const loginKind = { name: 'login', expect: [] }
    const doLogin = async () => {
      const t0 = performance.now()
      try {
        const result = await login(pick(['doctor@helvemed.test', 'student@helvemed.test', 'hr@helvemed.test']))
        if (result.cookie) session = result.cookie
        // 303 to the cockpit on success; anything else is an error.
        record(loginKind, result.status === 303 && result.cookie ? 303 : result.status === 303 ? 'no-cookie' : result.status, performance.now() - t0, 'login')
      } catch (e) {
        record(loginKind, e?.name === 'TimeoutError' ? 'timeout' : 'error', performance.now() - t0, 'login')
      }
    }

    const started = Date.now()
    // A little past the last full minute, so that its report is printed too.
    const end = started + config.minutes * 60_000 + 500
    const intervalMs = 1000 / config.rate
    let nextAt = started
    let nextLogin = started
    let nextReport = started + 60_000
    let minuteIndex = 0
    console.log('minute   req  err skip   p50   p95  RSS MB  heap used/total MB  after GC  external  server in flight  restarts')
    // The crawl: each connection asks for the next page as soon as it has the last one.
    const crawlers = crawl
      ? Array.from({ length: config.concurrency }, async () => {
          while (Date.now() < end) await fire(nextKind())
        })
      : []
    if (!crawl) await doLogin()
    while (Date.now() < end) {
      const now = Date.now()
      if (crawl) nextAt = nextLogin = Number.POSITIVE_INFINITY
      else if (now >= nextLogin) {
        nextLogin += config.loginEverySeconds * 1000
        void doLogin()
      }
      while (!crawl && nextAt <= now) {
        nextAt += intervalMs
        if (inFlight >= config.concurrency) {
          // The server is behind: the rate stays steady, the request is not sent (counted).
          total.skipped++
          minute.skipped++
        } else void fire(nextKind())
      }
      if (now >= nextReport) {
        nextReport += 60_000
        minuteIndex++
        const current = await findNextServer(platform.pid)
        if (current && !pids.has(current)) {
          if (pids.size > 0) restarts++
          pids.add(current)
        }
        pid = current ?? pid
        const rssMb = current ? procStatus(current) : null
        const heap = current ? readHeap(current) : null
        const sorted = minute.latencies.sort((a, b) => a - b)
        const row = {
          minute: minuteIndex,
          requests: minute.requests,
          errors: minute.errors,
          skipped: minute.skipped,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          rssMb,
          heapUsedMb: heap?.heapUsedMb ?? null,
          heapTotalMb: heap?.heapTotalMb ?? null,
          heapAfterGcMb: heap?.heapAfterGcMb ?? null,
          externalMb: heap?.externalMb ?? null,
          serverInFlight: heap?.peakInFlight ?? null,
          restarts,
        }
        minutes.push(row)
        console.log(
          `${String(row.minute).padStart(6)} ${String(row.requests).padStart(5)} ${String(row.errors).padStart(4)} ${String(row.skipped).padStart(4)} ${fmt(row.p50).padStart(5)} ${fmt(row.p95).padStart(5)} ${fmt(rssMb).padStart(7)} ${`${fmt(row.heapUsedMb)} / ${fmt(row.heapTotalMb)}`.padStart(19)} ${fmt(row.heapAfterGcMb).padStart(9)} ${fmt(row.externalMb).padStart(9)} ${fmt(row.serverInFlight).padStart(17)} ${String(restarts).padStart(9)}`,
        )
        minute = { requests: 0, errors: 0, skipped: 0, latencies: [] }
      }
      await sleep(Math.max(1, Math.min(nextAt, nextLogin, nextReport) - Date.now()))
    }
    await Promise.all(crawlers)
    while (inFlight > 0) await sleep(50)

    const growthCheck = (key, label) => {
      const verdict = crawl ? judge(minutes, { maxGrowth: config.maxGrowth, fromMinute: config.judgeFromMinute, key }) : judge(minutes, { maxGrowth: config.maxGrowth, key })
      const over = crawl ? `from minute ${config.judgeFromMinute} (${verdict.window} minutes)` : `over the last ${verdict.window} minutes`
      return {
        name: `${label} growth ${over} < ${config.maxGrowth * 100}%`,
        ok: verdict.ok,
        value: verdict.growth === null ? 'too short' : `${(verdict.growth * 100).toFixed(1)}%`,
      }
    }
    const serverErrors = Object.entries(total.statuses)
      .filter(([key]) => /\s5\d\d$/.test(key))
      .reduce((sum, [, n]) => sum + n, 0)
    const checks = [
      growthCheck('rssMb', 'RSS'),
      ...(crawl ? [growthCheck('heapAfterGcMb', 'heap after full GC')] : []),
      { name: '5xx answers = 0', ok: serverErrors === 0, value: String(serverErrors) },
      { name: 'errors = 0', ok: total.errors === 0, value: String(total.errors) },
      { name: 'restarts = 0', ok: restarts === 0, value: String(restarts) },
    ]
    console.log(`\n${total.requests} requests (${total.skipped} not sent: ${config.concurrency} already in flight)`)
    for (const [key, n] of Object.entries(total.statuses).sort()) console.log(`  ${key}: ${n}`)
    if (total.errorSamples.length) console.log(`errors (first ${total.errorSamples.length}):\n  ${total.errorSamples.join('\n  ')}`)
    console.log('\nacceptance:')
    for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.value}`)
    fs.writeFileSync(path.join(resultsDir, 'soak.json'), JSON.stringify({ config, minutes, total, restarts, checks }, null, 2))
    console.log(`\nwritten to ${path.relative(root, path.join(resultsDir, 'soak.json'))}`)
    await stop()
    return checks.every((c) => c.ok) ? 0 : 1
  } catch (e) {
    await stop()
    throw e
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e)
      process.exit(1)
    },
  )
}
