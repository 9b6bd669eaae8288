import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { withPayload, type ScriptRuntime } from './with-payload'

// The operators' scripts open Payload one way (scripts/lib/with-payload.ts): the database is
// prepared before Payload is loaded, and the pool is ended and the database stopped afterwards,
// also when the work fails or the pool does not end.

function fakeRuntime(poolEnd: () => Promise<void> = async () => {}) {
  const steps: string[] = []
  const pool = { on: vi.fn(), end: vi.fn(async () => (steps.push('pool ended'), poolEnd())) }
  const runtime: ScriptRuntime = {
    prepare: async () => (steps.push('prepared'), { stop: async () => void steps.push('stopped') }),
    connect: async () => (steps.push('connected'), { db: { pool } } as unknown as Payload),
  }
  return { runtime, steps, pool }
}

describe('withPayload', () => {
  it('prepares, connects, hands Payload to the work and answers its result, then ends the pool and stops', async () => {
    const { runtime, steps } = fakeRuntime()
    const result = await withPayload(async (payload) => (steps.push(`work with ${typeof payload.db}`), 7), runtime)
    expect(result).toBe(7)
    expect(steps).toEqual(['prepared', 'connected', 'work with object', 'pool ended', 'stopped'])
  })

  it('ends the pool and stops when the work fails, and passes the failure on', async () => {
    const { runtime, steps } = fakeRuntime()
    await expect(withPayload(async () => Promise.reject(new Error('Storyblok answered 401')), runtime)).rejects.toThrow('Storyblok answered 401')
    expect(steps).toEqual(['prepared', 'connected', 'pool ended', 'stopped'])
  })

  it('stops without waiting for a pool that never ends', async () => {
    const { runtime, steps } = fakeRuntime(() => new Promise<void>(() => {}))
    const started = Date.now()
    await withPayload(async () => 0, runtime)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(steps.at(-1)).toBe('stopped')
  })

  it('is how both operator scripts open Payload (no second copy of the opening and closing)', () => {
    for (const script of ['team-account.ts', 'import-storyblok.ts']) {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, '..', script), 'utf8')
      expect(source, script).toContain("from './lib/with-payload'")
      expect(source, script).not.toMatch(/getPayload|prepareEnvironment|pool\.end/)
    }
  })
})
