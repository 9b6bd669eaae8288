import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LimitRule } from '@/modules/limits/rules'
import { freshPayload } from '../support/test-db'

// The shared limit primitive on a real PostgreSQL (ADR 0015): bursts, refill, pruning, and the
// same bucket seen by several app processes at once.

let payload: Payload
let limits: typeof import('@/modules/limits/take.server')

const root = path.resolve(import.meta.dirname, '../..')
const hour = 60 * 60 * 1000
const t0 = new Date('2030-01-01T10:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

let n = 0
/** A fresh rule name per test, so tests never share buckets. */
const testRule = (capacity: number, refillPerSecond: number): LimitRule => ({ name: `test-${++n}`, capacity, refillPerSecond })

async function storedRows(): Promise<{ key: string; tokens: number }[]> {
  return (await payload.db.pool.query<{ key: string; tokens: number }>('SELECT key, tokens FROM rate_limits ORDER BY key')).rows
}

beforeAll(async () => {
  payload = await freshPayload()
  limits = await import('@/modules/limits/take.server')
})

describe('takeLimit', () => {
  it('grants a burst up to the capacity, then refuses with the seconds until the next token', async () => {
    const rule = testRule(5, 1 / 60) // one token a minute
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await limits.takeLimit(payload, rule, '192.0.2.1', { now: at(i * 1000) }))
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ ok: true }))
    // at +5 s, 5 s of the minute have refilled: 55 s to go; at +6 s, 54 s
    expect(answers[5]).toEqual({ ok: false, retryAfterSeconds: 55 })
    expect(answers[6]).toEqual({ ok: false, retryAfterSeconds: 54 })
    // another key has its own bucket
    expect(await limits.takeLimit(payload, rule, '192.0.2.2', { now: at(7000) })).toEqual({ ok: true })
  })

  it('refills at the rule’s rate and never beyond the capacity', async () => {
    const rule = testRule(3, 1 / 3600) // one an hour
    for (let i = 0; i < 3; i++) expect((await limits.takeLimit(payload, rule, 'anna@example.ch', { now: t0 })).ok).toBe(true)
    expect(await limits.takeLimit(payload, rule, 'anna@example.ch', { now: at(hour - 1000) })).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(await limits.takeLimit(payload, rule, 'anna@example.ch', { now: at(hour) })).toEqual({ ok: true })
    expect((await limits.takeLimit(payload, rule, 'anna@example.ch', { now: at(hour) })).ok).toBe(false)
    // a long pause fills the bucket to its capacity, not more
    const later = at(100 * hour)
    const burst = []
    for (let i = 0; i < 4; i++) burst.push((await limits.takeLimit(payload, rule, 'anna@example.ch', { now: later })).ok)
    expect(burst).toEqual([true, true, true, false])
  })

  it('charges a request its cost and refuses a cost larger than what is left', async () => {
    const rule = testRule(600, 10)
    expect(await limits.takeLimit(payload, rule, 'ip', { cost: 550, now: t0 })).toEqual({ ok: true })
    // 50 left: 100 more need 5 s
    expect(await limits.takeLimit(payload, rule, 'ip', { cost: 100, now: t0 })).toEqual({ ok: false, retryAfterSeconds: 5 })
    expect(await limits.takeLimit(payload, rule, 'ip', { cost: 50, now: t0 })).toEqual({ ok: true })
    expect(await limits.takeLimit(payload, rule, 'ip', { cost: 100, now: at(10_000) })).toEqual({ ok: true })
  })

  // The cases of the former in-memory bucket (statistics/rate-limit.test.ts), now against the table.
  it('allows a burst up to the capacity, then refills over time; counts each client alone', async () => {
    const rule = testRule(10, 2)
    const take = (key: string, cost: number, ms: number) => limits.takeLimit(payload, rule, key, { cost, now: at(ms) })
    expect(await take('a', 10, 0)).toEqual({ ok: true })
    expect(await take('a', 1, 0)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(await take('a', 1, 500)).toEqual({ ok: true })
    expect(await take('a', 4, 500)).toEqual({ ok: false, retryAfterSeconds: 2 })
    expect(await take('b', 10, 500)).toEqual({ ok: true })
    expect(await take('a', 10, 60_500)).toEqual({ ok: true })
  })

  it('gives tokens back, up to the capacity', async () => {
    const rule = testRule(2, 1 / 3600)
    await limits.takeLimit(payload, rule, 'k', { now: t0 })
    await limits.takeLimit(payload, rule, 'k', { now: t0 })
    expect((await limits.takeLimit(payload, rule, 'k', { now: t0 })).ok).toBe(false)
    await limits.giveBackLimit(payload, rule, 'k', { now: t0 })
    expect((await limits.takeLimit(payload, rule, 'k', { now: t0 })).ok).toBe(true)
    for (let i = 0; i < 5; i++) await limits.giveBackLimit(payload, rule, 'k', { now: t0 })
    const burst = []
    for (let i = 0; i < 3; i++) burst.push((await limits.takeLimit(payload, rule, 'k', { now: t0 })).ok)
    expect(burst).toEqual([true, true, false])
  })

  it('stores no address or IP in clear', async () => {
    await limits.takeLimit(payload, testRule(1, 1), 'secret.person@example.ch', { now: t0 })
    expect(JSON.stringify(await storedRows())).not.toContain('secret.person')
  })

  it('prunes exactly the buckets that are full again', async () => {
    await payload.db.pool.query('DELETE FROM rate_limits')
    const fast = testRule(10, 1) // full again 1 s after one take
    const slow = testRule(10, 1 / 3600)
    await limits.takeLimit(payload, fast, 'a', { now: t0 })
    await limits.takeLimit(payload, slow, 'a', { now: t0 })
    expect(await limits.pruneLimits(payload, at(500))).toBe(0)
    expect(await limits.pruneLimits(payload, at(2000))).toBe(1)
    expect((await storedRows()).map((r) => r.key)).toEqual([limits.limitKey(slow, 'a')])
    // the slow bucket still remembers its take
    const burst = []
    for (let i = 0; i < 10; i++) burst.push((await limits.takeLimit(payload, slow, 'a', { now: at(2000) })).ok)
    expect(burst.filter(Boolean)).toHaveLength(9)
  })

  it('never grants more than the capacity to concurrent takes on one pool', async () => {
    const rule = testRule(25, 0.000_001)
    const answers = await Promise.all(Array.from({ length: 60 }, () => limits.takeLimit(payload, rule, 'burst')))
    expect(answers.filter((a) => a.ok)).toHaveLength(25)
  })
})

describe('one limit shared by several app processes', () => {
  function startWorker(): Promise<ChildProcess> {
    const child = fork(path.join(root, 'tests/support/limit-worker.ts'), {
      cwd: root,
      env: { ...process.env },
      execArgv: ['--import', 'tsx', '--import', './tests/support/server-only-hook.mjs'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child))
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)))
    })
  }
  const answer = (child: ChildProcess) => new Promise<{ granted: number; pid: number }>((resolve) => child.once('message', (m) => resolve(m as { granted: number; pid: number })))

  it('grants exactly the capacity when two processes take at the same time', { timeout: 60_000 }, async () => {
    const rule = testRule(50, 0.000_001)
    const workers = await Promise.all([startWorker(), startWorker()])
    const answers = workers.map(answer)
    for (const w of workers) w.send({ rule, key: '203.0.113.9', takes: 80 })
    const results = await Promise.all(answers)
    expect(new Set(results.map((r) => r.pid)).size).toBe(2)
    expect(results.reduce((sum, r) => sum + r.granted, 0)).toBe(50)
    // and this process, a third one, finds the bucket empty
    expect((await limits.takeLimit(payload, rule, '203.0.113.9')).ok).toBe(false)
  })
})
