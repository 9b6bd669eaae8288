// Load on renders only (`node scripts/bench/render-load.mjs <base-url> <job|search> [seconds] [connections]`):
// a job page with a new query string per request, or a search no one asked before, so the page
// cache misses every time (ADR 0072; run the server with PAGE_CACHE=off to repeat the same
// searches run after run). Prints requests, req/s, p50/p95 and the statuses.
import autocannon from 'autocannon'

const [base, kind = 'job', seconds = '10', connections = '10'] = process.argv.slice(2)
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HelvemedLoadTest/1.0',
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-language': 'de-CH,de;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}
const WORDS = (
  'arzt ärztin oberarzt assistenz chirurgie medizin innere kardiologie pädiatrie psychiatrie radiologie anästhesie notfall ' +
  'onkologie neurologie orthopädie urologie gynäkologie dermatologie hausarzt praxis spital klinik pflege therapie rehabilitation ' +
  'teilzeit vollzeit zürich bern basel luzern genf lausanne lugano chur aarau'
).split(' ')
const stamp = Date.now().toString(36)
let n = 0
const jobPath = process.env.JOB_PATH ?? '/de/job/1'
const next =
  kind === 'job'
    ? () => `${jobPath}?r=${stamp}${n++}`
    : () => {
        const i = n++
        return `/de/jobs/suche-${encodeURIComponent(WORDS[i % WORDS.length])}-${encodeURIComponent(WORDS[Math.floor(i / WORDS.length) % WORDS.length])}`
      }
const latencies = []
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: HEADERS,
  timeout: 10,
  requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  setupClient: (client) => client.on('response', (_s, _b, t) => latencies.push(t)),
})
latencies.sort((a, b) => a - b)
const p = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]?.toFixed(0)
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([c, { count }]) => [c, count]))
console.log(
  JSON.stringify({
    kind,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: p(0.5),
    p95: p(0.95),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
)
