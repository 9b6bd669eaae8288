// One piece of heavy work at a time in this process, with a short, bounded wait
// (ADR 0052). Decoding an image takes a core and memory in proportion to its pixels; several at once
// left the process at 800+ MB. A caller that finds `maxWaiting` callers waiting, or waits longer
// than `waitMs`, gets `{ ok: false }` and tells its user to try again.

export type Turn<T> = { ok: true; value: T } | { ok: false }

export interface OneAtATime {
  run<T>(work: () => Promise<T>): Promise<Turn<T>>
  /** callers waiting right now (for tests and reports) */
  readonly waiting: number
}

export function oneAtATime({ maxWaiting, waitMs }: { maxWaiting: number; waitMs: number }): OneAtATime {
  let busy = false
  const queue: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  const handOn = () => {
    const next = queue.shift()
    if (!next) {
      busy = false
      return
    }
    clearTimeout(next.timer)
    next.start()
  }

  const turn = (): Promise<boolean> => {
    if (!busy) {
      busy = true
      return Promise.resolve(true)
    }
    if (queue.length >= maxWaiting) return Promise.resolve(false)
    return new Promise((resolve) => {
      const entry = {
        start: () => resolve(true),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1)
          resolve(false)
        }, waitMs),
      }
      queue.push(entry)
    })
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<Turn<T>> {
      if (!(await turn())) return { ok: false }
      try {
        return { ok: true, value: await work() }
      } finally {
        handOn()
      }
    },
    get waiting() {
      return queue.length
    },
  }
}
