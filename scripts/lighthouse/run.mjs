// `npm run lighthouse`: Lighthouse (mobile) on the public page types against the production build
// with Debian's Chromium: home, job search, a job, an institution, an article. Prints the four
// category scores per page against the targets of issue 12 (performance ≥ 95, accessibility,
// best practices and SEO 100) and the JavaScript each page loads, and writes
// bench-results/lighthouse.json. Each page is measured LIGHTHOUSE_RUNS times (3) and the median run
// reported. Reports only; the exit code is 1 only when the run breaks.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { sampleIds } from '../bench/samples.mjs'
import { envNumber, portInUse, startPlatform } from '../bench/server.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const resultsDir = path.join(root, 'bench-results')
const port = envNumber('LIGHTHOUSE_PORT', 3310, { min: 1, integer: true })
const pgPort = envNumber('LIGHTHOUSE_PG_PORT', 54358, { min: 1, integer: true })
const dataDir = path.resolve(root, process.env.LIGHTHOUSE_DATA_DIR || '.data-bench')
const runs = envNumber('LIGHTHOUSE_RUNS', 3, { min: 1, integer: true })
const origin = `http://127.0.0.1:${port}`
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const say = (msg = '') => console.log(msg)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Script bytes the page loaded (transferred, i.e. compressed), ours and Next's/React's apart. */
function scripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const js = items.filter((r) => r.resourceType === 'Script')
  const total = js.reduce((n, r) => n + (r.transferSize ?? 0), 0)
  const largest = [...js].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)).slice(0, 5)
  return { total, count: js.length, largest: largest.map((r) => ({ url: r.url.replace(origin, ''), bytes: r.transferSize ?? 0 })) }
}

async function main() {
  if (await portInUse(port)) throw new Error(`port ${port} is in use; set LIGHTHOUSE_PORT`)
  say(`Lighthouse (mobile) — starting the platform on port ${port}, data in ${path.relative(root, dataDir)} …`)
  const server = startPlatform({ root, port, dataDir, pgPort, logFile: path.join(resultsDir, 'lighthouse-server.log'), echo: (line) => say(`  │ ${line}`) })
  let chrome = null
  try {
    await server.waitReady(`${origin}/api/_auth/session`, 15 * 60 * 1000)
    server.quiet()
    const pgPortUsed = Number(/embedded PostgreSQL on port (\d+)/.exec(fs.readFileSync(path.join(resultsDir, 'lighthouse-server.log'), 'utf8'))?.[1] ?? pgPort)
    const sample = await sampleIds(dataDir, pgPortUsed)
    const pages = [
      ['home', '/de'],
      ['job search', '/de/jobs'],
      ...(sample.job ? [['job', `/de/job/${sample.job}`]] : []),
      ...(sample.institution ? [['institution', `/de/institution/${sample.institution}`]] : []),
      ...(sample.article ? [['article', `/de/ejournal/${encodeURIComponent(sample.article)}`]] : []),
    ]
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    const results = []
    for (const [name, pagePath] of pages) {
      // one visit first: the page is then what visitors mostly get (rendered once, then kept)
      await fetch(origin + pagePath).then((r) => r.arrayBuffer())
      // Several runs and the median one (Lighthouse's own advice: one run varies by several points)
      const lhrs = []
      for (let run = 0; run < runs; run++) {
        const { lhr: one } = await lighthouse(origin + pagePath, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) })
        lhrs.push(one)
      }
      const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]
      const performanceRuns = lhrs.map((one) => Math.round((one.categories.performance?.score ?? 0) * 100))
      const scores = Object.fromEntries(Object.keys(TARGETS).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      const js = scripts(lhr)
      const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
      results.push({
        name,
        path: pagePath,
        scores,
        performanceRuns,
        failing,
        scripts: js,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        lcpElement: lcpNode,
      })
      const marks = Object.entries(scores)
        .map(([c, s]) => `${c} ${s}${s < TARGETS[c] ? ` (< ${TARGETS[c]})` : ''}`)
        .join(' · ')
      say(
        `\n▶ ${name} ${pagePath}\n  ${marks}${runs > 1 ? ` (median of ${runs} runs; performance ${performanceRuns.join(', ')})` : ''}\n  JavaScript ${kb(js.total)} in ${js.count} files; largest: ${js.largest.map((l) => `${path.basename(l.url)} ${kb(l.bytes)}`).join(', ')}`,
      )
      say(`  LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms: ${lcpNode ?? '–'}`)
      if (failing.length) say(`  failing audits: ${failing.join(', ')}`)
    }
    fs.mkdirSync(resultsDir, { recursive: true })
    fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, results }, null, 2) + '\n')
    const missed = results.flatMap((r) =>
      Object.entries(r.scores)
        .filter(([c, s]) => s < TARGETS[c])
        .map(([c, s]) => `${r.name} ${c} ${s}`),
    )
    say(`\n${missed.length ? `below target: ${missed.join('; ')}` : 'every page meets every target'} (bench-results/lighthouse.json)`)
  } finally {
    if (chrome) await chrome.kill()
    await server.stop()
  }
}

try {
  await main()
} catch (e) {
  console.error(`lighthouse run failed: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
}
