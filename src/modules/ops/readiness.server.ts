import 'server-only'
import type { Pool } from 'pg'
import { payloadClient } from '@/lib/payload'
import { committedMigrationNames } from './migration-names'

// Readiness for load balancers (GET /api/ready, ADR 0046): the database answers and every migration
// this build knows is applied. Cheap: one round trip, plus the migrations table until it is found
// current (migrations are never taken back, so once current stays current for this process).

export type ReadyCheckName = 'database' | 'migrations'

export interface Readiness {
  ready: boolean
  checks: Record<ReadyCheckName, 'ok' | 'failed' | 'skipped'>
  /** why a check failed, without connection details or secrets */
  failure?: { check: ReadyCheckName; reason: string }
}

/** How long the database may take to answer before the process counts as not ready. */
export const READY_TIMEOUT_MS = 2000

let migrationsCurrent = false

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** A reason safe to show: an error code or a short fixed phrase, never a connection string. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message.startsWith('no answer within')) return error.message
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : ''
  return /^[A-Z0-9_]{2,20}$/.test(code) ? `unreachable (${code})` : 'unreachable'
}

/**
 * Checks the database behind `pool` and that every name in `committed` is in payload_migrations.
 * `pool` is a function so that a failure to get it (Payload could not start) counts as the database's.
 */
export async function checkReadiness(pool: () => Promise<Pick<Pool, 'query'>>, committed: readonly string[], timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  let db: Pick<Pool, 'query'>
  try {
    db = await withTimeout(pool(), timeoutMs)
    await withTimeout(db.query('SELECT 1'), timeoutMs)
  } catch (error) {
    return { ready: false, checks: { database: 'failed', migrations: 'skipped' }, failure: { check: 'database', reason: reasonOf(error) } }
  }
  if (!migrationsCurrent) {
    let applied: Set<string>
    try {
      const { rows } = await withTimeout(db.query<{ name: string }>('SELECT name FROM payload_migrations'), timeoutMs)
      applied = new Set(rows.map((r) => r.name))
    } catch (error) {
      return { ready: false, checks: { database: 'ok', migrations: 'failed' }, failure: { check: 'migrations', reason: reasonOf(error) } }
    }
    const missing = committed.filter((name) => !applied.has(name))
    if (missing.length > 0) {
      return { ready: false, checks: { database: 'ok', migrations: 'failed' }, failure: { check: 'migrations', reason: `${missing.length} not applied: ${missing.join(', ')}` } }
    }
    migrationsCurrent = true
  }
  return { ready: true, checks: { database: 'ok', migrations: 'ok' } }
}

/** This process's readiness: Payload's pool and the migrations this build was made with. */
export function appReadiness(): Promise<Readiness> {
  return checkReadiness(async () => (await payloadClient()).db.pool, committedMigrationNames)
}

/** For tests: forget that the migrations were found current. */
export function resetReadinessMemo(): void {
  migrationsCurrent = false
}
