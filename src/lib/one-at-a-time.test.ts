import { describe, expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

// The image decode queue: one at a time, a few waiting, each wait bounded.
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('oneAtATime', () => {
  it('runs one piece of work at a time, the waiting ones in order', async () => {
    const queue = oneAtATime({ maxWaiting: 4, waitMs: 5_000 })
    let running = 0
    let most = 0
    const order: number[] = []
    const work = (n: number) => async () => {
      running++
      most = Math.max(most, running)
      await tick(10)
      order.push(n)
      running--
      return n
    }
    const results = await Promise.all([1, 2, 3, 4].map((n) => queue.run(work(n))))
    expect(results).toEqual([1, 2, 3, 4].map((value) => ({ ok: true, value })))
    expect(most).toBe(1)
    expect(order).toEqual([1, 2, 3, 4])
  })

  it('refuses at once when too many wait, and after the wait bound', async () => {
    const queue = oneAtATime({ maxWaiting: 1, waitMs: 30 })
    const long = queue.run(() => tick(200).then(() => 'long'))
    const waiter = queue.run(async () => 'waited')
    expect(await queue.run(async () => 'third')).toEqual({ ok: false })
    expect(await waiter).toEqual({ ok: false })
    expect(queue.waiting).toBe(0)
    expect(await long).toEqual({ ok: true, value: 'long' })
    // Free again afterwards, also after a failure.
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await queue.run(async () => 'next')).toEqual({ ok: true, value: 'next' })
  })
})
