// Several app processes on one port (ADR 0075): a cluster primary started by server/start.ts when
// WEB_CONCURRENCY > 1. Each worker is the app process as server/app-command.ts runs it (the
// wrapper, then `next start`), with its own page cache; Node's cluster hands the port's
// connections round the workers. A worker that dies is started again with the supervisor's
// back-off while the others keep serving; SIGTERM stops them all.
import cluster, { type Worker } from 'node:cluster'
import path from 'node:path'
import { appNodeOptions, appScript } from './app-command'
import { nextCrashCount, restartDelay } from './lib/restart'

const [portArg, countArg] = process.argv.slice(2)
const port = Number(portArg)
const count = Number(countArg)
const log = (msg: string) => console.log(`[helvemed] ${msg}`)

// The workers' own arguments: the CPU profile (CPU_PROFILE_DIR, one file per worker), the loader
// and the wrapper; the script and its arguments are `next start -p PORT`.
const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CPU_PROFILE_DIR)}`] : []
const { script, args } = appScript(port)
cluster.setupPrimary({ execArgv: [...profile, ...appNodeOptions()], exec: script, args })

let stopping = false
const slots: { worker: Worker | null; startedAt: number; crashes: number; timer?: NodeJS.Timeout }[] = []

function start(slot: (typeof slots)[number]) {
  slot.startedAt = Date.now()
  const worker = cluster.fork()
  slot.worker = worker
  worker.on('exit', (code, signal) => {
    slot.worker = null
    if (stopping) return
    slot.crashes = nextCrashCount(slot.crashes, Date.now() - slot.startedAt)
    const delay = restartDelay(slot.crashes)
    log(`app process ${worker.process.pid} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (crash ${slot.crashes} in a row)`)
    slot.timer = setTimeout(() => !stopping && start(slot), delay)
  })
}

for (let i = 0; i < count; i++) {
  const slot = { worker: null, startedAt: 0, crashes: 0 }
  slots.push(slot)
  start(slot)
}
log(`${count} app processes on port ${port}`)

async function stop() {
  if (stopping) return
  stopping = true
  const running = slots.flatMap((slot) => (clearTimeout(slot.timer), slot.worker ? [slot.worker] : []))
  await Promise.all(running.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.process.kill('SIGTERM')))))
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop())
