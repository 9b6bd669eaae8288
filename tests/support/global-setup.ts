import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../server/lib/embedded-db'
import { applyMigrations } from '../../server/lib/migrate'

// One embedded PostgreSQL for the run; the template database is migrated once and every
// integration test file gets its own copy of it (tests/support/test-db.ts).
const root = path.resolve(import.meta.dirname, '../..')
export const TEMPLATE_DB = 'helvemed_template'

export default async function setup(project: TestProject) {
  const db = await startEmbeddedPostgres({
    // Overridable so that two test runs on one machine do not share a server.
    dataDir: path.resolve(root, process.env.TEST_DATA_DIR ?? '.data-test'),
    port: Number(process.env.TEST_PG_PORT ?? 54349),
    database: TEMPLATE_DB,
  })
  const secret = 'integration-test-secret-0123456789'
  await applyMigrations({ ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: secret, NODE_ENV: 'test' })
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
