// `npm start`: embedded PostgreSQL when DATABASE_URL is unset, migrations, demo data on an
// empty embedded database (an external one only with SEED_DEMO_DATA=true), a production build when
// missing or made from other sources (content fingerprint; never with BUILD_ON_START=false), then
// `next start` on PORT, restarted with a back-off when it crashes. With `--prepare` it stops before
// `next start` (and stops its PostgreSQL): `npm test` prepares the e2e server so while Vitest runs
// (ADR 0058, Session 16).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './lib/embedded-db'
import { persistentSecret } from './lib/secret'
import { buildAndStamp, buildFingerprint, buildState, startBuildDecision, type Run } from './lib/fingerprint'
import { applyMigrations } from './lib/migrate'
import { nextCrashCount, restartDelay } from './lib/restart'
import { warmUp } from './lib/warm-up'
import { isDemoStart, publicUrlProblem } from './lib/public-url'
import { secretProblem, shouldSeedDemo } from './lib/start-rules'
import { appProcessArgs } from './app-command'
import { appProcessCount } from './lib/app-processes'
import { appNodeOptionsOf } from './lib/node-flags'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
const port = Number(process.env.PORT ?? 3000)
const log = (msg: string) => console.log(`[helvemed] ${msg}`)

/** An account only the demo data has (scripts/seed); its logins are printed only where it exists. */
const DEMO_ADMIN = 'admin@helvemed.test'

let db: EmbeddedDatabase | undefined
let app: ChildProcess | undefined
let stopping = false
let restartTimer: NodeJS.Timeout | undefined

const run: Run = (cmd, args, env) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(Object.assign(new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code}`), { code }))))
  })

async function isEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const res = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    return res.rows[0]?.n === 0
  } finally {
    await client.end()
  }
}

async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  clearTimeout(restartTimer)
  log('stopping …')
  const running = app
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGTERM')
    await Promise.race([new Promise((r) => running.once('exit', r)), new Promise((r) => setTimeout(r, 8000))])
  }
  if (db) await db.stop()
  log('stopped')
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0))

async function main() {
  // Checked before anything starts (the app validates the rest, src/lib/env.ts).
  if (![undefined, 'true', 'false', ''].includes(process.env.SEED_DEMO_DATA)) throw new Error(`SEED_DEMO_DATA must be true or false (got "${process.env.SEED_DEMO_DATA}")`)
  if (process.env.HEAP_MB !== undefined && !/^[1-9]\d{1,5}$/.test(process.env.HEAP_MB)) throw new Error(`HEAP_MB must be a number of megabytes (got "${process.env.HEAP_MB}")`)
  // A real deployment (external database, or no demo data) needs its public address (ADR 0033).
  const publicUrlRefusal = publicUrlProblem(process.env)
  if (publicUrlRefusal) throw new Error(publicUrlRefusal)
  // Every machine on one database signs sessions with the same secret (ADR 0046).
  const secretRefusal = secretProblem(process.env)
  if (secretRefusal) throw new Error(secretRefusal)
  const processes = appProcessCount(process.env)
  if (typeof processes !== 'number') throw new Error(processes.refuse)
  // Build once (ADR 0050): a build whose fingerprint matches the sources' content is never rebuilt;
  // BUILD_ON_START=false (a deployment) never builds here and refuses a missing or other build,
  // before anything starts.
  const decision = startBuildDecision({ state: buildState(root, buildFingerprint(root)), forced: process.argv.includes('--rebuild'), buildOnStart: process.env.BUILD_ON_START })
  if ('refuse' in decision) throw new Error(decision.refuse)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PAYLOAD_SECRET: persistentSecret(dataDir),
    NODE_ENV: 'production',
    PAYLOAD_AUTOGENERATE_TYPES: 'false',
    PORT: String(port),
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(dataDir, 'media'),
  }
  if (!env.DATABASE_URL) {
    db = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54329), log })
    env.DATABASE_URL = db.url
    log(`embedded PostgreSQL on port ${db.port} (data in ${path.relative(root, dataDir) || '.'})`)
  }
  const databaseUrl = env.DATABASE_URL
  const mediaDir = env.MEDIA_DIR ?? path.join(dataDir, 'media')
  env.PUBLIC_URL ??= `http://localhost:${port}`
  // The app's go-live check warns of a missing SMTP server only in a real deployment (ADR 0054).
  env.HELVEMED_DEMO_START = String(isDemoStart(process.env))

  log('applying migrations …')
  await applyMigrations(env, log)
  // Where uploads go (ADR 0049): a bucket shared by every machine, or this machine's disk.
  log(
    env.S3_BUCKET
      ? `media in the bucket ${env.S3_BUCKET} at ${env.S3_ENDPOINT}${env.S3_PREFIX ? ` (folder ${env.S3_PREFIX})` : ''}`
      : `media in ${path.relative(root, mediaDir) || mediaDir} (this machine's disk)`,
  )

  // Demo accounts have a published password: only the embedded database of a start on this
  // machine gets them unasked (ADR 0046).
  const seedDemo = shouldSeedDemo(process.env, { embedded: Boolean(db) })
  if (seedDemo && (await isEmpty(databaseUrl))) {
    log('empty database: loading demo data …')
    const seed = () => run(process.execPath, ['--import', 'tsx', 'scripts/seed/index.ts'], env)
    // Exit 13 is Node's "unsettled top-level await": the TypeScript loader ended early (seen under
    // load), before the seed did anything lasting; the seed empties a half-seeded database itself.
    await seed().catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 13) throw error
      log('the seed ended early (exit 13); trying again …')
      return seed()
    })
  }

  if ('build' in decision && decision.build) {
    log(`building (${decision.reason}) …`)
    await buildAndStamp(root, env, run)
  }
  if (process.argv.includes('--prepare')) {
    log('prepared (migrations, demo data, build); not starting (--prepare)')
    return shutdown(0)
  }

  log(`starting on ${env.PUBLIC_URL}`)
  // A bounded heap and a wider young generation (lib/node-flags.ts, ADR 0079); NODE_OPTIONS overrides both.
  const nodeOptions = appNodeOptionsOf(env)
  // CPU_PROFILE_DIR: the app writes a V8 CPU profile there when it stops (node --cpu-prof; not
  // allowed in NODE_OPTIONS), to see where a render's time goes (open it in Chrome's DevTools).
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CPU_PROFILE_DIR)}`] : []
  // WEB_CONCURRENCY > 1: a cluster primary runs that many app processes on the port (ADR 0075); it
  // restarts a worker that dies itself, and is restarted here like a single app process.
  const appArgs = processes > 1 ? ['--import', 'tsx', path.join(import.meta.dirname, 'app-cluster.ts'), String(port), String(processes)] : [...profile, ...appProcessArgs(port)]
  let crashesInARow = 0
  const startApp = () => {
    const startedAt = Date.now()
    const child = spawn(process.execPath, appArgs, {
      cwd: root,
      env: { ...env, NODE_OPTIONS: nodeOptions },
      stdio: 'inherit',
    })
    app = child
    // The first /admin after a start loads Payload's admin bundles: done here, not by the first team member (ADR 0054).
    if (process.env.WARM_UP !== 'false') void warmUp({ port, log })
    child.on('exit', (code, signal) => {
      if (stopping) return
      // A crashed app process is started again; PostgreSQL keeps running.
      crashesInARow = nextCrashCount(crashesInARow, Date.now() - startedAt)
      const delay = restartDelay(crashesInARow)
      log(`the app process exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (crash ${crashesInARow} in a row)`)
      restartTimer = setTimeout(() => {
        if (stopping) return
        log('restarting the app process …')
        startApp()
      }, delay)
    })
  }
  startApp()
  if (await hasDemoAccounts(databaseUrl)) printLogins()
}

/** Does the database hold the demo accounts (loaded now or on an earlier start)? */
async function hasDemoAccounts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const res = await client.query('SELECT 1 FROM users WHERE email = $1', [DEMO_ADMIN])
    return (res.rowCount ?? 0) > 0
  } finally {
    await client.end()
  }
}

function printLogins(): void {
  const file = path.join(root, 'scripts', 'seed', 'demo-logins.txt')
  if (fs.existsSync(file)) log(`demo logins (also in scripts/seed/demo-logins.txt):\n${fs.readFileSync(file, 'utf8')}`)
}

main().catch(async (e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  await shutdown(1)
})
