// `npm run test:e2e:prepare`: what the e2e server's start would do before `next start` (migrations,
// demo data on an empty database, the production build), done beforehand: `npm test` runs it beside
// Vitest, which leaves part of the two cores idle while it waits for PostgreSQL (ADR 0058, Session
// 16). Playwright's server (`server/start.ts`, same environment) then finds the database seeded and
// the build's fingerprint current, and only starts. Exits non-zero when any step failed.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { untilReleased } from '../server/lib/embedded-db'
import { e2eServerEnv } from '../tests/e2e/server-env'

const root = path.resolve(import.meta.dirname, '..')
const serverEnv = e2eServerEnv()
const env = { ...process.env, ...serverEnv }
const dataDir = path.resolve(root, serverEnv.DATA_DIR)
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')

// A server already running on the e2e data directory (Playwright reuses it outside CI) has done it all.
function running(file: string): boolean {
  if (!fs.existsSync(file)) return false
  try {
    process.kill(Number(fs.readFileSync(file, 'utf8').split('\n')[0]), 0)
    return true
  } catch {
    return false
  }
}
if (running(pidFile)) {
  console.log(`[e2e-prepare] a PostgreSQL is running on ${serverEnv.DATA_DIR}: nothing to prepare`)
  process.exit(0)
}

const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--prepare'], { cwd: root, env, stdio: 'inherit' })
  child.on('error', () => resolve(1))
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
})
if (code !== 0) {
  console.error(`[e2e-prepare] server/start.ts --prepare exited with ${code}`)
  process.exit(code)
}

// The e2e server starts the same PostgreSQL data directory again: wait until this one has let go.
if (!(await untilReleased(dataDir, 60_000))) {
  console.error(`[e2e-prepare] PostgreSQL still holds ${pidFile} after 60 s`)
  process.exit(1)
}
