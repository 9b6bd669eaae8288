import type { Pool } from 'pg'
import { SeedUsageError } from './cli'

/**
 * Tables the seed never touches: the record of applied migrations, and listed_jobs, which the
 * truncate trigger on jobs empties (naming it in the same TRUNCATE fails: "being used by active
 * queries in this session").
 */
const KEEP = new Set(['payload_migrations', 'listed_jobs'])

async function appTables(pool: Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  return result.rows.map((r) => r.name).filter((name) => !KEEP.has(name))
}

/**
 * Refuses to seed over existing accounts unless --reset was given; with --reset empties every
 * app table (ids restart at 1, so a reset run produces the same ids as a fresh one).
 */
export async function prepareDatabase(pool: Pool, reset: boolean, log: (msg: string) => void): Promise<void> {
  const exists = await pool.query<{ ok: boolean }>(`SELECT to_regclass('users') IS NOT NULL AS ok`)
  if (!exists.rows[0]?.ok) throw new SeedUsageError('The database has no users table: run the migrations first (npm run migrate).')
  const users = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  const hasUsers = (users.rows[0]?.n ?? 0) > 0
  if (!reset && hasUsers) throw new SeedUsageError('The database already has users. Run again with --reset to empty it and load the demo data.')
  const tables = await appTables(pool)
  if (!reset) {
    // Without accounts nobody can have edited anything: leftovers are from an interrupted seed run.
    const leftovers = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM fields')
    if ((leftovers.rows[0]?.n ?? 0) === 0) return
    log('no users but leftovers of an interrupted seed run: emptying the tables first')
  } else {
    log(`--reset: emptying ${tables.length} tables`)
  }
  const client = await pool.connect()
  try {
    // A running app holding locks should make the reset fail with a message, not wait forever.
    await client.query(`SET lock_timeout = '20s'`)
    await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`)
  } finally {
    await client.query('RESET lock_timeout').catch(() => {})
    client.release()
  }
}
