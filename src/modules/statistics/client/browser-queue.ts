import type { StatisticEvent } from '../schemas'
import { createStatisticsQueue, type StatisticsQueue } from './queue'

// The one queue of this browser tab, started on the first event (never on the server).
let queue: StatisticsQueue | null = null

export function trackStatisticEvent(event: StatisticEvent): void {
  if (typeof window === 'undefined') return
  if (!queue) {
    queue = createStatisticsQueue({
      fetch: (url, init) => window.fetch(url, init),
      sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    })
    queue.start({ window, document })
  }
  queue.track(event)
}
