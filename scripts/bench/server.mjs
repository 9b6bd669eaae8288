// Starts the platform the way production does (`node --import tsx server/start.ts`) and stops it again.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** True when something already accepts connections on the port (we would benchmark the wrong server). */
/** A numeric setting from the environment (benchmarks' knobs); a bad value stops the run with its name. */
export function envNumber(name, fallback, { min = 0, integer = false } = {}) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!(integer ? Number.isInteger(n) : Number.isFinite(n)) || n < min) throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min} (got "${raw}")`)
  return n
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * @param {{ root: string, port: number, dataDir: string, pgPort: number, logFile: string, echo: (line: string) => void }} opts
 */
export function startPlatform({ root, port, dataDir, pgPort, logFile, echo }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile)
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) }
  // A DATABASE_URL from the shell would bypass the embedded database the benchmark is about.
  delete env.DATABASE_URL
  // Own process group: a Ctrl-C reaches only this script, which then stops the server in order
  // (Next first, then PostgreSQL) through server/start.ts's SIGTERM handler.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })

  let echoing = true
  const onData = (chunk) => {
    log.write(chunk)
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() && echoing) echo(line)
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))

  return {
    pid: child.pid,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null
    },
    /** Stop echoing server output to the terminal (it still goes to the log file). */
    quiet() {
      echoing = false
    },

    /** Polls GET /api/_auth/session until it answers 200. */
    async waitReady(url, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      let last = 'no answer yet'
      while (Date.now() < deadline) {
        if (!this.running) {
          const { code, signal } = await exited
          throw new Error(`server/start.ts exited (${signal ?? `code ${code}`}) before the server was ready`)
        }
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(10_000), cache: 'no-store' })
          await res.arrayBuffer()
          if (res.status === 200) return
          last = `HTTP ${res.status}`
        } catch (e) {
          last = e?.cause?.code ?? e?.name ?? String(e)
        }
        await sleep(1000)
      }
      throw new Error(`server not ready after ${Math.round(timeoutMs / 1000)} s (last: ${last})`)
    },

    /** SIGTERM to server/start.ts, wait for it (it stops Next, then PostgreSQL); SIGKILL the group as a last resort. */
    async stop(timeoutMs = 30_000) {
      if (this.running) {
        try {
          child.kill('SIGTERM')
        } catch {
          // already gone
        }
        const result = await Promise.race([exited, sleep(timeoutMs).then(() => null)])
        if (result === null) {
          echo(`server/start.ts did not exit within ${timeoutMs / 1000} s, killing its process group`)
          try {
            process.kill(-child.pid, 'SIGKILL')
          } catch {
            // already gone
          }
          await exited
        }
      }
      await new Promise((r) => log.end(r))
    },
  }
}
