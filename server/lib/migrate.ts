// Runs server/migrate-payload.ts in a child process, then verifies in the database that every committed
// migration is recorded. Under load the TypeScript loader's child process has ended early now and
// then (seen: no output and exit 0 in CI, exit 13 "unsettled top-level await" on a busy machine),
// so a run that leaves migrations missing is retried (each migration is its own transaction)
// before the start fails with a clear message.
// Several machines starting at once (a deployment) take a PostgreSQL advisory lock around the whole
// run: the first applies the migrations, the others wait and then find nothing left to do (ADR 0046).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Names of the committed migrations (files next to migrations/index.ts). */
export function committedMigrations(): string[] {
  return fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort()
}

/** Committed migrations not recorded as applied in the database at `url`. */
export async function pendingMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const exists = await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS ok")
    const applied = exists.rows[0]?.ok ? new Set((await client.query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((r) => r.name)) : new Set<string>()
    return committedMigrations().filter((name) => !applied.has(name))
  } finally {
    await client.end()
  }
}

function runChild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/migrate-payload.ts'], {
      cwd: root,
      env: { ...env, PAYLOAD_AUTOGENERATE_TYPES: 'false', DISABLE_PAYLOAD_HMR: 'true' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`migrations failed (exit ${code ?? signal})`))))
  })
}

/** The advisory lock's key: any fixed number; only the migrations use it. */
export const MIGRATION_LOCK = 250_046

/**
 * Runs `work` while holding the migration lock on the database at `url`; waits while another
 * process holds it. The lock is a session lock: it goes when this connection closes, also when the
 * process dies.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>, log: (msg: string) => void = () => {}): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  // A connection dropped while waiting is reported by the query below, not as an uncaught error.
  client.on('error', () => {})
  await client.connect()
  try {
    const res = await client.query('SELECT pg_try_advisory_lock($1) AS ok', [MIGRATION_LOCK])
    if (!res.rows[0]?.ok) {
      log('another process is applying migrations; waiting …')
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end().catch(() => {})
  }
}

/**
 * Applies the committed migrations to env.DATABASE_URL under the migration lock; throws when any
 * is still missing afterwards.
 */
export async function applyMigrations(env: NodeJS.ProcessEnv, log: (msg: string) => void = () => {}): Promise<void> {
  const url = env.DATABASE_URL ?? ''
  await withMigrationLock(
    url,
    async () => {
      // Another process may have applied them while this one waited.
      if ((await pendingMigrations(url)).length === 0) return
      await applyUnlocked(env, log)
    },
    log,
  )
}

async function applyUnlocked(env: NodeJS.ProcessEnv, log: (msg: string) => void): Promise<void> {
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    let failure: unknown
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
