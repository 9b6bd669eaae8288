import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { logIdleConnectionErrors } from '@/lib/pool-errors'
import { databaseUrl, freshPayload } from '../support/test-db'

// The load balancer's two endpoints (ADRs 0046, 0050): /api/health says the process answers,
// /api/ready that the database answers, the migrations are current, the page cache's listener hears
// and the task runner ticks (else 503 and which check).

let payload: Payload
let ops: typeof import('@/modules/ops/readiness.server')
let committedMigrationNames: readonly string[]
let runner: typeof import('@/modules/tasks/runner.server')

beforeAll(async () => {
  payload = await freshPayload()
  // Imported after freshPayload: they load the Payload config, which reads DATABASE_URL.
  ops = await import('@/modules/ops/readiness.server')
  committedMigrationNames = (await import('@/modules/ops/migration-names')).committedMigrationNames
  runner = await import('@/modules/tasks/runner.server')
})

describe('GET /api/health', () => {
  it('answers 200, never cached, without touching the database', async () => {
    const { GET } = await import('@/app/api/health/route')
    const res = GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and every migration is applied (no wrapper, runner off: both "off")', async () => {
    ops.resetReadinessMemo()
    vi.stubEnv('JOBS_AUTORUN', 'false')
    try {
      const { GET } = await import('@/app/api/ready/route')
      const res = await GET()
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', pageCacheListener: 'off', taskRunner: 'off' } })
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('reads the listener the server wrapper hands over and the runner of this process', async () => {
    const key = Symbol.for('helvemed.pageCacheListener')
    const holder = globalThis as unknown as Record<symbol, unknown>
    let state = 'deaf'
    holder[key] = () => ({ state, since: Date.now() })
    vi.stubEnv('JOBS_AUTORUN', 'true')
    runner.resetRunnerHeartbeat()
    try {
      const { GET } = await import('@/app/api/ready/route')
      let res = await GET()
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'ok', pageCacheListener: 'failed', taskRunner: 'failed' },
        failure: { check: 'pageCacheListener', reason: 'did not hear its own test notification (LISTEN through a pooler in transaction mode?)' },
      })
      state = 'listening'
      res = await GET()
      expect(res.status).toBe(503)
      expect((await res.json()).failure).toEqual({ check: 'taskRunner', reason: 'not started in this process' })
      // started (as instrumentation.ts does; here without tasks to run): ready
      expect(runner.startTaskRunner(payload, { JOBS_AUTORUN: 'true' }, [])).toBe(true)
      res = await GET()
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', pageCacheListener: 'ok', taskRunner: 'ok' } })
    } finally {
      delete holder[key]
      vi.unstubAllEnvs()
    }
  })

  it('answers 503 naming the migration that is missing', async () => {
    ops.resetReadinessMemo()
    const last = committedMigrationNames.at(-1)!
    await payload.db.pool.query('DELETE FROM payload_migrations WHERE name = $1', [last])
    try {
      vi.stubEnv('JOBS_AUTORUN', 'false')
      const { GET } = await import('@/app/api/ready/route')
      const res = await GET()
      expect(res.status).toBe(503)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'failed', pageCacheListener: 'off', taskRunner: 'off' },
        failure: { check: 'migrations', reason: `1 not applied: ${last}` },
      })
    } finally {
      await payload.db.pool.query('INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ($1, 1, now(), now())', [last])
      ops.resetReadinessMemo()
      vi.unstubAllEnvs()
    }
  })

  it('fails the database check, without its address or password, when the database does not answer', async () => {
    const url = new URL(databaseUrl('postgres'))
    url.port = '1' // nothing listens there
    url.password = 'very-secret-password'
    const pool = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 1000 })
    try {
      const readiness = await ops.checkReadiness(async () => pool, committedMigrationNames)
      expect(readiness.ready).toBe(false)
      expect(readiness.checks).toEqual({ database: 'failed', migrations: 'skipped', pageCacheListener: 'off', taskRunner: 'off' })
      expect(readiness.failure?.check).toBe('database')
      expect(JSON.stringify(readiness)).not.toMatch(/very-secret-password|127\.0\.0\.1|localhost/)
    } finally {
      await pool.end()
    }
  })

  it('fails the database check when Payload cannot start, or the database takes too long', async () => {
    const broken = await ops.checkReadiness(() => Promise.reject(new Error('connect ECONNREFUSED postgres://u:pw@db:5432')), [])
    expect(broken).toEqual({
      ready: false,
      checks: { database: 'failed', migrations: 'skipped', pageCacheListener: 'off', taskRunner: 'off' },
      failure: { check: 'database', reason: 'unreachable' },
    })
    const slow = await ops.checkReadiness(async () => ({ query: () => new Promise(() => {}) }) as unknown as pg.Pool, [], { timeoutMs: 50 })
    expect(slow.failure).toEqual({ check: 'database', reason: 'no answer within 50 ms' })
  })
})

describe('the task runner check', () => {
  const t0 = Date.parse('2026-11-27T06:00:00Z')
  it('is off with JOBS_AUTORUN=false, failed when not started, silent or stuck, else ok', () => {
    expect(runner.runnerHealth(null, t0, { JOBS_AUTORUN: 'false' })).toEqual({ state: 'off' })
    expect(runner.runnerHealth(null, t0, {})).toEqual({ state: 'failed', reason: 'not started in this process' })
    const beat = { startedAt: t0, lastTickAt: t0, busySince: null }
    expect(runner.runnerHealth(beat, t0 + 60_000, {})).toEqual({ state: 'ok' })
    expect(runner.runnerHealth(beat, t0 + runner.SILENT_AFTER_MS, {})).toEqual({ state: 'ok' })
    expect(runner.runnerHealth(beat, t0 + runner.SILENT_AFTER_MS + 1000, {})).toEqual({ state: 'failed', reason: 'no tick for 181 s' })
    const stuck = { startedAt: t0, lastTickAt: t0 + 3 * 3_600_000, busySince: t0 }
    expect(runner.runnerHealth(stuck, t0 + 3 * 3_600_000, {})).toEqual({ state: 'failed', reason: 'a run has been going for 180 min' })
  })
})

describe('the listener check', () => {
  it('is off without the wrapper or with PAGE_CACHE=off, ok when listening, failed otherwise', () => {
    expect(ops.listenerHealth(null)).toEqual({ state: 'off' })
    expect(ops.listenerHealth({ state: 'off', since: 0 })).toEqual({ state: 'off' })
    expect(ops.listenerHealth({ state: 'listening', since: 0 })).toEqual({ state: 'ok' })
    expect(ops.listenerHealth({ state: 'connecting', since: 0 })).toEqual({ state: 'failed', reason: 'connecting' })
    expect(ops.listenerHealth({ state: 'lost', since: 0 })).toEqual({ state: 'failed', reason: 'connection lost, reconnecting' })
  })
})

describe('an idle connection the database drops', () => {
  it('is logged in one line and the pool goes on with a new connection', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl('postgres'), max: 1 })
    const lines: string[] = []
    logIdleConnectionErrors(pool, (line) => lines.push(line))
    logIdleConnectionErrors(pool, (line) => lines.push(`twice: ${line}`))
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      const admin = new pg.Client({ connectionString: databaseUrl('postgres') })
      await admin.connect()
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid])
      await admin.end()
      await expect.poll(() => lines.length, { timeout: 5000 }).toBe(1)
      expect(lines[0]).toMatch(/^\[helvemed\] database connection lost while idle \(57P01\): terminating connection due to administrator command; the next query opens a new one$/)
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1)
    } finally {
      await pool.end()
    }
  })
})
