// Where a CPU profile's time went (`node scripts/bench/profile-summary.mjs file.cpuprofile [--segment K] [--renders N] [--top 30]`):
// self time summed per function and per file (node_modules packages grouped by package), in ms and
// in ms per render when N renders were sent (ADR 0072). Idle and GC apart. The profile is cut into
// segments of work separated by 2 s or more of idle (a load run, a pause, the next run): it lists
// them, and --segment K (1-based, negative from the end) sums only the K-th one.
import fs from 'node:fs'

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [--renders N] [--top 30]')
  process.exit(2)
}
const renders = opt('renders', 0)
const segmentArg = opt('segment', 0)
const GAP_US = 2_000_000
const top = opt('top', 30)
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))

const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
// Segments: runs of samples between idle stretches of GAP_US or more.
const segments = []
{
  let start = null
  let lastBusy = 0
  let idleSince = null
  let t = 0
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (idleIds.has(profile.samples[i])) {
      if (idleSince === null) idleSince = t
      if (start !== null && t - idleSince >= GAP_US) {
        segments.push({ from: start, to: lastBusy })
        start = null
      }
    } else {
      idleSince = null
      if (start === null) start = i
      lastBusy = i
    }
  }
  if (start !== null) segments.push({ from: start, to: lastBusy })
}
const chosen = segmentArg === 0 ? { from: 0, to: profile.samples.length - 1 } : segments.at(segmentArg > 0 ? segmentArg - 1 : segmentArg)
if (!chosen) throw new Error(`no segment ${segmentArg} (${segments.length} segments)`)

// Self time per node: the sample count times the interval to the next sample.
const selfUs = new Map()
for (let i = chosen.from; i <= chosen.to; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt)
}
const busyOf = (seg) => {
  let us = 0
  for (let i = seg.from; i <= seg.to; i++) if (!idleIds.has(profile.samples[i])) us += profile.timeDeltas[i + 1] ?? 0
  return us
}

/** node_modules/<pkg> (or @scope/pkg), the app's chunk, node's own or a special node. */
function area(url) {
  if (!url) return '(native)'
  const nm = url.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  if (url.startsWith('node:')) return 'node:'
  const next = url.indexOf('.next/')
  if (next >= 0) return url.slice(next)
  return url.replace(/^file:\/\//, '')
}

const byFunction = new Map()
const byArea = new Map()
let total = 0
let idle = 0
let gc = 0
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0
  if (us === 0) continue
  const { functionName, url, lineNumber } = node.callFrame
  if (functionName === '(idle)') {
    idle += us
    continue
  }
  if (functionName === '(garbage collector)') gc += us
  total += us
  const fn = `${functionName || '(anonymous)'} ${area(url)}:${lineNumber + 1}`
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
  const a = functionName.startsWith('(') ? functionName : area(url)
  byArea.set(a, (byArea.get(a) ?? 0) + us)
}

const ms = (us) => (us / 1000).toFixed(1).padStart(9)
const perRender = (us) => (renders > 0 ? (us / 1000 / renders).toFixed(2).padStart(8) : '')
console.log(`segments (busy ms): ${segments.map((seg, i) => `${i + 1}: ${(busyOf(seg) / 1000).toFixed(0)}`).join(', ')}`)
console.log(`${segmentArg === 0 ? 'whole profile' : `segment ${segmentArg}`}: busy ${ms(total)} ms, idle ${ms(idle)} ms, gc ${ms(gc)} ms`)
if (renders > 0) console.log(`renders ${renders}: busy ${(total / 1000 / renders).toFixed(2)} ms per render (gc ${(gc / 1000 / renders).toFixed(2)})`)
const print = (title, map) => {
  console.log(`\n${title}${renders > 0 ? '   (ms, ms/render)' : '   (ms)'}`)
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)} ${perRender(us)}  ${name}`)
}
print('self time by package / file', byArea)
print('self time by function', byFunction)
