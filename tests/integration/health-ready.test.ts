import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { logIdleConnectionErrors } from '@/lib/pool-errors'
import { databaseUrl, freshPayload } from '../support/test-db'

// The load balancer's two endpoints (ADR 0046): /api/health says the process answers,
// /api/ready that the database answers and the migrations are current (else 503 and which check).

let payload: Payload
let ops: typeof import('@/modules/ops/readiness.server')
let committedMigrationNames: readonly string[]

beforeAll(async () => {
  payload = await freshPayload()
  // Imported after freshPayload: they load the Payload config, which reads DATABASE_URL.
  ops = await import('@/modules/ops/readiness.server')
  committedMigrationNames = (await import('@/modules/ops/migration-names')).committedMigrationNames
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
  it('answers 200 when the database answers and every migration is applied', async () => {
    ops.resetReadinessMemo()
    const { GET } = await import('@/app/api/ready/route')
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } })
  })

  it('answers 503 naming the migration that is missing', async () => {
    ops.resetReadinessMemo()
    const last = committedMigrationNames.at(-1)!
    await payload.db.pool.query('DELETE FROM payload_migrations WHERE name = $1', [last])
    try {
      const { GET } = await import('@/app/api/ready/route')
      const res = await GET()
      expect(res.status).toBe(503)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'failed' },
        failure: { check: 'migrations', reason: `1 not applied: ${last}` },
      })
    } finally {
      await payload.db.pool.query('INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ($1, 1, now(), now())', [last])
      ops.resetReadinessMemo()
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
      expect(readiness.checks).toEqual({ database: 'failed', migrations: 'skipped' })
      expect(readiness.failure?.check).toBe('database')
      expect(JSON.stringify(readiness)).not.toMatch(/very-secret-password|127\.0\.0\.1|localhost/)
    } finally {
      await pool.end()
    }
  })

  it('fails the database check when Payload cannot start, or the database takes too long', async () => {
    const broken = await ops.checkReadiness(() => Promise.reject(new Error('connect ECONNREFUSED postgres://u:pw@db:5432')), [])
    expect(broken).toEqual({ ready: false, checks: { database: 'failed', migrations: 'skipped' }, failure: { check: 'database', reason: 'unreachable' } })
    const slow = await ops.checkReadiness(async () => ({ query: () => new Promise(() => {}) }) as unknown as pg.Pool, [], 50)
    expect(slow.failure).toEqual({ check: 'database', reason: 'no answer within 50 ms' })
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
