import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StatisticEvent } from '../schemas'
import { createStatisticsQueue, FLUSH_INTERVAL_MS, MAX_QUEUED_EVENTS, type QueueTransport } from './queue'

// The browser queue with fake timers, a fake fetch and a fake sendBeacon at the network edge.

const job = (id: number): StatisticEvent => ({ type: 'fe/job/impression', job_id: id, institution_id: 7, institution_parent_id: null })

interface Call {
  url: string
  events: StatisticEvent[]
  keepalive: boolean | undefined
}

/** A fetch whose answers the test decides, one at a time. */
function fakeFetch() {
  const calls: Call[] = []
  const answers: { resolve: (res: { ok: boolean; status: number }) => void; reject: (error: Error) => void }[] = []
  const fetch: QueueTransport['fetch'] = (url, init) => {
    calls.push({ url, events: JSON.parse(String(init.body)).data, keepalive: init.keepalive })
    return new Promise((resolve, reject) => answers.push({ resolve, reject }))
  }
  const answer = async (status: number) => {
    answers.shift()!.resolve({ ok: status >= 200 && status < 300, status })
    await vi.advanceTimersByTimeAsync(0)
  }
  const fail = async () => {
    answers.shift()!.reject(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(0)
  }
  return { fetch, calls, answer, fail }
}

function fakePage(visibilityState = 'visible') {
  return { window: new EventTarget(), document: Object.assign(new EventTarget(), { visibilityState }) }
}

const ids = (events: StatisticEvent[]) => events.map((e) => ('job_id' in e ? e.job_id : e.institution_id))
const tick = () => vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('statistics queue: the 3000 ms flush', () => {
  it('sends nothing while the queue is empty and the queued events on the next 3000 ms tick', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    await tick()
    await tick()
    expect(net.calls).toHaveLength(0)

    queue.track(job(1))
    queue.track(job(2))
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1)
    expect(net.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(net.calls).toEqual([{ url: '/api/fn/statistic/post', events: [job(1), job(2)], keepalive: true }])
  })

  it('clears the queue after a successful send, so the next tick sends nothing', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    queue.track(job(1))
    await tick()
    await net.answer(200)
    expect(queue.size()).toBe(0)
    await tick()
    await tick()
    expect(net.calls).toHaveLength(1)
  })

  it('stops the timer and the listeners when stopped', async () => {
    const net = fakeFetch()
    const beacons: Blob[] = []
    const queue = createStatisticsQueue({ fetch: net.fetch, sendBeacon: (_url, data) => beacons.push(data) > 0 })
    const page = fakePage()
    const stop = queue.start(page)
    stop()
    queue.track(job(1))
    await tick()
    page.window.dispatchEvent(new Event('pagehide'))
    expect(net.calls).toHaveLength(0)
    expect(beacons).toHaveLength(0)
  })
})

describe('statistics queue: the lock', () => {
  it('never starts a second send while one is under way, and keeps what was queued meanwhile', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    queue.track(job(1))
    await tick()
    queue.track(job(2))
    await tick()
    await tick()
    void queue.flush()
    expect(net.calls).toHaveLength(1)

    await net.answer(200)
    expect(queue.size()).toBe(1)
    await tick()
    expect(net.calls.map((c) => ids(c.events))).toEqual([[1], [2]])
  })

  it('sends at most 100 events per request, the oldest first', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    for (let i = 1; i <= 150; i++) queue.track(job(i))
    await tick()
    await net.answer(200)
    await tick()
    expect(net.calls.map((c) => c.events.length)).toEqual([100, 50])
    expect(ids(net.calls[1]!.events)[0]).toBe(101)
  })
})

describe('statistics queue: failures', () => {
  it('keeps the events after a network failure and sends them again on the next tick', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    queue.track(job(1))
    await tick()
    await net.fail()
    expect(queue.size()).toBe(1)
    queue.track(job(2))
    await tick()
    expect(ids(net.calls[1]!.events)).toEqual([1, 2])
  })

  it.each([500, 503, 429, 408])('keeps the events after a %i answer', async (status) => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    queue.track(job(1))
    await tick()
    await net.answer(status)
    expect(queue.size()).toBe(1)
    await tick()
    expect(net.calls).toHaveLength(2)
  })

  it.each([400, 413])('drops a batch the server refused with %i (sending it again cannot succeed)', async (status) => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    queue.track(job(1))
    await tick()
    await net.answer(status)
    expect(queue.size()).toBe(0)
  })

  it('keeps at most 500 events, forgetting the oldest', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    queue.start(fakePage())
    for (let i = 1; i <= MAX_QUEUED_EVENTS + 20; i++) queue.track(job(i))
    expect(queue.size()).toBe(MAX_QUEUED_EVENTS)
    await tick()
    expect(ids(net.calls[0]!.events)[0]).toBe(21)
  })
})

describe('statistics queue: page hide', () => {
  async function beaconed(beacons: Blob[]) {
    return Promise.all(beacons.map(async (blob) => ({ type: blob.type, ids: ids(JSON.parse(await blob.text()).data) })))
  }

  it('hands the queued events to sendBeacon on pagehide and empties the queue', async () => {
    const net = fakeFetch()
    const beacons: Blob[] = []
    const queue = createStatisticsQueue({ fetch: net.fetch, sendBeacon: (url, data) => url === '/api/fn/statistic/post' && beacons.push(data) > 0 })
    const page = fakePage()
    queue.start(page)
    queue.track(job(1))
    queue.track(job(2))
    page.window.dispatchEvent(new Event('pagehide'))
    expect(await beaconed(beacons)).toEqual([{ type: 'application/json', ids: [1, 2] }])
    expect(queue.size()).toBe(0)
    await tick()
    expect(net.calls).toHaveLength(0)
  })

  it('flushes when the tab becomes hidden, not when it becomes visible', async () => {
    const beacons: Blob[] = []
    const queue = createStatisticsQueue({ fetch: fakeFetch().fetch, sendBeacon: (_url, data) => beacons.push(data) > 0 })
    const page = fakePage('visible')
    queue.start(page)
    queue.track(job(1))
    page.document.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toHaveLength(0)
    page.document.visibilityState = 'hidden'
    page.document.dispatchEvent(new Event('visibilitychange'))
    expect(await beaconed(beacons)).toEqual([{ type: 'application/json', ids: [1] }])
  })

  it('does not send again what is already on its way, and keeps what the browser refused', async () => {
    const net = fakeFetch()
    const beacons: Blob[] = []
    let accept = false
    const queue = createStatisticsQueue({ fetch: net.fetch, sendBeacon: (_url, data) => accept && beacons.push(data) > 0 })
    const page = fakePage()
    queue.start(page)
    queue.track(job(1))
    await tick() // job 1 is on its way
    queue.track(job(2))
    page.window.dispatchEvent(new Event('pagehide'))
    expect(queue.size()).toBe(2) // refused by the browser: kept
    accept = true
    page.window.dispatchEvent(new Event('pagehide'))
    expect(await beaconed(beacons)).toEqual([{ type: 'application/json', ids: [2] }])
    await net.answer(200)
    expect(queue.size()).toBe(0)
  })

  it('falls back to fetch with keepalive where sendBeacon is missing', async () => {
    const net = fakeFetch()
    const queue = createStatisticsQueue({ fetch: net.fetch })
    const page = fakePage()
    queue.start(page)
    queue.track(job(1))
    page.window.dispatchEvent(new Event('pagehide'))
    expect(net.calls).toEqual([{ url: '/api/fn/statistic/post', events: [job(1)], keepalive: true }])
    expect(queue.size()).toBe(0)
  })
})
