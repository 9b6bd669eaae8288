import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../server/lib/embedded-db'
import { applyMigrations } from '../../server/lib/migrate'

// One embedded PostgreSQL for the run; the template database is migrated once and every
// integration test file gets its own copy of it (tests/support/test-db.ts). The template stays in
// the data directory between runs, labelled with a hash of migrations/: a run whose migrations are
// the same uses it as it is, any change (a new migration, an edited one) builds it anew (ADR 0058).
const root = path.resolve(import.meta.dirname, '../..')
export const TEMPLATE_DB = 'helvemed_template'

/** A hash of every file in migrations/ (names and contents). */
export function migrationsHash(dir = path.join(root, 'migrations')): string {
  const hash = crypto.createHash('sha256')
  for (const name of fs.readdirSync(dir).sort())
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, name)))
      .update('\0')
  return `migrations ${hash.digest('hex')}`
}

function serverUrl(templateUrl: string): string {
  const url = new URL(templateUrl)
  url.pathname = '/postgres'
  return url.toString()
}

/** The template's label, and the copies earlier runs left behind (dropped). */
async function templateLabel(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl(url) })
  await client.connect()
  try {
    const copies = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'")
    for (const { datname } of copies.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    const { rows } = await client.query<{ label: string | null }>("SELECT shobj_description(oid, 'pg_database') AS label FROM pg_database WHERE datname = $1", [TEMPLATE_DB])
    return rows[0]?.label ?? null
  } finally {
    await client.end()
  }
}

async function labelTemplate(url: string, label: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl(url) })
  await client.connect()
  try {
    await client.query(`COMMENT ON DATABASE "${TEMPLATE_DB}" IS ${client.escapeLiteral(label)}`)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const db = await startEmbeddedPostgres({
    // Overridable so that two test runs on one machine do not share a server.
    dataDir: path.resolve(root, process.env.TEST_DATA_DIR ?? '.data-test'),
    port: Number(process.env.TEST_PG_PORT ?? 54349),
    database: TEMPLATE_DB,
  })
  const secret = 'integration-test-secret-0123456789'
  const label = migrationsHash()
  if ((await templateLabel(db.url)) !== label) {
    const started = Date.now()
    await db.createDatabase(TEMPLATE_DB)
    await applyMigrations({ ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: secret, NODE_ENV: 'test' })
    await labelTemplate(db.url, label)
    console.log(`template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s (migrations/ changed or first run)`)
  }
  // The URL carries the data directory's generated password (server/lib/embedded-db.ts).
  project.provide('pgUrl', db.url)
  process.env.PAYLOAD_SECRET = secret
  return async () => {
    await db.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated template database; other databases on the same server differ only in the path */
    pgUrl: string
  }
}
