// Read your writes through the shared cache (ADR 0074): the answer to a write (any method but GET,
// HEAD, OPTIONS) goes out once this process has heard every change committed before it (the page
// store's barrier, invalidation.ts) and the purges those changes started have been sent (purge.ts).
// So the request after an edit never gets the page of before from the shared cache. Bounded: after
// `ms` the answer goes out regardless (ADR 0047). Reads are never held.
import type { ServerResponse } from 'node:http'
import { type Listener, within } from './handler'

type BarrierOptions = { sync: () => Promise<boolean>; settled: () => Promise<void>; ms?: number }

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const HELD = ['writeHead', 'flushHeaders', 'write', 'end'] as const

export function withPurgeBarrier(listener: Listener, { sync, settled, ms = 2000 }: BarrierOptions): Listener {
  return function helvemedPurgeBarrier(this: unknown, req, res) {
    if (READS.has(req.method ?? 'GET')) return listener.call(this, req, res)
    hold(res, () =>
      within(
        Promise.resolve(sync()).then(() => settled()),
        ms,
        undefined,
      ),
    )
    return listener.call(this, req, res)
  }
}

/** From the first write on, the answer's calls are queued until `barrier` resolves, then replayed in order. */
function hold(res: ServerResponse, barrier: () => Promise<unknown>): void {
  const original = Object.fromEntries(HELD.map((name) => [name, res[name]])) as Record<(typeof HELD)[number], (...args: unknown[]) => unknown>
  const queue: [(typeof HELD)[number], unknown[]][] = []
  let released = false
  let waiting: Promise<unknown> | null = null
  const release = () => {
    released = true
    for (const name of HELD) (res as unknown as Record<string, unknown>)[name] = original[name]
    for (const [name, args] of queue.splice(0)) {
      if (res.destroyed) return
      // a head asked for again while the first was held (compression writes one before each chunk until one is sent)
      if ((name === 'writeHead' || name === 'flushHeaders') && res.headersSent) continue
      try {
        original[name].apply(res, args)
      } catch {
        // an answer replaced meanwhile (the request's deadline, preload.ts) cannot be written twice
        return void res.destroy()
      }
    }
  }
  for (const name of HELD) {
    ;(res as unknown as Record<string, unknown>)[name] = function (this: ServerResponse, ...args: unknown[]) {
      if (released) return original[name].apply(this, args)
      queue.push([name, args])
      waiting ??= barrier().then(release, release)
      if (name === 'write') return true
      return name === 'flushHeaders' ? undefined : res
    }
  }
}
