import type { Payload } from 'payload'
import { prepareEnvironment, type SeedEnvironment } from '../seed/environment'

// Payload for an operator's one-shot script (`npm run team:add`, `npm run import:storyblok`): like
// `npm run seed`, DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (migrated first). After the
// work, whatever happened, the pool is ended (bounded, so a stuck connection does not hold the
// script) and what was started is stopped.

export interface ScriptRuntime {
  prepare: () => Promise<Pick<SeedEnvironment, 'stop'>>
  /** Payload, loaded after `prepare` (the config reads the environment when imported). */
  connect: () => Promise<Payload>
}

const runtime: ScriptRuntime = {
  prepare: prepareEnvironment,
  connect: async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../src/payload.config')
    return getPayload({ config })
  },
}

/** How long ending the pool may take before the script goes on without it. */
const POOL_END_MS = 500

export async function withPayload<T>(work: (payload: Payload) => Promise<T>, { prepare, connect }: ScriptRuntime = runtime): Promise<T> {
  let env: Pick<SeedEnvironment, 'stop'> | undefined
  let payload: Payload | undefined
  try {
    env = await prepare()
    payload = await connect()
    return await work(payload)
  } finally {
    if (payload) {
      payload.db.pool.on('error', () => {})
      await Promise.race([payload.db.pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, POOL_END_MS))])
    }
    await env?.stop()
  }
}
