import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { databaseUrl } from '../../tests/support/test-db'
import { withMigrationLock } from './migrate'

const root = path.resolve(import.meta.dirname, '..', '..')

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

// `npm run migrate` by hand (a rolling deploy) takes the same lock: it waits while a start migrates.
describe('npm run migrate', () => {
  it('waits for the lock a start holds, then finds nothing to do', async () => {
    const name = `t_migrate_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl('postgres') })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE helvemed_template`)
    await admin.end()
    const url = databaseUrl(name)
    const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.migrate as string
    expect(script).toBe('node --import tsx server/migrate-cli.ts')

    let output = ''
    let exited: number | null = null
    let release!: () => void
    const holding = new Promise<void>((resolve) => (release = resolve))
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    // a start migrating: holds the lock until released
    const start = withMigrationLock(url, async () => {
      locked()
      await holding
    })
    await isLocked
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/migrate-cli.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: url } })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exited = code))))
    await expect.poll(() => output, { timeout: 15_000 }).toContain('another process is applying migrations; waiting …')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(exited).toBeNull()
    release()
    await start
    expect(await done).toBe(0)
    expect(output).toContain('migrations current')
  })
})
