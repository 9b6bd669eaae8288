import { describe, expect, it } from 'vitest'
import { databaseUrl } from '../../tests/support/test-db'
import { withMigrationLock } from './migrate.mjs'

// Parallel starts (several machines) wait for each other instead of racing on the migrations.
describe('the migration lock', () => {
  it('a second start waits until the first one is done', async () => {
    const url = databaseUrl('postgres')
    const order: string[] = []
    const waits: string[] = []
    let releaseFirst!: () => void
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstStarted!: () => void
    const started = new Promise<void>((resolve) => (firstStarted = resolve))

    const first = withMigrationLock(url, async () => {
      order.push('first in')
      firstStarted()
      await firstHolds
      order.push('first out')
    })
    await started
    const second = withMigrationLock(
      url,
      async () => {
        order.push('second in')
        return 'done'
      },
      (msg) => waits.push(msg),
    )
    // The second one is waiting: give it time to (wrongly) get in.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(order).toEqual(['first in'])
    releaseFirst()
    await first
    await expect(second).resolves.toBe('done')
    expect(order).toEqual(['first in', 'first out', 'second in'])
    expect(waits).toEqual(['another process is applying migrations; waiting …'])
  })

  it('a failed run lets the next one in', async () => {
    const url = databaseUrl('postgres')
    await expect(withMigrationLock(url, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    const waits: string[] = []
    await expect(
      withMigrationLock(
        url,
        async () => 'ok',
        (msg) => waits.push(msg),
      ),
    ).resolves.toBe('ok')
    expect(waits).toEqual([])
  })
})
