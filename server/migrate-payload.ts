// Applies the committed migrations in migrations/ to DATABASE_URL and exits with a real status.
// Run through server/lib/migrate.ts, which also checks the result in the database.
import payload from 'payload'
import config from '../src/payload.config'

async function main(): Promise<void> {
  process.env.PAYLOAD_MIGRATING = 'true'
  await payload.init({ config, disableOnInit: true })
  await payload.db.migrate()
  const pool = payload.db.pool
  pool.on('error', () => {})
  await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500))])
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
