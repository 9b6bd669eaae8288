// README check (README, "Other commands"): `npm run seed -- --reset` on an already seeded database. Run by
// .ci/run after the tests on the end-to-end run's database (seeded by its start), which it leaves
// as it was: the same demo data (the seed is deterministic), so the figures after it are unchanged.
// Usage: node scripts/seed-reset-check.mjs [DATA_DIR]   (default .data-e2e)
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../server/lib/embedded-db.ts'
import { persistentSecret } from '../server/lib/secret.ts'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.resolve(root, process.argv[2] ?? '.data-e2e')
const log = (msg) => console.log(`[seed-reset-check] ${msg}`)

async function demoAdmins(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query("SELECT count(*)::int AS n FROM users WHERE email = 'admin@helvemed.test'")).rows[0].n
  } finally {
    await client.end()
  }
}

const db = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54339), log })
let code = 1
try {
  if ((await demoAdmins(db.url)) !== 1) throw new Error(`${dataDir} holds no seeded database`)
  const env = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: persistentSecret(dataDir), MEDIA_DIR: path.join(dataDir, 'media'), PAYLOAD_AUTOGENERATE_TYPES: 'false' }
  const started = Date.now()
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed/index.ts', '--reset'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (c) => resolve(c ?? 1))
  })
  if (code !== 0) throw new Error(`npm run seed -- --reset exited with ${code}`)
  if ((await demoAdmins(db.url)) !== 1) throw new Error('after the reset the demo admin is missing or twice')
  log(`npm run seed -- --reset on a seeded database: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  code = 0
} catch (error) {
  console.error(`[seed-reset-check] ${error instanceof Error ? error.message : error}`)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
