import { MAX_EVENTS_PER_POST, STATISTIC_POST_PATH } from '../limits'
import type { StatisticEvent } from '../schemas'

// The browser's statistics queue (docs/product-rules.md#statistics): events are queued, one send at a time, the
// queue cleared after sending, flushed every 3000 ms while anything waits.
// No React and no globals here, so the timing rules are unit-tested with fake timers and a fake fetch.

export const FLUSH_INTERVAL_MS = 3000
/** Beyond this the oldest events are forgotten, so a long offline visit cannot grow the queue forever. */
export const MAX_QUEUED_EVENTS = 500

export interface QueueTransport {
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>
  /** navigator.sendBeacon; without it the page-hide flush uses fetch with keepalive */
  sendBeacon?: (url: string, data: Blob) => boolean
}

/** What start() listens to: `pagehide` on the window, `visibilitychange` on the document. */
export interface PageLifecycle {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string }
}

export interface StatisticsQueue {
  track(event: StatisticEvent): void
  /** Sends the queued events, unless a send is already under way or nothing is queued. */
  flush(): Promise<void>
  /** Hands every event not already on its way to the browser, which sends it after the page is gone. */
  flushOnHide(): void
  /** The 3000 ms timer and the page-hide listeners; returns a function that removes them. */
  start(page: PageLifecycle): () => void
  /** Events waiting or on their way (for tests). */
  size(): number
}

const body = (events: StatisticEvent[]) => JSON.stringify({ data: events })

/** A failed send is retried on the next tick when trying again can help (network, 408, 429, 5xx). */
const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500

export function createStatisticsQueue(transport: QueueTransport, url = STATISTIC_POST_PATH): StatisticsQueue {
  let queue: StatisticEvent[] = []
  let sending = false // the lock: one request at a time
  let inFlight = new Set<StatisticEvent>()

  // Events are removed by identity: whatever was queued during a send stays queued.
  const remove = (sent: Set<StatisticEvent>) => {
    queue = queue.filter((event) => !sent.has(event))
  }

  async function flush() {
    if (sending || queue.length === 0) return
    sending = true
    const batch = queue.slice(0, MAX_EVENTS_PER_POST)
    inFlight = new Set(batch)
    try {
      // keepalive: a send that is under way when the page goes away still arrives.
      const res = await transport.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(batch),
        credentials: 'same-origin',
        keepalive: true,
      })
      // A refused batch (400, 413) would be refused again: it is dropped, not retried forever.
      if (res.ok || !isRetryable(res.status)) remove(inFlight)
    } catch {
      // offline or aborted: the events stay for the next tick
    } finally {
      inFlight = new Set()
      sending = false
    }
  }

  function flushOnHide() {
    const pending = queue.filter((event) => !inFlight.has(event))
    for (let i = 0; i < pending.length; i += MAX_EVENTS_PER_POST) {
      const batch = pending.slice(i, i + MAX_EVENTS_PER_POST)
      if (transport.sendBeacon) {
        // The browser may refuse (quota); those events stay in case the page comes back.
        if (!transport.sendBeacon(url, new Blob([body(batch)], { type: 'application/json' }))) continue
      } else {
        transport.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(batch), credentials: 'same-origin', keepalive: true }).catch(() => {})
      }
      remove(new Set(batch))
    }
  }

  return {
    track(event) {
      queue.push({ ...event })
      if (queue.length > MAX_QUEUED_EVENTS) queue.splice(0, queue.length - MAX_QUEUED_EVENTS)
    },
    flush,
    flushOnHide,
    start(page) {
      const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS)
      const onPageHide = () => flushOnHide()
      const onVisibility = () => {
        if (page.document.visibilityState === 'hidden') flushOnHide()
      }
      page.window.addEventListener('pagehide', onPageHide)
      page.document.addEventListener('visibilitychange', onVisibility)
      return () => {
        clearInterval(timer)
        page.window.removeEventListener('pagehide', onPageHide)
        page.document.removeEventListener('visibilitychange', onVisibility)
      }
    },
    size: () => queue.length,
  }
}
