import 'server-only'
import type { Pool } from 'pg'
import { payloadClient } from '@/lib/payload'
import { runnerHeartbeat, runnerHealth, type RunnerHealth } from '@/modules/tasks/runner.server'
import { committedMigrationNames } from './migration-names'

// Readiness for load balancers (GET /api/ready, ADRs 0046, 0050): the database answers, every
// migration this build knows is applied, the page cache's listener hears its own notification, and
// the task runner's timer fires. Cheap: one round trip, plus the migrations table until it is found
// current (migrations are never taken back, so once current stays current for this process); the
// listener and the runner are read from this process's memory.

export type ReadyCheckName = 'database' | 'migrations' | 'pageCacheListener' | 'taskRunner'
export type CheckState = 'ok' | 'off' | 'failed' | 'skipped'

export interface Readiness {
  ready: boolean
  checks: Record<ReadyCheckName, CheckState>
  /** the first check that failed and why, without connection details or secrets */
  failure?: { check: ReadyCheckName; reason: string }
}

type LocalCheck = { state: 'ok' | 'off' } | { state: 'failed'; reason: string }

/** The page-cache listener's state as the server wrapper hands it over (server/preload.ts). */
export type ListenerStatus = { state: 'connecting' | 'listening' | 'deaf' | 'lost' | 'stopped' | 'off'; since: number }

const LISTENER_STATUS = Symbol.for('helvemed.pageCacheListener')

/** The listener's state, or null when the app runs without the server wrapper (then there is no page cache). */
export function listenerStatus(): ListenerStatus | null {
  const read = (globalThis as { [LISTENER_STATUS]?: () => ListenerStatus })[LISTENER_STATUS]
  return typeof read === 'function' ? read() : null
}

const LISTENER_PROBLEMS: Record<Exclude<ListenerStatus['state'], 'listening' | 'off'>, string> = {
  connecting: 'connecting',
  deaf: 'did not hear its own test notification (LISTEN through a pooler in transaction mode?)',
  lost: 'connection lost, reconnecting',
  stopped: 'stopped',
}

/** No wrapper or PAGE_CACHE=off: nothing is kept, nothing can be stale, so nothing to fail. */
export function listenerHealth(status: ListenerStatus | null): LocalCheck {
  if (!status || status.state === 'off') return { state: 'off' }
  if (status.state === 'listening') return { state: 'ok' }
  return { state: 'failed', reason: LISTENER_PROBLEMS[status.state] ?? 'unknown state' }
}

export interface ReadinessSources {
  /** the listener's health in this process */
  listener?: () => LocalCheck
  /** the task runner's health in this process */
  runner?: () => RunnerHealth
  timeoutMs?: number
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

/** Checks the database behind `pool` and that every name in `committed` is in payload_migrations. */
type DatabaseChecks = { checks: Pick<Readiness['checks'], 'database' | 'migrations'>; failure?: Readiness['failure'] }

async function checkDatabase(pool: () => Promise<Pick<Pool, 'query'>>, committed: readonly string[], timeoutMs: number): Promise<DatabaseChecks> {
  let db: Pick<Pool, 'query'>
  try {
    db = await withTimeout(pool(), timeoutMs)
    await withTimeout(db.query('SELECT 1'), timeoutMs)
  } catch (error) {
    return { checks: { database: 'failed', migrations: 'skipped' }, failure: { check: 'database', reason: reasonOf(error) } }
  }
  if (!migrationsCurrent) {
    let applied: Set<string>
    try {
      const { rows } = await withTimeout(db.query<{ name: string }>('SELECT name FROM payload_migrations'), timeoutMs)
      applied = new Set(rows.map((r) => r.name))
    } catch (error) {
      return { checks: { database: 'ok', migrations: 'failed' }, failure: { check: 'migrations', reason: reasonOf(error) } }
    }
    const missing = committed.filter((name) => !applied.has(name))
    if (missing.length > 0) {
      return { checks: { database: 'ok', migrations: 'failed' }, failure: { check: 'migrations', reason: `${missing.length} not applied: ${missing.join(', ')}` } }
    }
    migrationsCurrent = true
  }
  return { checks: { database: 'ok', migrations: 'ok' } }
}

/**
 * Readiness from the database behind `pool` (`pool` is a function so that a failure to get it,
 * Payload could not start, counts as the database's), the migrations in `committed`, and the
 * listener's and runner's health (both off when not given). Every check is reported; `failure`
 * names the first that failed.
 */
export async function checkReadiness(pool: () => Promise<Pick<Pool, 'query'>>, committed: readonly string[], sources: ReadinessSources = {}): Promise<Readiness> {
  const database = await checkDatabase(pool, committed, sources.timeoutMs ?? READY_TIMEOUT_MS)
  const listener = sources.listener?.() ?? { state: 'off' }
  const runner = sources.runner?.() ?? { state: 'off' }
  const checks: Readiness['checks'] = { ...database.checks, pageCacheListener: listener.state, taskRunner: runner.state }
  const failure =
    database.failure ??
    (listener.state === 'failed' ? { check: 'pageCacheListener' as const, reason: listener.reason } : undefined) ??
    (runner.state === 'failed' ? { check: 'taskRunner' as const, reason: runner.reason } : undefined)
  return failure ? { ready: false, checks, failure } : { ready: true, checks }
}

/** This process's readiness: Payload's pool, the migrations this build was made with, its listener and runner. */
export function appReadiness(): Promise<Readiness> {
  return checkReadiness(async () => (await payloadClient()).db.pool, committedMigrationNames, {
    listener: () => listenerHealth(listenerStatus()),
    runner: () => runnerHealth(runnerHeartbeat(), Date.now()),
  })
}

/** For tests: forget that the migrations were found current. */
export function resetReadinessMemo(): void {
  migrationsCurrent = false
}
