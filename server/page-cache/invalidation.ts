// When kept pages must go (ADR 0034):
// - a change: triggers on the tables public pages read send `NOTIFY helvemed_pages` when their
//   transaction commits (migration 20261126_060000_page_cache_triggers); this process LISTENs.
//   A notification names the tags of what changed (`tags job:12 institution:4 search home`, ADR
//   0073, migration 20261127_160600_page_cache_tags): only the kept pages carrying one go; any
//   other payload (a bulk change, an older trigger) empties the store;
// - time: an ad goes online at online_from and offline after online_until, an article appears at
//   published_at, without any write. The next such moment is read after every change and a timer
//   drops the pages of the jobs and articles of that moment then.
// Without the listening connection (not yet connected, lost) the store is disabled: pages are
// rendered, and served stale only when the render fails (ADR 0047). It reconnects with a back-off
// and starts empty.
// The connection is a session of its own (LISTEN_DATABASE_URL, by default DATABASE_URL): a pooler in
// transaction mode (PgBouncer) takes LISTEN without error but never delivers a notification. So
// after LISTEN the listener notifies itself; the store is enabled only when that notification has
// come back, and a loud warning is logged when it has not within `selfTestMs`.
import pg from 'pg'
import { parsedTags } from '@/modules/routing/page-tags'
import type { PageStore } from './store'

/** What /api/ready reports of the listening connection (ADR 0050). */
export type ListenerState = 'connecting' | 'listening' | 'deaf' | 'lost' | 'stopped' | 'off'
export type ListenerStatus = () => { state: ListenerState; since: number }
export type ChangeListener = { sync: () => Promise<boolean>; status: ListenerStatus; stop: () => void }

type ListenOptions = { connectionString: string; log?: (msg: string) => void; warn?: (msg: string) => void; retryMs?: number[]; selfTestMs?: number }

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

const CHANNEL = 'helvemed_pages'
const MAX_TIMER_MS = 60 * 60 * 1000

/** The next moment an ad goes online or offline or an article appears, and the tags of the pages it changes. */
export const NEXT_MOMENT_SQL = `WITH m AS (SELECT least(
  (SELECT min(online_from) FROM jobs WHERE online_from > now()),
  (SELECT min(online_until) FROM jobs WHERE online_until >= now()),
  (SELECT min(published_at) FROM articles WHERE published_at > now())
) AS at)
SELECT m.at, helvemed_moment_tags(m.at) AS tags FROM m`

const TAGS_PREFIX = 'tags '
/**
 * The test notification a listener sends itself when it starts listening. Every process hears every
 * process's: another's changes nothing (it used to empty the store and purge the shared cache of
 * every other process whenever one started or reconnected; ADR 0074).
 */
const SELF_TEST_PREFIX = 'self-test '

/** What a notification drops: the pages of its tags (`tags a b`; none: nothing; a self-test: nothing), or everything ('all') for any other payload. */
export function tagsOfNotification(payload: string | undefined): readonly string[] | 'all' {
  if (payload?.startsWith(SELF_TEST_PREFIX)) return []
  if (payload === undefined || (payload !== TAGS_PREFIX.trim() && !payload.startsWith(TAGS_PREFIX))) return 'all'
  return parsedTags(payload.slice(TAGS_PREFIX.length))
}

/** Drops what a notification names. */
export function applyNotification(store: PageStore, payload: string | undefined): void {
  const tags = tagsOfNotification(payload)
  if (tags === 'all') store.invalidate()
  else store.invalidate(tags)
}

export function listenForChanges(
  store: PageStore,
  { connectionString, log = () => {}, warn = log, retryMs = [1000, 2000, 5000, 10_000, 30_000], selfTestMs = 5000 }: ListenOptions,
): ChangeListener {
  let client: pg.Client | null = null
  let attempt = 0
  let timer: NodeJS.Timeout | undefined
  let momentTimer: NodeJS.Timeout | undefined
  let stopped = false
  let reading: { again: boolean } | null = null
  // What /api/ready reports (ADR 0050): connecting, listening (heard its own notification), deaf
  // (connected, the notification has not come back), lost (reconnecting), stopped.
  let state: ListenerState = 'connecting'
  let since = Date.now()
  const enter = (next: ListenerState) => {
    if (state !== next) since = Date.now()
    state = next
  }

  const scheduleMoment = async (): Promise<void> => {
    const c = client
    if (!c) return
    // one query at a time; a burst of notifications reads once more at the end
    if (reading) return void (reading.again = true)
    reading = { again: false }
    try {
      do {
        reading.again = false
        const res = await c.query<{ at: Date | string | null; tags: string | null }>(NEXT_MOMENT_SQL)
        clearTimeout(momentTimer)
        const at = res.rows[0]?.at ? new Date(res.rows[0].at).getTime() : null
        const tags = res.rows[0]?.tags ?? null
        // online_until is the last online moment: the change is just after it
        const wait = at === null ? MAX_TIMER_MS : Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now() + 5))
        momentTimer = setTimeout(() => {
          if (at !== null) applyNotification(store, tags ?? undefined)
          void scheduleMoment()
        }, wait)
        momentTimer.unref()
      } while (reading.again)
    } catch (e) {
      log(`page cache: could not read the next online change (${messageOf(e)}); disabled until reconnected`)
      drop(c)
    } finally {
      reading = null
    }
  }

  const drop = (c: pg.Client | null) => {
    if (!c || c !== client) return
    store.setEnabled(false)
    enter(stopped ? 'stopped' : 'lost')
    client = null
    clearTimeout(momentTimer)
    c.removeAllListeners()
    c.on('error', () => {})
    c.end().catch(() => {})
    if (stopped) return
    const wait = retryMs[Math.min(attempt++, retryMs.length - 1)] ?? 30_000
    timer = setTimeout(() => void connect(), wait)
    timer.unref()
  }

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: 'helvemed-page-cache' })
    client = c
    c.on('error', (e: Error) => {
      log(`page cache: listening connection lost (${e.message})`)
      drop(c)
    })
    c.on('end', () => drop(c))
    const probe = `${SELF_TEST_PREFIX}${process.pid} ${Date.now()} ${Math.random()}`
    let heard: (ok: boolean) => void = () => {}
    const selfTest = new Promise<boolean>((resolve) => (heard = resolve))
    c.on('notification', (msg) => {
      if (msg.payload === probe) return heard(true)
      applyNotification(store, msg.payload)
      void scheduleMoment()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CHANNEL}`)
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, probe])
      let selfTestTimer: NodeJS.Timeout | undefined
      const late = new Promise<boolean>((resolve) => {
        selfTestTimer = setTimeout(resolve, selfTestMs, false)
        selfTestTimer.unref()
      })
      const ok = await Promise.race([selfTest, late])
      clearTimeout(selfTestTimer)
      if (c !== client) return
      if (!ok) {
        enter('deaf')
        warn(
          `PAGE CACHE OFF: the listening connection did not receive its own test notification within ${selfTestMs} ms. ` +
            'LISTEN needs a session of its own: set LISTEN_DATABASE_URL to a direct PostgreSQL connection (a pooler in transaction mode such as PgBouncer cannot LISTEN). ' +
            'Every public page is rendered for every request until then.',
        )
        // the cache stays off; should the notification still come, it is turned on then
        void selfTest.then(() => {
          if (c !== client) return
          attempt = 0
          enter('listening')
          store.setEnabled(true)
          void scheduleMoment()
        })
        return
      }
      attempt = 0
      enter('listening')
      store.setEnabled(true)
      await scheduleMoment()
    } catch (e) {
      log(`page cache: cannot listen for changes (${messageOf(e)}); pages are rendered for every request until it can (kept ones stand in for failing renders, ADR 0047)`)
      drop(c)
    }
  }

  // The barrier of a kept page: a round trip on the listening connection. PostgreSQL sends a
  // notification to a listener before the answer to any later query, so once the round trip is
  // back, every change committed before the request arrived has emptied the store. Requests share
  // round trips: one is on the wire, the requests that come meanwhile wait for the next one (the
  // one on the wire may have left before their change committed).
  let onWire: Promise<boolean> | null = null
  let next: Promise<boolean> | null = null
  const ping = (): Promise<boolean> => {
    const c = client
    const trip = (c ? c.query('SELECT 1') : Promise.reject(new Error('not listening'))).then(
      () => true,
      () => false,
    )
    void trip.then(() => {
      if (onWire === trip) onWire = null
    })
    onWire = trip
    return trip
  }
  const sync = (): Promise<boolean> => {
    if (!client) return Promise.resolve(false)
    if (!onWire) return ping()
    next ??= onWire.then(() => {
      next = null
      return ping()
    })
    return next
  }

  void connect()
  return {
    /** Resolves when every change committed before this call has reached the store (false: not listening). */
    sync,
    /** The listener's state and since when (ms) it holds. */
    status: () => ({ state, since }),
    stop() {
      stopped = true
      enter('stopped')
      clearTimeout(timer)
      clearTimeout(momentTimer)
      store.setEnabled(false)
      const c = client
      client = null
      if (c) void c.end().catch(() => {})
    },
  }
}
