// Demo data: `node --import tsx scripts/seed/index.ts [--jobs N] [--reset] [--seed S]`.
// Without DATABASE_URL it starts (and migrates) the embedded PostgreSQL itself.
import path from 'node:path'
import type { Payload } from 'payload'
import { parseSeedOptions, SeedUsageError, USAGE } from './cli'
import { prepareEnvironment, type SeedEnvironment } from './environment'
import { todayUtc } from './generate/dates'
import { prepareDatabase } from './reset'
import { seed } from './seed'
import { collectCounts, formatSummary, loginsTable, writeLoginsFile } from './summary'

const log = (msg: string) => console.log(`[seed] ${msg}`)

/**
 * Payload checks out one pool client at connect and never releases it, so pool.end() alone
 * never resolves: end the idle clients, give up waiting after a moment, and ignore the
 * connection errors that follow when the embedded PostgreSQL stops.
 */
async function closePool(payload: Payload): Promise<void> {
  const pool = payload.db.pool
  pool.on('error', () => {})
  await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500))])
}

async function main(): Promise<number> {
  const started = Date.now()
  const options = parseSeedOptions(process.argv.slice(2))
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }
  let env: SeedEnvironment | undefined
  let payload: Payload | undefined
  // Interrupted: still stop the embedded PostgreSQL this script started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void (env?.stop() ?? Promise.resolve()).finally(() => process.exit(130)))
  }
  try {
    env = await prepareEnvironment()
    // Imported only now: the config reads the environment prepared above when it loads.
    log('loading Payload …')
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../src/payload.config')
    payload = await getPayload({ config })
    log('checking the database …')
    await prepareDatabase(payload.db.pool, options.reset, log)
    log(`seed "${options.seed}", ${options.jobs} jobs`)
    const ctx = { payload, anchor: todayUtc(), mediaDir: env.mediaDir, log }
    const users = await seed(ctx, options)
    const counts = await collectCounts(payload.db.pool)
    const logins = loginsTable(users)
    writeLoginsFile(path.join(import.meta.dirname, 'demo-logins.txt'), logins)
    console.log(formatSummary(counts, (Date.now() - started) / 1000, logins))
    return 0
  } finally {
    if (payload) await closePool(payload)
    await env?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const text = error instanceof SeedUsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)
    console.error(`[seed] failed: ${text}`)
    process.exit(1)
  },
)
