// `npm run migrate`: the committed migrations against DATABASE_URL, under the same PostgreSQL
// advisory lock as `npm start` (server/lib/migrate.ts, ADR 0046): run by hand during a rolling
// deploy it waits for a start that is migrating (and a start waits for it), then applies what is
// still missing and checks in the database that every committed migration is recorded.
import { applyMigrations, committedMigrations, pendingMigrations } from './lib/migrate'

const log = (msg: string) => console.log(`[helvemed] ${msg}`)

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set (npm run migrate applies the migrations to the database it names; npm start migrates the embedded one itself)')
  const before = await pendingMigrations(url)
  log(before.length === 0 ? 'no migration pending (checked again under the lock)' : `${before.length} pending: ${before.join(', ')}`)
  await applyMigrations(process.env, log)
  log(`migrations current (${committedMigrations().length} committed)`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
