import path from 'node:path'
import { startEmbeddedPostgres } from '../../server/lib/embedded-db'
import { applyMigrations } from '../../server/lib/migrate'
import { persistentSecret } from '../../server/lib/secret'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

export interface SeedEnvironment {
  dataDir: string
  mediaDir: string
  /** Stops what this script started (the embedded PostgreSQL); a no-op with DATABASE_URL. */
  stop: () => Promise<void>
}

const log = (msg: string) => console.log(`[seed] ${msg}`)

/**
 * Prepares process.env for Payload: secret, media directory and, without DATABASE_URL,
 * an embedded PostgreSQL in DATA_DIR that is migrated before use.
 * Must run before the Payload config is imported (it reads the env at import time).
 */
export async function prepareEnvironment(): Promise<SeedEnvironment> {
  // Relative paths (postal-code data, default media directory) are resolved like the app does: from the project root.
  process.chdir(ROOT)
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data')
  process.env.PAYLOAD_SECRET = persistentSecret(dataDir)
  process.env.PAYLOAD_AUTOGENERATE_TYPES = 'false'
  // A one-shot script needs no config reloads from a Next.js dev server that may be running.
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  // Uploads belong with the database they are recorded in, so a throw-away DATA_DIR keeps its own files.
  if (!process.env.MEDIA_DIR && process.env.DATA_DIR) process.env.MEDIA_DIR = path.join(dataDir, 'media')
  const mediaDir = path.resolve(ROOT, process.env.MEDIA_DIR ?? '.data/media')

  if (process.env.DATABASE_URL) {
    return { dataDir, mediaDir, stop: async () => {} }
  }

  const db = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54329), log })
  process.env.DATABASE_URL = db.url
  log(`embedded PostgreSQL on port ${db.port} (data in ${path.relative(ROOT, dataDir) || '.'})`)
  try {
    log('applying migrations …')
    await applyMigrations(process.env, log)
  } catch (error) {
    await db.stop()
    throw error
  }
  return { dataDir, mediaDir, stop: () => db.stop() }
}
