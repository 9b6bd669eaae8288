import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('parseEnv', () => {
  it('assumes no proxy in front of the app unless told (TRUSTED_PROXY_HOPS=0)', () => {
    expect(parseEnv(base).data?.TRUSTED_PROXY_HOPS).toBe(0)
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).data?.TRUSTED_PROXY_HOPS).toBe(2)
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '-1' }).success).toBe(false)
  })

  it('accepts SEED_DEMO_DATA only as true or false (unset: the start script decides)', () => {
    expect(parseEnv(base).data?.SEED_DEMO_DATA).toBeUndefined()
    expect(parseEnv({ ...base, SEED_DEMO_DATA: 'true' }).data?.SEED_DEMO_DATA).toBe('true')
    expect(parseEnv({ ...base, SEED_DEMO_DATA: 'yes' }).success).toBe(false)
  })
})
