import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIN_SECRET_LENGTH, secretProblem, shouldSeedDemo } from './start-rules'

const DB = 'postgres://app:pw@db.internal:5432/helvemed'
const LONG = 'x'.repeat(MIN_SECRET_LENGTH)

describe('PAYLOAD_SECRET at the start', () => {
  it('an external database refuses to start without a secret', () => {
    expect(secretProblem({ DATABASE_URL: DB })).toMatch(/^PAYLOAD_SECRET is required: an external database \(DATABASE_URL\) is configured/)
    expect(secretProblem({ DATABASE_URL: DB, PAYLOAD_SECRET: '' })).toMatch(/^PAYLOAD_SECRET is required/)
  })

  it('an external database refuses a secret shorter than 32 characters', () => {
    expect(secretProblem({ DATABASE_URL: DB, PAYLOAD_SECRET: LONG.slice(1) })).toBe(
      'PAYLOAD_SECRET must be at least 32 characters (got 31). Generate one with: openssl rand -hex 32',
    )
    expect(secretProblem({ DATABASE_URL: DB, PAYLOAD_SECRET: LONG })).toBeNull()
  })

  it('the embedded database may keep its generated secret', () => {
    expect(secretProblem({})).toBeNull()
    expect(secretProblem({ DATABASE_URL: '' })).toBeNull()
  })
})

describe('demo data at the start', () => {
  it('the embedded database on this machine gets demo data unasked', () => {
    expect(shouldSeedDemo({}, { embedded: true })).toBe(true)
    expect(shouldSeedDemo({ PUBLIC_URL: 'http://localhost:3100' }, { embedded: true })).toBe(true)
  })

  it('the embedded database with a public address gets none unless SEED_DEMO_DATA=true', () => {
    expect(shouldSeedDemo({ PUBLIC_URL: 'https://helvemed.ch' }, { embedded: true })).toBe(false)
    expect(shouldSeedDemo({ PUBLIC_URL: 'https://staging.helvemed.ch', SEED_DEMO_DATA: 'true' }, { embedded: true })).toBe(true)
  })

  it('an external database gets none unless asked', () => {
    expect(shouldSeedDemo({ DATABASE_URL: DB }, { embedded: false })).toBe(false)
    expect(shouldSeedDemo({ DATABASE_URL: DB, SEED_DEMO_DATA: 'true' }, { embedded: false })).toBe(true)
  })

  it('SEED_DEMO_DATA=false turns it off everywhere', () => {
    expect(shouldSeedDemo({ SEED_DEMO_DATA: 'false' }, { embedded: true })).toBe(false)
  })
})

describe('npm start', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '..', 'start.ts')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    })

  it('refuses to start with an external database and no secret, saying what to set, before touching anything', () => {
    const run = start({ DATABASE_URL: 'postgres://app:pw@db.invalid:5432/helvemed', PUBLIC_URL: 'https://helvemed.ch', DATA_DIR: '.data-never-created' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PAYLOAD_SECRET is required: an external database (DATABASE_URL) is configured')
    expect(run.stdout).not.toContain('applying migrations')
  })

  it('refuses a short secret', () => {
    const run = start({ DATABASE_URL: 'postgres://app:pw@db.invalid:5432/helvemed', PUBLIC_URL: 'https://helvemed.ch', PAYLOAD_SECRET: 'too-short-secret' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PAYLOAD_SECRET must be at least 32 characters (got 16)')
  })
})
