// Compares two V8 heap snapshots of the same process (node --heapsnapshot-signal=SIGUSR2 writes
// them): the objects that exist only in the later one (V8 keeps node ids stable within a process),
// grouped by constructor, and retainer paths of a sample of them, to see what keeps them alive.
//
//   node scripts/bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--paths NAME] [--top 40]
import fs from 'node:fs'

const args = process.argv.slice(2)
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
if (files.length !== 2) {
  console.error('usage: node scripts/bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--paths NAME] [--top N]')
  process.exit(2)
}

function load(file) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'))
  const meta = snap.snapshot.meta
  const nf = meta.node_fields.length
  const ef = meta.edge_fields.length
  const f = (name) => meta.node_fields.indexOf(name)
  return {
    snap,
    nf,
    ef,
    types: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    iType: f('type'),
    iName: f('name'),
    iId: f('id'),
    iSize: f('self_size'),
    iEdges: f('edge_count'),
    count: snap.nodes.length / nf,
  }
}

function nameOf(h, n) {
  const type = h.types[h.snap.nodes[n * h.nf + h.iType]]
  const name = h.snap.strings[h.snap.nodes[n * h.nf + h.iName]]
  if (type === 'object' || type === 'closure') return `${type === 'closure' ? 'fn ' : ''}${name}`
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return '(string)'
  return `(${type}${type === 'hidden' || type === 'native' || type === 'code' ? ` ${name.slice(0, 40)}` : ''})`
}

function summarize(h, filter) {
  const out = new Map()
  let total = 0
  for (let n = 0; n < h.count; n++) {
    if (filter && !filter(n)) continue
    const size = h.snap.nodes[n * h.nf + h.iSize]
    total += size
    const key = nameOf(h, n)
    const e = out.get(key) ?? { count: 0, size: 0 }
    e.count++
    e.size += size
    out.set(key, e)
  }
  return { out, total }
}

const mb = (b) => (b / 1048576).toFixed(1)
console.log(`reading ${files[0]} …`)
const before = load(files[0])
const beforeIds = new Set()
for (let n = 0; n < before.count; n++) beforeIds.add(before.snap.nodes[n * before.nf + before.iId])
const totalBefore = summarize(before).total
before.snap = null
console.log(`reading ${files[1]} …`)
const after = load(files[1])
const isNew = (n) => !beforeIds.has(after.snap.nodes[n * after.nf + after.iId])
const all = summarize(after)
const fresh = summarize(after, isNew)
console.log(`\nheap self sizes: before ${mb(totalBefore)} MB, after ${mb(all.total)} MB; objects only in the later snapshot: ${mb(fresh.total)} MB`)
const top = Number(opt('top', 40))
console.log(`\nnew objects by constructor (top ${top} by size):`)
for (const [key, e] of [...fresh.out].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`  ${mb(e.size).padStart(8)} MB ${String(e.count).padStart(9)}  ${key}`)
}

const wanted = opt('paths')
if (wanted) {
  // Reverse edges: for every node the (edge, from-node) pairs that point to it.
  const firstEdge = new Uint32Array(after.count + 1)
  for (let n = 0, e = 0; n < after.count; n++) {
    firstEdge[n] = e
    e += after.snap.nodes[n * after.nf + after.iEdges] * after.ef
  }
  firstEdge[after.count] = after.snap.edges.length
  const iEdgeType = 0
  const iEdgeName = 1
  const iTo = 2
  const retainers = new Map()
  for (let n = 0; n < after.count; n++) {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += after.ef) {
      const to = after.snap.edges[e + iTo] / after.nf
      const type = after.edgeTypes[after.snap.edges[e + iEdgeType]]
      if (type === 'weak') continue
      let list = retainers.get(to)
      if (!list) retainers.set(to, (list = []))
      list.push({ from: n, e })
    }
  }
  const edgeLabel = (e) => {
    const type = after.edgeTypes[after.snap.edges[e + iEdgeType]]
    const nameOrIndex = after.snap.edges[e + iEdgeName]
    return type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : `.${after.snap.strings[nameOrIndex]}`
  }
  const samples = []
  for (let n = 0; n < after.count && samples.length < 5; n++) if (isNew(n) && nameOf(after, n) === wanted && n % 7 === 0) samples.push(n)
  for (const start of samples) {
    // Shortest path to a GC root by BFS over retainers.
    const prev = new Map([[start, null]])
    const queue = [start]
    let found = null
    while (queue.length && !found) {
      const n = queue.shift()
      for (const { from, e } of retainers.get(n) ?? []) {
        if (prev.has(from)) continue
        prev.set(from, { to: n, e })
        if (from === 0) {
          found = from
          break
        }
        queue.push(from)
      }
    }
    console.log(`\nretainer path of a new ${wanted}:`)
    let n = found
    const lines = []
    while (n !== null && n !== undefined && prev.get(n)) {
      const { to, e } = prev.get(n)
      lines.push(`  ${nameOf(after, n)} ${edgeLabel(e)} ->`)
      n = to
    }
    lines.push(`  ${nameOf(after, start)}`)
    console.log(lines.slice(-14).join('\n'))
  }
}
