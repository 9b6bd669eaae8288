import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenForChanges } from '../../server/page-cache/invalidation'
import { PageStore } from '../../server/page-cache/store'
import { createEssential, createInstitution, createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The page cache drops its pages when the data behind public pages changes (ADR 0034): triggers
// on those tables notify at commit, the listener empties the store; the moment an ad goes online or
// offline empties it too. Tables no public page reads have no trigger, by decision.

/** Tables no public page reads: accounts, money, mail, queues, statistics, limits, Payload's own. */
const PRIVATE_TABLES = [
  'account_deletion_links',
  'account_email_changes',
  'account_recovery_codes',
  'account_requests',
  'account_reset_tokens',
  'account_second_factors',
  'account_session_devices',
  'account_verification_links',
  'billing_settings',
  'content_imports',
  'cdn_content_version',
  'cdn_tokens',
  'crawl_ads',
  'crawl_pages',
  'crawl_sources',
  'discount_codes',
  'discount_codes_rels',
  'invoices',
  'job_alerts',
  'login_attempts',
  'memberships',
  'offer_inquiries',
  'orders',
  'outbox',
  'payload_jobs',
  'payload_jobs_log',
  'payload_jobs_stats',
  'payload_kv',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'payload_migrations',
  'payload_preferences',
  'payload_preferences_rels',
  'rate_limits',
  'statistic_daily_institutions',
  'statistic_daily_jobs',
  'statistic_events',
  'statistic_rollup_state',
  'task_runs',
  'team_alerts',
  'users',
  'users_sessions',
]

let payload: Payload
let db: pg.Client
const ids = { institution: 0 }
const page = { html: '<p>kept</p>', headers: { 'content-type': 'text/html' }, policy: "script-src 'self'" }

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeAll(async () => {
  payload = await freshPayload()
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const region = await createEssential(payload, 'regions', 'BE', 'Bern')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.institution = await createInstitution(payload, { name: 'Spital Cache', region, category })
})

afterAll(async () => {
  await db?.end()
})

describe('page cache triggers', () => {
  it('every table either notifies the page cache or is one no public page reads', async () => {
    const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename as string)
    const notifying = new Set(
      (await db.query(`SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'page_cache_notify'`)).rows.map((r) => r.relname as string),
    )
    const undecided = tables.filter((t) => !notifying.has(t) && !PRIVATE_TABLES.includes(t))
    // A new table: add a trigger in a migration (public pages read it) or list it above (they do not).
    expect(undecided).toEqual([])
    expect(PRIVATE_TABLES.filter((t) => notifying.has(t))).toEqual([])
  })

  it('a committed change to public data empties the store; private writes and rolled-back ones do not', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      const jobId = await createJob(payload, { title: 'Assistenzarzt Cache', institution: ids.institution })
      await new Promise((r) => setTimeout(r, 300))

      store.set('browser /de', store.generation, page)
      // writes no public page reads: a session, a statistics event
      await db.query(`UPDATE users SET updated_at = now()`)
      await db.query(`DELETE FROM statistic_events WHERE false`)
      await db.query('BEGIN')
      await db.query(`UPDATE jobs SET title = 'nie gespeichert' WHERE id = $1`, [jobId])
      await db.query('ROLLBACK')
      await new Promise((r) => setTimeout(r, 300))
      expect(store.get('browser /de')).not.toBeNull()

      await payload.update({ collection: 'jobs', id: jobId, data: { title: 'Neuer Titel' } })
      await until(() => store.get('browser /de') === null)
    } finally {
      listener.stop()
    }
  })

  it('after the barrier, every change committed before it has emptied the store (no waiting, no polling)', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      const jobId = await createJob(payload, { title: 'Assistenzarzt Barriere', institution: ids.institution })
      for (let round = 0; round < 50; round++) {
        await listener.sync()
        store.set('browser /de/jobs', store.generation, page)
        await db.query(`UPDATE jobs SET title = $2 WHERE id = $1`, [jobId, `Assistenzarzt Barriere ${round}`])
        expect(await listener.sync()).toBe(true)
        expect(store.get('browser /de/jobs'), `round ${round}`).toBeNull()
      }
    } finally {
      listener.stop()
    }
  })

  it('the moment an ad ends empties the store, without any write', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    await createJob(payload, {
      title: 'Oberarzt Zeit',
      institution: ids.institution,
      online_from: new Date(Date.now() - 60_000).toISOString(),
      online_until: new Date(Date.now() + 1500).toISOString(),
    })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      await new Promise((r) => setTimeout(r, 200))
      store.set('browser /de/jobs', store.generation, page)
      expect(store.get('browser /de/jobs')).not.toBeNull()
      await until(() => store.get('browser /de/jobs') === null, 4000)
    } finally {
      listener.stop()
    }
  })

  it('losing the listening connection keeps the pages as stale answers only, and hearing again starts empty (ADR 0047)', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000, staleMs: 60_000 })
    const warnings: string[] = []
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL!, retryMs: [200], warn: (m: string) => warnings.push(m) })
    try {
      // enabled only once its own test notification has come back
      await until(() => store.enabled)
      expect(warnings).toEqual([])
      // what /api/ready reports (ADR 0050)
      expect(listener.status().state).toBe('listening')
      store.set('browser /de/jobs', store.generation, page)
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'helvemed-page-cache'`)
      await until(() => !store.enabled)
      expect(listener.status().state).toBe('lost')
      expect(store.get('browser /de/jobs')).toBeNull()
      expect(store.stale('browser /de/jobs')).not.toBeNull()
      expect(await listener.sync()).toBe(false)
      // reconnected: changes may have been missed, so nothing kept survives
      await until(() => store.enabled, 5000)
      expect(listener.status().state).toBe('listening')
      expect(store.stale('browser /de/jobs')).toBeNull()
      expect(store.get('browser /de/jobs')).toBeNull()
    } finally {
      listener.stop()
    }
    expect(listener.status().state).toBe('stopped')
  })
})
