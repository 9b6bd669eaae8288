import { describe, expect, it } from 'vitest'
import { objectStorage, parseEnv } from './env'

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('parseEnv', () => {
  it('assumes no proxy in front of the app unless told (TRUSTED_PROXY_HOPS=0)', () => {
    expect(parseEnv(base).data?.TRUSTED_PROXY_HOPS).toBe(0)
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).data?.TRUSTED_PROXY_HOPS).toBe(2)
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '-1' }).success).toBe(false)
  })

  it('reads SHARED_CACHE_PURGE_URLS as a comma list of http(s) URLs (ADR 0074)', () => {
    expect(parseEnv(base).data?.SHARED_CACHE_PURGE_URLS).toBeUndefined()
    expect(parseEnv({ ...base, SHARED_CACHE_PURGE_URLS: '' }).data?.SHARED_CACHE_PURGE_URLS).toBeUndefined()
    expect(parseEnv({ ...base, SHARED_CACHE_PURGE_URLS: 'http://10.0.0.20:6081/, https://cache.example.ch/' }).success).toBe(true)
    expect(parseEnv({ ...base, SHARED_CACHE_PURGE_URLS: '10.0.0.20:6081' }).success).toBe(false)
  })

  it('accepts SEED_DEMO_DATA only as true or false (unset: the start script decides)', () => {
    expect(parseEnv(base).data?.SEED_DEMO_DATA).toBeUndefined()
    expect(parseEnv({ ...base, SEED_DEMO_DATA: 'true' }).data?.SEED_DEMO_DATA).toBe('true')
    expect(parseEnv({ ...base, SEED_DEMO_DATA: 'yes' }).success).toBe(false)
  })

  it('takes the S3_* settings all together or not at all (S3_PREFIX optional)', () => {
    const s3 = {
      S3_BUCKET: 'helvemed-media',
      S3_REGION: 'eu-central-2',
      S3_ENDPOINT: 'https://s3.eu-central-2.example.com',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    }
    expect(objectStorage(parseEnv(base).data!)).toBeUndefined()
    expect(objectStorage(parseEnv({ ...base, S3_BUCKET: '' }).data!)).toBeUndefined()
    expect(objectStorage(parseEnv({ ...base, ...s3 }).data!)).toEqual({
      bucket: 'helvemed-media',
      region: 'eu-central-2',
      endpoint: 'https://s3.eu-central-2.example.com',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
    })
    expect(objectStorage(parseEnv({ ...base, ...s3, S3_PREFIX: 'prod/media/' }).data!)?.prefix).toBe('prod/media')
    const partial = parseEnv({ ...base, S3_BUCKET: 'helvemed-media', S3_REGION: 'eu-central-2' })
    expect(partial.success).toBe(false)
    expect(partial.error?.issues.map((i) => i.path.join('.'))).toEqual(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'])
    expect(parseEnv({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'yes' }).success).toBe(false)
    expect(parseEnv({ ...base, ...s3, S3_ENDPOINT: 'ftp://x' }).success).toBe(false)
    expect(parseEnv({ ...base, ...s3, S3_PREFIX: '../x' }).success).toBe(false)
  })
})
