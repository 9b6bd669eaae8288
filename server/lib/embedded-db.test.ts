import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from './embedded-db'

// A data directory of its own (initdb takes a few seconds), on a port of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-embedded-'))
fs.chmodSync(dataDir, 0o777)
const port = 54367

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('embedded PostgreSQL password', () => {
  it('is generated per data directory, and a directory with the old fixed password is upgraded on start', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port })
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim()
    expect(password).toMatch(/^[0-9a-f]{48}$/)
    expect(first.url).toContain(`:${password}@`)
    expect(await canConnect(first.url)).toBe(true)
    expect(await canConnect(first.url.replace(password, 'helvemed'))).toBe(false)

    // Make it a directory from before: the fixed password, no password file.
    const admin = new pg.Client({ connectionString: first.url })
    await admin.connect()
    await admin.query(`ALTER ROLE helvemed PASSWORD 'helvemed'`)
    await admin.end()
    await first.stop()
    fs.rmSync(path.join(dataDir, 'pg-password'))

    const messages: string[] = []
    const second = await startEmbeddedPostgres({ dataDir, port, log: (m: string) => messages.push(m) })
    try {
      const generated = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim()
      expect(generated).not.toBe(password)
      expect(await canConnect(second.url)).toBe(true)
      expect(await canConnect(second.url.replace(generated, 'helvemed'))).toBe(false)
      expect(messages.join('\n')).toMatch(/fixed password .* replaced/)
    } finally {
      await second.stop()
    }
  }, 120_000)
})
