// Resident memory of a process tree: the Next server (`next start`) and everything it spawned.
// Linux: read /proc directly (cheap enough to sample every 250 ms); elsewhere fall back to `ps`.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
const hasProc = fs.existsSync('/proc/self/stat')

/** @typedef {{ pid: number, ppid: number, name: string, cmd?: string, rssKb: number }} Proc */

function readProcTable() {
  /** @type {Proc[]} */
  const procs = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (comm) state ppid …" — comm may contain spaces and parentheses, so cut at the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      const name = stat.slice(stat.indexOf('(') + 1, close)
      const ppid = Number(stat.slice(close + 2).split(' ')[1])
      procs.push({ pid: Number(entry), ppid, name, rssKb: 0 })
    } catch {
      // The process ended while we were looking.
    }
  }
  return procs
}

function procRssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}

function procCmd(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  } catch {
    return ''
  }
}

async function psTable() {
  const { stdout } = await execFileAsync('ps', ['-A', '-o', 'pid=,ppid=,rss=,args='], { maxBuffer: 16 * 1024 * 1024 })
  return stdout
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rssKb: Number(m[3]), cmd: m[4], name: m[4].split(/\s+/)[0].split('/').pop() }))
}

/** All processes with their parent, name and (on the ps path) RSS. */
async function processTable() {
  return hasProc ? readProcTable() : psTable()
}

function descendants(table, rootPid, includeRoot) {
  const byParent = new Map()
  for (const p of table) {
    if (!byParent.has(p.ppid)) byParent.set(p.ppid, [])
    byParent.get(p.ppid).push(p)
  }
  const out = []
  const rootProc = table.find((p) => p.pid === rootPid)
  if (includeRoot && rootProc) out.push(rootProc)
  const queue = [rootPid]
  while (queue.length) {
    for (const child of byParent.get(queue.shift()) ?? []) {
      out.push(child)
      queue.push(child.pid)
    }
  }
  return out
}

const isPostgres = (p) => /^postgres|^postmaster/.test(p.name) || /\bbin\/postgres\b/.test(p.cmd ?? '')

/**
 * The `next start` process: a direct child of the start script (server/start.ts spawns it; its other
 * children are PostgreSQL's). Next renames its process title to "next-server (vX.Y.Z)", so match both.
 * @returns {Promise<number|null>}
 */
export async function findNextServer(startPid) {
  const table = await processTable()
  for (const p of table) {
    if (p.ppid !== startPid || isPostgres(p)) continue
    const cmd = p.cmd ?? (hasProc ? procCmd(p.pid) : '')
    if (/next-server|next(\/dist\/bin\/next)?\s+start\b/.test(`${p.name} ${cmd}`)) return p.pid
  }
  return null
}

/**
 * One RSS reading of a tree: the root and all its descendants, postgres processes excluded.
 * @returns {Promise<{ totalKb: number, processes: { pid: number, name: string, rssKb: number }[] }>}
 */
export async function treeRss(rootPid) {
  const table = await processTable()
  const procs = descendants(table, rootPid, true).filter((p) => !isPostgres(p))
  const processes = procs.map((p) => ({ pid: p.pid, name: (hasProc ? procCmd(p.pid) : p.cmd) || p.name, rssKb: hasProc ? procRssKb(p.pid) : p.rssKb }))
  return { totalKb: processes.reduce((sum, p) => sum + p.rssKb, 0), processes }
}

/**
 * Samples the tree's RSS every `intervalMs` until stopped. `mark(label)` tags the following samples,
 * so the report can tell the peak per benchmark phase.
 */
export function startRssSampler(rootPid, intervalMs = 250) {
  const samples = []
  let label = 'idle'
  let peak = { totalKb: 0, processes: [], label, at: 0 }
  let busy = false
  const t0 = Date.now()
  const tick = async () => {
    if (busy) return // never pile up readings when the machine is saturated
    busy = true
    try {
      const reading = await treeRss(rootPid)
      if (reading.processes.length === 0) return
      samples.push({ t: Date.now() - t0, label, kb: reading.totalKb })
      if (reading.totalKb > peak.totalKb) peak = { ...reading, label, at: Date.now() - t0 }
    } catch {
      // Sampling must never break the benchmark.
    } finally {
      busy = false
    }
  }
  void tick()
  const timer = setInterval(tick, intervalMs)
  return {
    mark(next) {
      label = next
    },
    async stop() {
      clearInterval(timer)
      while (busy) await new Promise((r) => setTimeout(r, 10))
      await tick()
      return { samples, peak }
    },
    /** Peak per label, in kB. */
    peaks() {
      const out = {}
      for (const s of samples) out[s.label] = Math.max(out[s.label] ?? 0, s.kb)
      return out
    },
  }
}
