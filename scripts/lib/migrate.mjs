// @ts-check
// Runs scripts/migrate.ts in a child process, then verifies in the database that every committed
// migration is recorded. Under load the TypeScript loader's child process has ended early now and
// then (seen: no output and exit 0 in CI, exit 13 "unsettled top-level await" on a busy machine),
// so a run that leaves migrations missing is retried (each migration is its own transaction)
// before the start fails with a clear message.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Names of the committed migrations (files next to migrations/index.ts). */
export function committedMigrations() {
  return fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort()
}

/**
 * Committed migrations not recorded as applied in the database at `url`.
 * @param {string} url
 */
export async function pendingMigrations(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const exists = await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS ok")
    const applied = exists.rows[0].ok ? new Set((await client.query('SELECT name FROM payload_migrations')).rows.map((r) => r.name)) : new Set()
    return committedMigrations().filter((name) => !applied.has(name))
  } finally {
    await client.end()
  }
}

/** @param {NodeJS.ProcessEnv} env */
function runChild(env) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        cwd: root,
        env: { ...env, PAYLOAD_AUTOGENERATE_TYPES: 'false', DISABLE_PAYLOAD_HMR: 'true' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      child.on('error', reject)
      child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`migrations failed (exit ${code ?? signal})`))))
    })
  )
}

/**
 * Applies the committed migrations to env.DATABASE_URL; throws when any is still missing afterwards.
 * @param {NodeJS.ProcessEnv} env
 * @param {(msg: string) => void} [log]
 */
export async function applyMigrations(env, log = () => {}) {
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    let failure
    try {
      await runChild(env)
    } catch (error) {
      failure = error
    }
    const missing = await pendingMigrations(env.DATABASE_URL ?? '')
    if (missing.length === 0) return
    const reason = failure instanceof Error ? failure.message : `the run ended without applying ${missing.join(', ')}`
    if (attempt >= attempts) throw new Error(`migrations not applied after ${attempts} attempts (${reason})`)
    log(`${reason}; trying again …`)
  }
}
