// A second (or third) app process for tests/integration/limits.test.ts: its own pg pool on the test
// database, which waits for "go", fires `takes` concurrent takes of one key, and answers how many
// were granted. Started with node --import tsx --import ./tests/support/server-only-hook.mjs.
import pg from 'pg'
import { takeLimit } from '@/modules/limits/take.server'

interface Go {
  rule: { name: string; capacity: number; refillPerSecond: number }
  key: string
  takes: number
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 8 })
await pool.query('SELECT 1')
process.send?.({ ready: true })

process.on('message', async (go: Go) => {
  const results = await Promise.all(Array.from({ length: go.takes }, () => takeLimit(pool, go.rule, go.key)))
  process.send?.({ granted: results.filter((r) => r.ok).length, pid: process.pid })
  await pool.end()
  process.disconnect()
})
